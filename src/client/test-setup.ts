/**
 * Set up once for every client test (vite.config.ts, the client project). testing-library's
 * `findBy…` and `waitFor` give up after one second by default; with the whole suite running on a
 * busy 2-core CI machine a lazily loaded dialog or screen can take longer than that, and the test
 * fails although the thing it waits for does happen. A test still fails when it never happens.
 */
import { configure } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { forgetEntries } from './lib/history-entry';

configure({ asyncUtilTimeout: 5000 });

/**
 * Each test is a new page: the lists and scroll kept per history entry (lib/history-entry.ts)
 * start empty, and the entry the last test left carries no id into this one.
 */
beforeEach(() => {
  forgetEntries();
  window.history.replaceState(null, '', window.location.href);
});

/**
 * happy-dom lays nothing out, so its IntersectionObserver never reports an element as visible.
 * Here every observed element is on screen at once (a map loads as on a page that shows it);
 * a test that needs an element off screen replaces this for itself (ui/map/map-view.test.tsx).
 */
class OnScreenObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    const rect = target.getBoundingClientRect();
    const entry = {
      target,
      isIntersecting: true,
      intersectionRatio: 1,
      boundingClientRect: rect,
      intersectionRect: rect,
      rootBounds: null,
      time: 0,
    } satisfies IntersectionObserverEntry;
    queueMicrotask(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
globalThis.IntersectionObserver = OnScreenObserver as unknown as typeof IntersectionObserver;
