import '@testing-library/jest-dom/vitest';
import { afterAll } from 'vitest';

// The files of a worker share one jsdom (isolate: false in vitest.config.ts): what a file stored is gone before the
// next one starts (the rendered trees are unmounted after each test by Testing Library).
afterAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
});

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
