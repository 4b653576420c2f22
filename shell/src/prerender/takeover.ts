// A page served prerendered (scripts/prerender.tsx) paints before any script; the app must then take it over
// without a visible change. React cannot adopt that markup (it is not what antd renders, so no hydration), so
// the app renders into a hidden layer inside #root, laid out at the same place, and the prerendered markup
// gives way to it in one frame once the app shows the same page (#root's data-prerendered: a selector of it).
import { TAKEOVER_PRESSED_KEYS_ATTRIBUTE } from '@memory/contracts/prerender';

/** A prerendered page the app has not taken over yet: what the visitor sees is still the static markup. */
export const AWAITING_TAKEOVER_SELECTOR = '[data-prerendered]';

export interface AppContainer {
  /** Where React renders. */
  element: HTMLElement;
  /** Show the app now, whatever it shows (start-up failed: BootFailure must be seen). */
  reveal(): void;
}

const HIDDEN_LAYER: Partial<CSSStyleDeclaration> = { position: 'absolute', top: '0', left: '0', width: '100%', visibility: 'hidden' };

export function appContainer(root: HTMLElement): AppContainer {
  const readySelector = root.dataset.prerendered;
  if (!readySelector) return { element: root, reveal: () => undefined };

  const layer = document.createElement('div');
  Object.assign(layer.style, HIDDEN_LAYER);
  root.append(layer);
  let revealed = false;
  const reveal = () => {
    if (revealed) return;
    revealed = true;
    observer.disconnect();
    const focused = document.activeElement;
    const hadFocus = focused instanceof HTMLElement && focused !== layer && root.contains(focused) && !layer.contains(focused);
    const typed = typedFields(root, layer);
    for (const child of [...root.childNodes]) if (child !== layer) child.remove();
    layer.removeAttribute('style');
    delete root.dataset.prerendered;
    // Every field typed in, not only the focused one: a memo typed before moving to its tags must not vanish.
    for (const field of typed) {
      const counterpart = fieldIn(layer, field);
      if (counterpart) typeInto(counterpart, field.value);
    }
    if (hadFocus) {
      showAtOnce(layer);
      counterpartIn(layer, focused)?.focus();
    }
    clickRememberedControl(layer);
    pressRememberedKeys();
  };
  // Two frames after the page appears: antd's Menu has measured which items fit (ResizeObserver, then a render).
  const revealSoon = () => requestAnimationFrame(() => requestAnimationFrame(reveal));
  // The app may not show this page at all: it sends a visitor without a session to sign in (RequireAuth).
  const prerenderedPath = location.pathname;
  const observer = new MutationObserver(() => {
    if (!layer.querySelector(readySelector) && location.pathname === prerenderedPath) return;
    observer.disconnect();
    revealSoon();
  });
  // Attributes too: a remote page is ready when its area says it mounted (RemoteArea's data-state).
  observer.observe(layer, { childList: true, subtree: true, attributes: true });
  return { element: layer, reveal };
}

/**
 * antd's fields transition `all`, visibility included: the layer's hidden → visible would leave them hidden (so not
 * focusable) for the transition's first frame, and the focus moved to one would fall to the body. Ended at once,
 * level by level (a field inside another starts its own once the outer one's has ended).
 */
function showAtOnce(layer: HTMLElement): void {
  const MAX_NESTING = 32;
  for (let level = 0; level < MAX_NESTING; level += 1) {
    const hiding = (layer.getAnimations?.({ subtree: true }) ?? []).filter(
      (animation) => animation instanceof CSSTransition && animation.transitionProperty === 'visibility',
    );
    if (hiding.length === 0) return;
    for (const animation of hiding) animation.finish();
  }
}

/** A control of the prerendered page clicked before the app ran (public/prerender-boot.js): the app's own, now. */
function clickRememberedControl(layer: HTMLElement): void {
  const selector = document.documentElement.dataset.takeoverClick;
  if (!selector) return;
  delete document.documentElement.dataset.takeoverClick;
  layer.querySelector<HTMLElement>(selector)?.click();
}

/**
 * Keys the app answers, pressed on the prerendered page before it ran (public/prerender-boot.js): pressed again, in
 * order, where the app listens (a keydown reaching document, as the visitor's would have).
 */
function pressRememberedKeys(): void {
  const html = document.documentElement;
  const kept = html.getAttribute(TAKEOVER_PRESSED_KEYS_ATTRIBUTE);
  if (!kept) return;
  html.removeAttribute(TAKEOVER_PRESSED_KEYS_ATTRIBUTE);
  let keys: unknown;
  try {
    keys = JSON.parse(kept);
  } catch {
    return;
  }
  if (!Array.isArray(keys)) return;
  const target = document.activeElement ?? document.body;
  for (const key of keys) {
    if (typeof key === 'string') target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }
}

/**
 * The app's element for one of the prerendered page, for a keyboard user's focus to stay put: a field by its name,
 * a link by its target, a button by its name. Only what Tab reaches: a card's cover repeats
 * its title's link out of the tab order.
 */
function counterpartIn(layer: HTMLElement, element: HTMLElement): HTMLElement | null {
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) return fieldIn(layer, element);
  const candidates = [...layer.querySelectorAll<HTMLElement>('a[href], button, input, textarea')].filter((candidate) => candidate.tabIndex >= 0);
  const href = element.getAttribute('href');
  if (href) return candidates.find((candidate) => candidate.getAttribute('href') === href) ?? null;
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim();
  return candidates.find((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === name) ?? null;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

const TYPED_INPUTS = new Set(['text', 'search', 'email', 'url', 'tel', 'number']);

/** The prerendered page's text fields that hold something typed (their values are gone once the markup is). */
function typedFields(root: HTMLElement, layer: HTMLElement): TextField[] {
  return [...root.querySelectorAll<TextField>('input, textarea')].filter(
    (field) => !layer.contains(field) && field.value !== '' && (field instanceof HTMLTextAreaElement || TYPED_INPUTS.has(field.type)),
  );
}

/** The app's field for one of the prerendered page: the same accessible name, reachable by Tab. */
function fieldIn(layer: HTMLElement, field: TextField): TextField | null {
  const name = field.getAttribute('aria-label');
  return [...layer.querySelectorAll<TextField>('input, textarea')].find((candidate) => candidate.tabIndex >= 0 && candidate.getAttribute('aria-label') === name) ?? null;
}

/**
 * A value set as typing sets it: through the element's own setter, then an input event (what React listens to).
 * Typed after what the app's field already holds (a draft it restored), on a line of its own: neither is lost.
 */
function typeInto(field: TextField, typed: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  const separator = field instanceof HTMLTextAreaElement ? '\n' : ' ';
  setter?.call(field, field.value ? `${field.value}${separator}${typed}` : typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
