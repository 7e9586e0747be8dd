// Accessibility, the first part of the walk (e2e/lib/acessibilidade.ts; the gallery, the appearances and the phone
// and keyboard are its other parts, each a spec file of its own so the runner spreads them over the cores): the demo
// account (`npm run seed:demo`, plan Vitalício, plus a record entry, an attachment and a saved Carnê-Leão month)
// walks every screen of routes/paths.ts — public pages, every app screen, each tab of the patient file, the main
// dialogs — in light and in dark, and runs axe-core (WCAG 2.1 A and AA rules) on each. Fails on any serious or
// critical violation, any page error and any 5xx; prints one line per screen with what axe found.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bothSchemes, jornadaAcessibilidade } from '../lib/acessibilidade.ts';
import {
  appScreens,
  DEFAULT,
  GALERIA,
  galeriaScreens,
  pathLeaves,
  paths,
  publicScreens,
} from '../lib/acessibilidade-telas.ts';

jornadaAcessibilidade('telas');

test('the walk covers every route of routes/paths.ts and the gallery', () => {
  const visited = [...publicScreens(), ...appScreens(), ...galeriaScreens()].map((s) =>
    s.path.replace(/\?.*$/, ''),
  );
  const patterns = pathLeaves(paths).map((key) => {
    const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], paths);
    return typeof value === 'function'
      ? (value as (id: string) => string)(':id').replace(/\?.*$/, '')
      : value;
  }) as string[];
  const matches = (pattern: string, path: string) =>
    new RegExp(`^${pattern.replaceAll(':id', '[^/]+')}$`).test(path);
  assert.deepEqual(
    patterns.filter((p) => !visited.some((v) => matches(p, v))),
    [],
  );
  assert.ok(GALERIA.length >= 18, 'as páginas da galeria entram no percurso');
});

test('every screen, light and dark: no serious or critical axe violation, no page error', async () => {
  const started = Date.now();
  const problems: string[] = [];
  for (const [withSession, screens] of [
    [false, publicScreens()],
    [true, appScreens()],
  ] as const) {
    problems.push(
      ...(await bothSchemes(withSession, (darkTheme) =>
        screens.map((screen) => ({ screen, appearance: { ...DEFAULT, darkTheme } })),
      )),
    );
  }
  process.stdout.write(`percurso: ${Math.round((Date.now() - started) / 1000)} s\n`);
  assert.deepEqual(problems, []);
});
