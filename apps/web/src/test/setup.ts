import '@testing-library/jest-dom/vitest';

// jsdom lacks these browser APIs that Mantine uses; every test gets them (a test may stub its own variant with
// stubBrowser from ./browser).
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
