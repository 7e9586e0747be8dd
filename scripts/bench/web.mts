import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { root } from './server.mts';

const dist = join(root, 'apps/web/dist');

/** gzip size (bytes) of the JS a page loads, measured on the built files. */
async function jsLoaded(page: Page, action: () => Promise<void>): Promise<Set<string>> {
  const seen = new Set<string>();
  const onResponse = (res: { url(): string }) => {
    const path = new URL(res.url()).pathname;
    if (path.endsWith('.js')) seen.add(path);
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return seen;
}

const gzipKb = (paths: Iterable<string>) =>
  [...paths].reduce((sum, p) => sum + gzipSync(readFileSync(join(dist, p))).length, 0) / 1024;

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
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    const loginJs = await jsLoaded(page, async () => {
      await page.goto(`${url}/login`);
    });
    const lcpLogin = await lcp(page);
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
    const lcpPacientes = await lcp(page);
    return {
      loginKb: gzipKb(loginJs),
      shellKb: gzipKb(new Set([...loginJs, ...shellJs])),
      lcpLogin,
      lcpPacientes,
    };
  } finally {
    await browser.close();
  }
}
