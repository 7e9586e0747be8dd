import { useSyncExternalStore } from 'react';

const nadaMuda = () => () => {};

/**
 * False while React hydrates a prerendered page (and when rendering it at build time), true otherwise. What only the
 * browser knows (a session in localStorage, the screen's width, today's date) is read only when this is true, so the
 * first client render matches the prerendered HTML and the browser's value follows right after
 * (docs/decisions/0060-prerendered-public-pages.md). A page rendered without prerendered markup reads it at once.
 */
export const useHidratado = (): boolean =>
  useSyncExternalStore(
    nadaMuda,
    () => true,
    () => false,
  );
