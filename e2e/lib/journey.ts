import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
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
    server = await startServer(opts);
    browser = await launchBrowser();
    await preparar?.();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
}
