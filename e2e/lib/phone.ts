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

/** The smallest comfortable touch target, in CSS px (WCAG 2.5.5). */
export const ALVO_MINIMO = 44;

/**
 * The visible controls smaller than ALVO_MINIMO in either dimension, each described by its role, name and size.
 * Controls: buttons and what acts as one, fields (a checkbox, radio or switch is measured by its label, the box
 * it sits in), combo boxes, tabs and menu items. Links inside running text are not controls.
 */
export const alvosPequenos = (page: Page) =>
  page.evaluate((minimo) => {
    const seletor = [
      'button',
      '[role="button"]',
      'a.mantine-Button-root',
      'a.mantine-ActionIcon-root',
      'input:not([type="checkbox"], [type="radio"], [type="hidden"], [type="file"])',
      'select',
      'textarea',
      '[role="tab"]',
      '[role="menuitem"]',
      '.mantine-Checkbox-body',
      '.mantine-Radio-body',
      '.mantine-Switch-body',
    ].join(',');
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(seletor)) {
      // The parts of one field (the hour and minute of a time field) are tapped through the field's box.
      const caixa = el.parentElement?.closest<HTMLElement>('.mantine-Input-input') ?? el;
      const r = caixa.getBoundingClientRect();
      const estilo = getComputedStyle(el);
      if (
        r.width === 0 ||
        r.height === 0 ||
        estilo.visibility === 'hidden' ||
        el.closest('[aria-hidden="true"]')
      )
        continue;
      // What scrolls out of the screen sideways is still a control; what is off the page (skip links) is not.
      if (r.bottom < 0 || r.right < 0) continue;
      if (r.width >= minimo - 0.5 && r.height >= minimo - 0.5) continue;
      const nome =
        el.getAttribute('aria-label') ??
        el.getAttribute('placeholder') ??
        el.textContent?.trim().slice(0, 40) ??
        '';
      const papel = el.getAttribute('role') ?? el.tagName.toLowerCase();
      out.push(`${papel} "${nome}" ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return out;
  }, ALVO_MINIMO);
