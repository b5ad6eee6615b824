import "@testing-library/jest-dom";

// jsdom has no layout, so no ResizeObserver: one that never reports (sizes are all 0 here anyway).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
