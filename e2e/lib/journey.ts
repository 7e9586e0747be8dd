import { after, afterEach, before } from 'node:test';
import { slugArquivo } from '@consultorio/contracts/prontuarios';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from './browser.ts';
import { startServer, type TestServer } from './server.ts';

/*
 * The server and the browser of one journey file (each spec file runs in its own process: scripts/e2e.mts).
 * `journey()` starts both before the file's tests and stops them after; `server` and `browser` are live bindings
 * a spec imports. The file's own setup (sign-up, data through the API…) goes in `preparar`, which runs in the same
 * hook once both are up: node:test does not wait for one top-level `before` before starting the next.
 */
export let server: TestServer;
export let browser: Browser;

export function journey(opts: { demo?: boolean } = {}, preparar?: () => Promise<void>): void {
  before(async () => {
    // Both at once; whichever started is stopped by `after` when the other failed.
    const [s, b] = await Promise.allSettled([startServer(opts), launchBrowser()]);
    if (s.status === 'fulfilled') server = s.value;
    if (b.status === 'fulfilled') browser = b.value;
    if (s.status === 'rejected') throw s.reason;
    if (b.status === 'rejected') throw b.reason;
    await preparar?.();
  });
  // A failed journey leaves what the user saw at that moment and what the server said: every open page as
  // e2e/artifacts/falha-<test>-<n>.png, its address, and the server's warnings and errors.
  afterEach(async (t) => {
    if (!('passed' in t) || t.passed || !browser) return;
    const nome = slugArquivo(t.name);
    const pages = browser.contexts().flatMap((c) => c.pages());
    for (const [i, page] of pages.entries()) {
      await screenshot(page, `falha-${nome}-${i + 1}`).catch(() => undefined);
      process.stdout.write(`página ${i + 1} da falha: ${page.url()}\n`);
    }
    process.stdout.write(`saída do servidor:\n${server?.output() || '(nada)'}\n`);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
}
