// The size check (docs/decisions/0065-size-check.md) on small made-up sources: a long arrow component and
// a long file fail with file:line, name and length; short ones pass; tests and fixtures are aside.
// Run: node --test scripts/lint-tamanho.test.mts
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { lerPendentes, medir, mensagem, separar, verificado, verificar } from './lint-tamanho.mts';

/** A function body of `n` lines in all, from its signature line to its closing brace. */
const corpo = (n: number) => Array.from({ length: n - 2 }, (_, i) => `  const x${i} = ${i};`).join('\n');

const componente = (nome: string, linhas: number) =>
  `export const ${nome} = ({ a }: { a: string }) => {\n${corpo(linhas - 1)}\n  return <p>{a}</p>;\n};\n`;

test('a long arrow component fails, named, with its line and length', () => {
  const fonte = `import { memo } from 'react';\n\n${componente('Longo', 121)}`;
  const problemas = medir('apps/web/src/features/x/Longo.tsx', fonte);
  assert.deepEqual(problemas, [
    { arquivo: 'apps/web/src/features/x/Longo.tsx', linha: 3, nome: 'Longo', linhas: 121, limite: 120 },
  ]);
  assert.equal(
    mensagem(problemas[0]),
    'apps/web/src/features/x/Longo.tsx:3 a função Longo tem 121 linhas (máximo 120): divida-a em partes com nome',
  );
});

test('a component of exactly 120 lines passes', () => {
  assert.deepEqual(medir('apps/web/src/features/x/Curto.tsx', componente('Curto', 120)), []);
});

test('functions are found and named however they are written', () => {
  const fonte = [
    `export function Declarada() {\n${corpo(121)}\n}`,
    `export const Embrulhada = memo(function () {\n${corpo(121)}\n});`,
    `const objeto = { metodo() {\n${corpo(121)}\n}, propriedade: () => {\n${corpo(121)}\n} };`,
    `app.get('/x', async () => {\n${corpo(121)}\n});`,
  ].join('\n');
  const nomes = medir('apps/api/src/x.ts', fonte)
    .filter((p) => p.nome !== undefined)
    .map((p) => p.nome);
  assert.deepEqual(nomes, ['Declarada', 'Embrulhada', 'metodo', 'propriedade', 'app.get(…) callback']);
});

test('a file over 400 lines fails; one of 400 passes', () => {
  const linhas = (n: number) => Array.from({ length: n }, (_, i) => `export const c${i} = ${i};\n`).join('');
  assert.deepEqual(medir('packages/contracts/src/x.ts', linhas(401)), [
    { arquivo: 'packages/contracts/src/x.ts', linha: 1, linhas: 401, limite: 400 },
  ]);
  assert.match(
    mensagem(medir('packages/contracts/src/x.ts', linhas(401))[0]),
    /x\.ts:1 o arquivo tem 401 linhas/,
  );
  assert.deepEqual(medir('packages/contracts/src/x.ts', linhas(400)), []);
  // The demo seed's data is aside from the file cap.
  assert.deepEqual(medir('apps/api/src/db/seed-demo-data.ts', linhas(401)), []);
});

test('tests, test helpers and fixtures are aside; app sources are checked', () => {
  for (const aside of [
    'apps/web/src/features/x/X.test.tsx',
    'apps/api/src/modules/x/service.test.ts',
    'apps/api/src/test/app.ts',
    'apps/api/src/modules/pagamentos/testing/fake.ts',
    'packages/contracts/src/testing.ts',
    'apps/web/src/vite-env.d.ts',
    'apps/web/src/styles.css',
  ])
    assert.equal(verificado(aside), false, aside);
  for (const checked of [
    'apps/web/src/App.tsx',
    'apps/api/src/server.ts',
    'packages/contracts/src/api/index.ts',
  ])
    assert.equal(verificado(checked), true, checked);
});

const base = mkdtempSync(join(tmpdir(), 'lint-tamanho-'));
after(() => rmSync(base, { recursive: true, force: true }));
const escrever = (caminho: string, texto: string) => {
  mkdirSync(dirname(join(base, caminho)), { recursive: true });
  writeFileSync(join(base, caminho), texto);
};

test('a tree: only the long app component is reported', () => {
  escrever('apps/web/src/features/a/Longo.tsx', componente('Longo', 130));
  escrever('apps/web/src/features/a/Curto.tsx', componente('Curto', 20));
  escrever('apps/web/src/features/a/Longo.test.tsx', componente('TesteLongo', 300));
  escrever('apps/web/src/node_modules/pacote/index.ts', componente('DeFora', 300));
  escrever('apps/api/src/server.ts', 'export const ok = 1;\n');
  escrever('packages/contracts/src/index.ts', 'export {};\n');
  assert.deepEqual(
    verificar(base).map((p) => `${p.arquivo}:${p.linha} ${p.nome} ${p.linhas}`),
    ['apps/web/src/features/a/Longo.tsx:1 Longo 130'],
  );
});

test('the allow-list lets its offenders pass and asks to remove an entry that no longer fails', () => {
  const problemas = medir('apps/web/src/features/a/Longo.tsx', componente('Longo', 130));
  const pendentes = lerPendentes(
    '# being split\napps/web/src/features/a/Longo.tsx#Longo\n\napps/api/src/modules/x/service.ts\n',
  );
  assert.deepEqual(separar(problemas, pendentes), {
    novos: [],
    resolvidos: ['apps/api/src/modules/x/service.ts'],
  });
  assert.deepEqual(separar(problemas, new Set()).novos, problemas);
});
