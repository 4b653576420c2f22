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

// jsdom throws "Not implemented" for getComputedStyle(element, pseudoElement), which antd calls for scrollbars.
const getComputedStyleWithoutPseudo = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyleWithoutPseudo(element);

// jsdom has no MessageChannel; antd's Form (@rc-component/form) uses one to run watchers in a macrotask.
// A timer-backed stand-in keeps that behaviour without Node's real ports holding the process open.
if (typeof globalThis.MessageChannel === 'undefined') {
  type Listener = ((event: MessageEvent) => void) | null;
  class TimerMessagePort {
    onmessage: Listener = null;
    peer: TimerMessagePort | null = null;
    postMessage(data: unknown): void {
      setTimeout(() => this.peer?.onmessage?.({ data } as MessageEvent), 0);
    }
    close(): void {}
  }
  class TimerMessageChannel {
    port1 = new TimerMessagePort();
    port2 = new TimerMessagePort();
    constructor() {
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  }
  globalThis.MessageChannel = TimerMessageChannel as unknown as typeof MessageChannel;
}
