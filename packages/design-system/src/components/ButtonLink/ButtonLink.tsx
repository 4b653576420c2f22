import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export interface ButtonLinkProps extends Omit<ButtonProps, 'href' | 'htmlType' | 'onClick' | 'target'> {
  to: To;
  /** Router state for the page it opens, e.g. `{ from }` for a way back. */
  state?: unknown;
}

/**
 * A link that looks like a button: one `<a href>` (never a button inside a link), so it is announced as a link,
 * opens in a new tab with Ctrl/⌘ or the middle button, and a plain click navigates through the app's router.
 */
export function ButtonLink({ to, state, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { state });
  return <Button {...props} href={href} onClick={(event: MouseEvent<HTMLElement>) => navigate(event as MouseEvent<HTMLAnchorElement>)} />;
}
