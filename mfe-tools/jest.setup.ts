import '@testing-library/jest-dom';

// Build-time constants the federation config defines for real builds.
(globalThis as { __BUILD_ID__?: string }).__BUILD_ID__ = 'test-build';

// jsdom has no layout, so it does not implement scrolling an element into view.
Element.prototype.scrollIntoView = jest.fn();
