import '@testing-library/jest-dom';

// Build-time constants the federation config defines for a remote's real builds.
(globalThis as { __BUILD_ID__?: string }).__BUILD_ID__ = 'test-build';

// jsdom has no layout, so it implements neither scrolling an element into view nor window scrolling.
// Server-rendering tests run in Node, where there is no window at all.
if (typeof window !== 'undefined') {
  Element.prototype.scrollIntoView = jest.fn();
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
}
