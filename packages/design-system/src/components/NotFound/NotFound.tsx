import { Button, Result } from 'antd';
import { texts } from '../../texts';

export interface NotFoundProps {
  /** Navigate home in-app (router navigate). When absent the button is a plain link to `href`. */
  onBack?: () => void;
  /** Where 返回首页 goes when no onBack is given. Default '/'. */
  href?: string;
}

/** The 404 page: 出错了 with a way back home. */
export function NotFound({ onBack, href = '/' }: NotFoundProps) {
  const backButton = onBack ? (
    <Button type="primary" onClick={onBack}>
      {texts.notFound.backHome}
    </Button>
  ) : (
    <Button type="primary" href={href}>
      {texts.notFound.backHome}
    </Button>
  );
  // The theme's gold, not antd's blue 404 illustration: it follows light and dark with the rest of the page. A
  // decorative picture (the title says what happened), so an SVG hidden from assistive technology, not page text.
  const mark = (
    <svg aria-hidden focusable="false" width="200" height="88" viewBox="0 0 200 88">
      <text x="100" y="76" textAnchor="middle" fontSize="88" fontWeight="800" letterSpacing="4" fill="var(--memory-color-primary)">
        404
      </text>
    </svg>
  );
  return <Result icon={mark} title={texts.notFound.title} subTitle={texts.notFound.hint} extra={backButton} />;
}
