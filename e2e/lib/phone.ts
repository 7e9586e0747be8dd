import type { Browser, Page } from 'playwright-core';
import { MOBILE } from './browser.ts';
import type { OpenedPage } from './page.ts';
import { useSession } from './users.ts';

/**
 * A phone as Chromium emulates it: 390×844, touch, mobile viewport (the page can zoom out to wider content),
 * dark theme unless `dark: false`. Logged in as `session` when given.
 */
export async function openPhone(
  browser: Browser,
  baseUrl: string,
  session: { token: string; usuario: Record<string, string> } | null,
  { dark = true } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: MOBILE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  context.setDefaultTimeout(15_000);
  if (session) await useSession(context, session);
  if (dark) await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** The layout width sampled every frame for `ms`: a page that jumps sideways shows more than one value. */
export const larguras = (page: Page, ms = 600) =>
  page.evaluate(
    (ms) =>
      new Promise<number[]>((resolve) => {
        const seen = new Set<number>();
        const end = performance.now() + ms;
        const tick = () => {
          seen.add(window.innerWidth);
          seen.add(document.documentElement.scrollWidth);
          if (performance.now() < end) requestAnimationFrame(tick);
          else resolve([...seen]);
        };
        requestAnimationFrame(tick);
      }),
    ms,
  );
