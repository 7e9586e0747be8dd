// Accessibility, the appearances' part of the walk (e2e/lib/acessibilidade.ts): every primary colour, surface and
// preset of the appearance panel, in light and dark, on the screens that show the most primary colour, through
// axe-core's colour rules.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bothSchemes, jornadaAcessibilidade } from '../lib/acessibilidade.ts';
import { ids, PRESETS, PRIMARIES, paths, type Screen, SURFACES } from '../lib/acessibilidade-telas.ts';

jornadaAcessibilidade('aparencias');

test('every primary, surface and preset of the appearance panel, light and dark, on the screens richest in colour', async () => {
  const started = Date.now();
  const rich: Screen[] = [
    { name: 'pacientes', path: paths.pacientes.lista },
    { name: 'configuracoes', path: paths.configuracoes },
    { name: 'upgrade', path: paths.upgrade },
    { name: 'financeiro', path: paths.financeiro.painel },
    { name: 'ficha-sessoes', path: paths.pacientes.ficha(ids.paciente, 'sessoes') },
  ];
  // 17 runs per scheme: run i has primary i, surface i mod 8 and preset i mod 3, so each one of them is seen. The
  // colour rules only: the presets change shapes, not colours (theme/contrast.test.ts checks every combination).
  const problems = await bothSchemes(
    true,
    (darkTheme) =>
      PRIMARIES.map((primary, i) => ({
        screen: rich[i % rich.length],
        appearance: { preset: PRESETS[i % 3], primary, surface: SURFACES[i % SURFACES.length], darkTheme },
      })),
    ['color-contrast', 'link-in-text-block'],
  );
  process.stdout.write(`aparências: ${Math.round((Date.now() - started) / 1000)} s\n`);
  assert.deepEqual(problems, []);
});
