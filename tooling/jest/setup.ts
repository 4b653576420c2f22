// Runs before every test file: DOM matchers and the browser APIs jsdom lacks but antd needs.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// antd pages render slowly on a busy CI machine; findBy*/waitFor get 5 s instead of 1 s before failing.
configure({ asyncUtilTimeout: 5000 });

// antd's responsive hooks (Grid, Layout.Sider) read media queries.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// antd (rc-resize-observer) measures elements.
class NoopResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;

/**
 * jsdom has no MessageChannel; antd's Form (@rc-component/form) uses one to run watchers in a macro task.
 * Node's own MessageChannel would keep workers alive (its ports are never closed), so deliver through
 * setTimeout instead — still a macro task, and under Jest's control when a test fakes timers.
 */
class TimeoutMessagePort extends EventTarget {
  onmessage: ((event: MessageEvent) => void) | null = null;
  peer: TimeoutMessagePort | null = null;
  postMessage(data: unknown): void {
    const target = this.peer;
    setTimeout(() => {
      if (!target) return;
      const event = new MessageEvent('message', { data });
      target.onmessage?.(event);
      target.dispatchEvent(event);
    }, 0);
  }
  start(): void {}
  close(): void {
    this.peer = null;
  }
}
class TimeoutMessageChannel {
  readonly port1 = new TimeoutMessagePort();
  readonly port2 = new TimeoutMessagePort();
  constructor() {
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}
if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = TimeoutMessageChannel as unknown as typeof MessageChannel;
}

/**
 * Computed style = the element's inline style, plus `display: none` for antd's `*-hidden` state classes.
 * Why: jsdom's real getComputedStyle matches every rule of every stylesheet, and antd's CSS-in-JS injects
 * thousands, so each role query (which asks for the style of every ancestor) took seconds — a settings page test
 * ran 10× slower. Tests assert behaviour, not CSS; antd hides closed popups, modals and panes through inline
 * styles, `hidden`/`aria-hidden`, unmounting, or those state classes, which this keeps. This also drops the
 * pseudo-element argument, which jsdom does not implement and antd passes when measuring scrollbars.
 */
const HIDDEN_STATE_CLASS = /(^|\s)ant-[\w-]+-hidden(\s|$)/;
window.getComputedStyle = (element: Element): CSSStyleDeclaration => {
  const style = document.createElement('div').style;
  style.cssText = (element as HTMLElement).style?.cssText ?? '';
  if (HIDDEN_STATE_CLASS.test(element.getAttribute('class') ?? '')) style.display = 'none';
  return style;
};
