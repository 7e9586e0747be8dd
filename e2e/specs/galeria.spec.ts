// The component gallery (docs/product.md §2.4). Logged in as a new user (Gratuito: no plan needed), every
// one of the 18 pages opens inside the layout at 1280 px (light) and 390 px (dark), with its title, no page error
// and nothing wider than the screen; screenshots of each. An unknown /uikit/x shows the not-found page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GALERIA_PATHS } from '../../apps/web/src/routes/paths.ts';
import { DESKTOP, MOBILE, screenshot } from '../lib/browser.ts';
import { browser, journey, server } from '../lib/journey.ts';
import { noSideScroll, openSessionPage, settle } from '../lib/page.ts';
import { signUpViaApi } from '../lib/users.ts';

let session: Awaited<ReturnType<typeof signUpViaApi>>;

journey({}, async () => {
  session = await signUpViaApi(server.url);
});

const nome = (path: string) => path.slice(1).replace(/\//g, '-');

for (const [largura, viewport, dark] of [
  ['1280', DESKTOP, false],
  ['390', MOBILE, true],
] as const) {
  test(`gallery at ${largura} px${dark ? ', dark' : ''}: every page opens in the layout, fits and has no page error`, async () => {
    const { context, page, errors } = await openSessionPage(browser, server.url, session, viewport, { dark });
    const chamadas: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      // The layout itself asks for the plan and the profile; the gallery's pages ask for nothing else.
      if (url.pathname.startsWith('/api/') && !/\/(plan-info|plano|usuario|perfil|me)\b/.test(url.pathname)) {
        chamadas.push(`${r.method()} ${url.pathname}`);
      }
    });
    try {
      for (const path of GALERIA_PATHS) {
        await page.goto(path);
        await page.getByRole('navigation', { name: 'Trilha de navegação', exact: true }).waitFor();
        const titulo = page.getByRole('heading', { level: 2 }).first();
        await titulo.waitFor();
        assert.equal(new URL(page.url()).pathname, path, `${path} redirecionou`);
        await settle(page, { mouseAway: true });
        assert.ok(await noSideScroll(page), `${path} mais largo que ${largura} px`);
        await screenshot(page, `galeria-${largura}-${nome(path)}`);
      }
      assert.deepEqual(errors, []);
      assert.deepEqual(chamadas, [], 'a galeria não chama a API com os dados do usuário');

      await page.goto('/uikit/nao-existe');
      await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    } finally {
      await context.close();
    }
  });
}
