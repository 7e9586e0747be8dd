import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, newContext } from './browser.ts';
import { esperarAnimacoes } from './esperar.ts';
import { useSession } from './users.ts';

/** The helpers every journey shares: a logged-in page, waiting for a still screen, the API as the test user. */

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page; a journey asserts it stays empty. */
  errors: string[];
}

/**
 * A new browser context logged in as `session`, and its page. `dark` saves the dark theme before the app starts
 * (as the appearance panel would); `colorScheme` emulates the system preference instead.
 */
export async function openSessionPage(
  browser: Browser,
  baseUrl: string,
  session: { token: string; usuario: Record<string, string> },
  viewport = DESKTOP,
  opts: { dark?: boolean; colorScheme?: 'light' | 'dark' } = {},
): Promise<OpenedPage> {
  const context = await newContext(browser, baseUrl, viewport);
  await useSession(context, session);
  if (opts.dark) {
    await context.addInitScript(() => {
      const raw = localStorage.getItem('sakai.layoutConfig');
      const config = raw ? JSON.parse(raw) : {};
      localStorage.setItem('sakai.layoutConfig', JSON.stringify({ ...config, darkTheme: true }));
      localStorage.setItem('theme', 'dark');
    });
  }
  const page = await context.newPage();
  if (opts.colorScheme) await page.emulateMedia({ colorScheme: opts.colorScheme });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/**
 * After "Sair": the login form itself is on screen (not only its address: until React commits it, the page left can
 * still be showing, with fields of its own) and the token is gone (the login page ends the session as it opens,
 * apps/web/src/layout/useLogout.ts).
 */
export async function waitLoggedOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
  await page.waitForFunction(() => localStorage.getItem('token') === null, undefined, { timeout: 5000 });
}

/**
 * Closes every toast, as a user would, and waits until none is left (they cover the top right of the page). More
 * than five at once wait in a queue and show as others close, so it closes again until none comes.
 */
export async function closeToasts(page: Page): Promise<void> {
  const toasts = page.locator('.mantine-Notification-root');
  for (let vez = 0; vez < 5 && (await toasts.count()) > 0; vez++) {
    for (const close of await page.locator('.mantine-Notification-closeButton').all()) {
      await close.click({ timeout: 1000 }).catch(() => undefined);
    }
    await toasts
      .first()
      .waitFor({ state: 'detached', timeout: 2000 })
      .catch(() => undefined);
  }
  await toasts.first().waitFor({ state: 'detached' });
}

/**
 * Waits for a still screen before a screenshot or an axe check: network idle, notifications closed, no "Por favor,
 * aguarde" overlay, fonts loaded, scrolled to the top (full-page screenshots; the header is fixed), then no
 * transition running (`esperarAnimacoes`). `mouseAway` moves the pointer off any hover first.
 */
export async function settle(page: Page, { scrollTop = true, mouseAway = false } = {}): Promise<void> {
  if (mouseAway) await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  await closeToasts(page);
  await page.getByText('Por favor, aguarde').waitFor({ state: 'hidden' });
  await page.evaluate(() => document.fonts.ready);
  if (scrollTop) await page.evaluate(() => window.scrollTo(0, 0));
  await esperarAnimacoes(page);
}

/**
 * True when the page does not scroll sideways (nothing wider than the viewport) once its layout has settled: right
 * after a resize, a transition or a closing popover may still be wider for a moment on a slow machine, so it waits
 * up to 3 s for the page to fit before answering false.
 */
export const noSideScroll = (page: Page): Promise<boolean> =>
  page
    .waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, undefined, {
      timeout: 3000,
    })
    .then(
      () => true,
      () => false,
    );

/**
 * A JSON request to the API as the user of `token`; fails the test unless the answer is `expectStatus` (or any
 * 2xx when not given). Answers the parsed body.
 */
export async function apiRequest(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  expectStatus?: number,
): Promise<ReturnType<typeof JSON.parse>> {
  const res = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (expectStatus === undefined) assert.ok(res.ok, `${method} ${path}: ${res.status} ${text}`);
  else assert.equal(res.status, expectStatus, `${method} ${path}: ${text}`);
  return JSON.parse(text);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's WCAG 2.1 A and AA rules on the page as it is (inside `include` when given): its serious and critical
 * violations, one line each. Injected through the DevTools protocol (the app's CSP blocks inline scripts).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    type Result = {
      violations: Array<{ id: string; impact: string | null; nodes: Array<{ html: string }> }>;
    };
    const axe = (window as unknown as { axe: { run: (ctx: unknown, o: object) => Promise<Result> } }).axe;
    const { violations } = await axe.run(selector ? { include: [selector] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
  }, include ?? null);
}
