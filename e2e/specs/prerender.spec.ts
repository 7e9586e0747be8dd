// Journey: the prerendered public pages (docs/decisions/0060-prerendered-public-pages.md). Without JavaScript the
// landing and the login show their text; with it, every prerendered page hydrates — its markup kept, no console
// error or warning — on a desktop and a phone, light and dark (the dark scheme is on <html> before the script
// loads); what is typed before hydration is kept; log-in works from the hydrated /login; a logged-in visitor's header still offers the app; axe-core finds
// no serious or critical violation.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, field, MOBILE, newContext, screenshot } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { axeViolations } from '../lib/page.ts';
import { signUpViaApi, useSession } from '../lib/users.ts';

journey();

const PAGES = ['/', '/login', '/cadastro', '/agendar/nenhum-perfil', '/confirmar/token-qualquer'];

/** The footer names the year only once hydrated (apps/web/src/pages/components/PublicFooter.tsx). */
const hydrated = (page: Page) =>
  page
    .getByText(/© \d{4} Consultório/)
    .first()
    .waitFor();

/**
 * Keeps the prerendered header as parsed: if React threw the markup away (a hydration mismatch makes it render
 * the page anew), that element is no longer in the document.
 */
async function watchPrerenderedHeader(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { prerenderedHeader?: Element };
    new MutationObserver((_, observer) => {
      const header = document.querySelector('#root header');
      if (header) {
        w.prerenderedHeader = header;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Console errors and warnings, and page errors; the API's 404 for an unknown slug or token is expected. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    if (/Failed to load resource: .*404/.test(m.text())) return;
    problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Holds back the app's entry script until the function returned is called: the page stays as prerendered. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('without JavaScript the landing and the login show their content', async () => {
  const context = await browser.newContext({
    baseURL: server.url,
    javaScriptEnabled: false,
    viewport: DESKTOP,
  });
  const page = await context.newPage();

  await page.goto('/login');
  assert.equal(await page.title(), 'Entrar · Consultório');
  await page.getByRole('heading', { name: 'Entrar', level: 1 }).waitFor();
  await field(page, 'E-mail').waitFor();
  await field(page, 'Senha').waitFor();
  await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
  // Styled: the theme's variables are there without the script (the primary button is filled).
  const fundo = await page
    .getByRole('button', { name: 'Entrar', exact: true })
    .evaluate((b) => getComputedStyle(b).backgroundColor);
  assert.notEqual(fundo, 'rgba(0, 0, 0, 0)', 'o botão principal tem cor de fundo');
  await screenshot(page, 'prerender-login-sem-js');

  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: /Seu consultório organizado/ }).waitFor();
  await page.getByRole('link', { name: 'Criar conta' }).first().waitFor();
  const description = await page.locator('meta[property="og:description"]').getAttribute('content');
  assert.match(description ?? '', /psicólogos/);
  await screenshot(page, 'prerender-landing-sem-js');
  await context.close();
});

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  for (const dark of [false, true]) {
    test(`every prerendered page hydrates on a ${name}${dark ? ', dark' : ''}`, async () => {
      const context = await newContext(browser, server.url, viewport);
      if (dark) {
        await context.addInitScript(() => {
          if (!localStorage.getItem('theme')) localStorage.setItem('theme', 'dark');
        });
      }
      await watchPrerenderedHeader(context);
      const page = await context.newPage();
      const problems = collectProblems(page);
      for (const path of PAGES) {
        await page.goto(path);
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        const state = await page.evaluate(() => ({
          kept: Boolean(
            (window as unknown as { prerenderedHeader?: Element }).prerenderedHeader?.isConnected,
          ),
          scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
        }));
        assert.ok(state.kept, `${path}: a marcação pré-renderizada foi mantida`);
        assert.equal(state.scheme, dark ? 'dark' : 'light', path);
      }
      if (name === 'phone') {
        // Once hydrated, the phone's header gets its section menu (the prerendered one is the desktop's).
        await page.goto('/');
        await hydrated(page);
        await page.getByRole('button', { name: 'Seções da página inicial' }).waitFor();
      }
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}

test('a dark user sees the dark page before the script runs, with nothing to correct after', async () => {
  const context = await newContext(browser, server.url);
  await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const page = await context.newPage();
  const problems = collectProblems(page);
  // The app's script held back: what shows is the prerendered HTML with the inline theme script.
  const release = await holdAppScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('heading', { name: 'Entrar', level: 1 }).waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every((l) => l.sheet),
  );
  const before = await page.evaluate(() => ({
    scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
    background: getComputedStyle(document.body).backgroundColor,
  }));
  assert.equal(before.scheme, 'dark');
  const [r, g, b] = (before.background.match(/\d+/g) ?? []).map(Number);
  assert.ok(r + g + b < 3 * 80, `fundo escuro antes do JavaScript: ${before.background}`);
  await screenshot(page, 'prerender-login-escuro-antes-do-js');
  release();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const after = await page.evaluate(() => ({
    scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
    background: getComputedStyle(document.body).backgroundColor,
  }));
  assert.deepEqual(after, before);
  assert.deepEqual(problems, []);
  await context.close();
});

test('what a visitor types before the page hydrates is kept, and the log-in works with it', async () => {
  const { user } = await signUpViaApi(server.url);
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  const problems = collectProblems(page);
  // The app's script held back while the visitor types into the prerendered form.
  const release = await holdAppScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await field(page, 'E-mail').fill(user.email);
  await field(page, 'Senha').fill(user.senha);
  release();
  await hydrated(page);
  assert.equal(await field(page, 'E-mail').inputValue(), user.email);
  assert.equal(await field(page, 'Senha').inputValue(), user.senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL('**/pacientes');
  assert.deepEqual(problems, []);
  await context.close();
});

test('log-in works from the hydrated /login; a logged-in visitor of / is offered the app', async () => {
  const { user } = await signUpViaApi(server.url);
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  const problems = collectProblems(page);
  await page.goto('/login');
  await hydrated(page);
  await field(page, 'E-mail').fill(user.email);
  await field(page, 'Senha').fill(user.senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL('**/pacientes');
  await context.close();

  const session = await signUpViaApi(server.url);
  const logged = await newContext(browser, server.url);
  await useSession(logged, session);
  const home = await logged.newPage();
  home.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await home.goto('/');
  await hydrated(home);
  await home.getByRole('link', { name: 'Abrir o consultório' }).first().click();
  await home.waitForURL('**/pacientes');
  await logged.close();
  assert.deepEqual(problems, []);
});

test('axe-core finds no serious or critical violation on the hydrated pages, light and dark', async () => {
  const found: string[] = [];
  for (const dark of [false, true]) {
    const context = await newContext(browser, server.url);
    if (dark) await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await context.newPage();
    for (const path of PAGES) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      for (const v of await axeViolations(page)) found.push(`${path}${dark ? ' (escuro)' : ''}: ${v}`);
    }
    await context.close();
  }
  assert.deepEqual(found, []);
});
