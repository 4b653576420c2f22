// Tests only: jsdom has no IntersectionObserver (so no layout, nothing is ever "on screen"). This one lets a test
// say which observed elements are in view; `autoShow` (a CSS selector) puts the observed elements that match it
// fully in view at once.
import { act } from '@testing-library/react';

interface Watch {
  observer: FakeIntersectionObserver;
  element: Element;
}

const watches = new Set<Watch>();
let autoShow: string | null = null;

class FakeIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds: readonly number[] = [0];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element): void {
    watches.add({ observer: this, element });
    if (autoShow && element.matches(autoShow)) queueMicrotask(() => this.report(element, 1));
  }
  unobserve(element: Element): void {
    for (const watch of watches) if (watch.observer === this && watch.element === element) watches.delete(watch);
  }
  disconnect(): void {
    for (const watch of watches) if (watch.observer === this) watches.delete(watch);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  report(element: Element, ratio: number): void {
    if (![...watches].some((watch) => watch.observer === this && watch.element === element)) return;
    const rect = element.getBoundingClientRect();
    this.callback(
      [{ target: element, isIntersecting: ratio > 0, intersectionRatio: ratio, time: 0, boundingClientRect: rect, intersectionRect: rect, rootBounds: null }],
      this,
    );
  }
}

export interface ViewportControl {
  /** Put these elements (or every observed one) in view at `ratio` (1 = fully visible, 0 = gone). */
  show(ratio?: number, elements?: Element[]): void;
  /** Elements being watched now. */
  watched(): Element[];
}

export function installIntersectionObserver(options: { autoShow?: string } = {}): ViewportControl {
  beforeEach(() => {
    autoShow = options.autoShow ?? null;
    watches.clear();
    globalThis.IntersectionObserver = FakeIntersectionObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  return {
    show(ratio = 1, elements) {
      act(() => {
        for (const watch of [...watches]) if (!elements || elements.includes(watch.element)) watch.observer.report(watch.element, ratio);
      });
    },
    watched: () => [...new Set([...watches].map((watch) => watch.element))],
  };
}
