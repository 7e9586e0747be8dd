// Accessibility, the gallery's part of the walk (e2e/lib/acessibilidade.ts): every page of the component gallery,
// in light and in dark, through axe-core (WCAG 2.1 A and AA rules). Fails on any serious or critical violation, any
// page error and any 5xx.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bothSchemes, jornadaAcessibilidade } from '../lib/acessibilidade.ts';
import { DEFAULT, galeriaScreens } from '../lib/acessibilidade-telas.ts';

jornadaAcessibilidade('galeria');

test('every gallery page, light and dark: no serious or critical axe violation, no page error', async () => {
  const problems = await bothSchemes(true, (darkTheme) =>
    galeriaScreens().map((screen) => ({ screen, appearance: { ...DEFAULT, darkTheme } })),
  );
  assert.deepEqual(problems, []);
});
