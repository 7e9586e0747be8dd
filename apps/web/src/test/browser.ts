import { vi } from 'vitest';

/** Test helpers for the browser: fetch answered per path, and the APIs jsdom lacks (matchMedia, ResizeObserver). */

export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces global fetch; `answer` decides per request path (e.g. "/public/api/user/plan-info"). */
export function mockFetch(answer: (path: string, init?: RequestInit) => Response | Promise<Response>) {
  const fn = vi.fn<typeof fetch>(async (input, init) =>
    answer(new URL(String(input), 'http://localhost').pathname, init),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** jsdom lacks matchMedia and ResizeObserver, which Mantine uses. */
export function stubBrowser({ dark = false, narrow = false } = {}): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches:
      (query.includes('prefers-color-scheme: dark') && dark) || (query.includes('max-width') && narrow),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
