// Accessibility, the phone's and the keyboard's part of the walk (e2e/lib/acessibilidade.ts): at phone width the
// screens with wide tables (each table scrolls by keyboard), then the main flows by keyboard: Tab reaches the main
// actions, and every stop shows its focus ring (docs/product.md §2.3).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  go,
  jornadaAcessibilidade,
  openTab,
  report,
  saveAppearance,
  tabStops,
  walk,
} from '../lib/acessibilidade.ts';
import { DEFAULT, ids, paths, type Screen } from '../lib/acessibilidade-telas.ts';
import { MOBILE, screenshot } from '../lib/browser.ts';

jornadaAcessibilidade('teclado');

test('at phone width, the screens with wide tables: each table scrolls by keyboard, no serious or critical violation', async () => {
  // A table wider than the phone scrolls sideways; its scrolling box must take focus (WCAG 2.1.1).
  const wide: Screen[] = [
    { name: 'pacientes', path: paths.pacientes.lista },
    { name: 'pacientes-arquivados', path: paths.pacientes.arquivados },
    { name: 'ficha-sessoes', path: paths.pacientes.ficha(ids.paciente, 'sessoes') },
    { name: 'financeiro-lista', path: paths.financeiro.lista() },
    { name: 'carne-leao', path: paths.carneLeao.lista },
    { name: 'carne-leao-detalhes', path: paths.carneLeao.detalhes(ids.carneLeao) },
    { name: 'carne-leao-escrituracao', path: paths.carneLeao.escrituracao() },
    { name: 'configuracoes', path: paths.configuracoes },
    { name: 'perfil', path: paths.perfil },
  ];
  const tab = await openTab(true, MOBILE);
  const lines: string[] = [];
  const problems = await walk(
    tab,
    wide.map((screen) => ({
      screen: { ...screen, name: `${screen.name}-390` },
      appearance: { ...DEFAULT, darkTheme: true },
    })),
    undefined,
    lines,
  );
  await tab.context.close();
  report.push(...lines);
  assert.deepEqual(problems, []);
});

test('by keyboard: Tab reaches the main actions and every stop shows its focus ring, light and dark', async () => {
  const tab = await openTab(true);
  const { page, errors } = tab;
  const flows: Array<{ path: string; reach: string[] }> = [
    { path: paths.pacientes.lista, reach: ['Novo paciente'] },
    { path: paths.agenda, reach: ['Novo agendamento'] },
    { path: paths.financeiro.lista(), reach: ['Novo lançamento'] },
    { path: paths.pacientes.prontuarios(ids.paciente), reach: ['Nova entrada'] },
    { path: paths.configuracoes, reach: [] },
  ];
  const problems: string[] = [];
  for (const darkTheme of [false, true]) {
    await saveAppearance(page, { ...DEFAULT, darkTheme });
    for (const [i, flow] of flows.entries()) {
      await go(tab, flow.path, i === 0);
      const stops = await tabStops(page);
      for (const s of stops.filter((s) => !s.ring))
        problems.push(`${flow.path}: sem anel de foco: ${s.name}`);
      for (const name of flow.reach) {
        if (!stops.some((s) => s.name.startsWith(name)))
          problems.push(`${flow.path}: Tab não chega a "${name}"`);
      }
    }
  }
  // The ring as a user sees it (the last interaction was the keyboard, so focus() shows it).
  await go(tab, paths.pacientes.lista, false);
  const novo = page.getByRole('button', { name: 'Novo paciente' });
  await novo
    .or(page.getByRole('link', { name: 'Novo paciente' }))
    .first()
    .focus();
  await screenshot(page, 'acessibilidade-foco-escuro');
  assert.deepEqual([...problems, ...errors], []);
  await tab.context.close();
});
