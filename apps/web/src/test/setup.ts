import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterAll } from 'vitest';

// The files of a worker share one jsdom (isolate: false in vitest.config.ts): what a file stored is gone before the
// next one starts (the rendered trees are unmounted after each test by Testing Library). Toasts too: Mantine keeps
// them in one module-level store, and a file that left its limit full made the next file's toasts wait in the queue
// for an auto-close (4 s: Toasts.test.tsx read 4.4–4.6 s, failing in one order of the files out of three). A tree a
// file left mounted (a render without unmount) is unmounted here too, so its toast container never reaches the next.
afterAll(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
  notifications.clean();
  notifications.cleanQueue();
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
// jsdom has no document.fonts, which Mantine's autosizing Textarea listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}
