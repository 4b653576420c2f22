// Runs before every test file: DOM matchers and the browser APIs jsdom lacks but antd needs.
import '@testing-library/jest-dom';

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
