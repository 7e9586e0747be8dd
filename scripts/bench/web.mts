// The web figures of the bench (docs/operations.md §"The bench"): JS sizes as served, LCP in headless Chromium.
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from 'playwright-core';
import { percentile } from './stats.mts';

/**
 * The JS files a page loads (path → body as served). A JS file answered with an error, or a page that loads no JS
 * at all, throws: the size figures are then missing, never 0.
 */
async function jsLoaded(page: Page, action: () => Promise<void>): Promise<Map<string, Buffer>> {
  const bodies: Promise<[string, Buffer]>[] = [];
  const onResponse = (res: Response) => {
    const path = new URL(res.url()).pathname;
    if (!path.endsWith('.js')) return;
    bodies.push(
      (async () => {
        if (!res.ok()) throw new Error(`${path}: ${res.status()}`);
        return [path, await res.body()] as [string, Buffer];
      })(),
    );
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const seen = new Map(await Promise.all(bodies));
  if (seen.size === 0) throw new Error(`${page.url()}: nenhum JS carregado`);
  return seen;
}

/** gzip size (KB, default level) of the bodies. */
const gzipKb = (files: Map<string, Buffer>) =>
  [...files.values()].reduce((sum, b) => sum + gzipSync(b).length, 0) / 1024;

/**
 * Largest Contentful Paint of the page just loaded (ms from navigation start), or null when Chromium reported no
 * candidate within 5 s: "missing", never 0. The last candidate counts (LCP grows as larger elements paint).
 */
async function lcp(page: Page): Promise<number | null> {
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        let value: number | null = null;
        let settle: ReturnType<typeof setTimeout> | undefined;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) value = e.startTime;
          clearTimeout(settle);
          settle = setTimeout(() => resolve(value), 500);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(value), 5000);
      }),
  );
}

/** How many first visits each LCP figure is the median of. */
const LCP_RUNS = 3;

/** The median, or null when any run saw no LCP (a figure is missing, never made up from the runs that worked). */
const medianOrMissing = (values: Array<number | null>): number | null =>
  values.some((v) => v === null)
    ? null
    : percentile(
        (values as number[]).toSorted((a, b) => a - b),
        50,
      );

/**
 * JS sizes, and each LCP (the landing, /login, /pacientes) as the median of LCP_RUNS first visits: every run is a new
 * browser context (empty cache and storage, as a first visit), in a browser that has already painted a page of its
 * own — a user's browser is running before they open the app; a single load right after launching Chromium measured
 * Chromium's own start.
 */
export async function measureWeb(url: string, token: string, usuario: unknown) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const warm = await browser.newPage();
    await warm.setContent('<p style="font: 16px sans-serif">aquecimento</p>');
    await warm.close();
    const lcpsLanding: Array<number | null> = [];
    const lcpsLogin: Array<number | null> = [];
    const lcpsPacientes: Array<number | null> = [];
    let loginKb = 0;
    let shellKb = 0;
    for (let run = 0; run < LCP_RUNS; run++) {
      // The landing as a first visit of its own: a new context, so /login below is a first visit too.
      const landing = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const landingPage = await landing.newPage();
      await landingPage.goto(`${url}/`);
      await landingPage.waitForLoadState('networkidle');
      lcpsLanding.push(await lcp(landingPage));
      await landing.close();
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await ctx.newPage();
      const loginJs = await jsLoaded(page, async () => {
        await page.goto(`${url}/login`);
      });
      lcpsLogin.push(await lcp(page));
      await page.evaluate(
        ([t, u]) => {
          localStorage.setItem('token', t);
          sessionStorage.setItem('usuario', u);
        },
        [token, JSON.stringify(usuario)] as const,
      );
      const shellJs = await jsLoaded(page, async () => {
        await page.goto(`${url}/pacientes`);
      });
      lcpsPacientes.push(await lcp(page));
      if (run === 0) {
        // The same files every run: their sizes once.
        loginKb = gzipKb(loginJs);
        shellKb = gzipKb(new Map([...loginJs, ...shellJs]));
      }
      await ctx.close();
    }
    return {
      loginKb,
      shellKb,
      lcpLanding: medianOrMissing(lcpsLanding),
      lcpLogin: medianOrMissing(lcpsLogin),
      lcpPacientes: medianOrMissing(lcpsPacientes),
      lcpRuns: { landing: lcpsLanding, login: lcpsLogin, pacientes: lcpsPacientes },
    };
  } finally {
    await browser.close();
  }
}
