// The size check of `npm run lint` (docs/decisions/0065-size-check.md): no function — declaration,
// expression, arrow or method, so React components too — over 120 lines, and no app source file over 400
// lines, in apps/api/src, apps/web/src and packages/contracts/src. Tests, fixtures and the bench are aside,
// as in biome.json's override; the demo seed's data file is aside from the file cap only.
// Run: node scripts/lint-tamanho.mts (exit 1 and one line per problem, `file:line`, when something is over;
// offenders on the allow-list PENDENTES below pass, and an entry that no longer fails must be removed).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const MAX_LINHAS_FUNCAO = 120;
export const MAX_LINHAS_ARQUIVO = 400;
export const RAIZES = ['apps/api/src', 'apps/web/src', 'packages/contracts/src'];

export type Problema = { arquivo: string; linha: number; nome?: string; linhas: number; limite: number };

const FONTE = /\.(ts|tsx|mts|cts)$/;
/** Aside from both caps (biome.json's override): tests, test helpers and fixtures. */
const FORA = [/\.test\.tsx?$/, /(^|\/)test\//, /(^|\/)testing\//, /(^|\/)testing\.ts$/, /\.d\.ts$/];
/** Aside from the file cap only: the demo seed's data. */
const FORA_DO_LIMITE_DE_ARQUIVO = [/(^|\/)seed-[\w-]*data\.ts$/];
const PASTAS_IGNORADAS = new Set(['node_modules', 'dist', 'migrations', 'data']);

/** Whether `arquivo` (a path with `/`) is checked at all. */
export function verificado(arquivo: string): boolean {
  return FONTE.test(arquivo) && !FORA.some((re) => re.test(arquivo));
}

/** Lines of a text as `wc -l` counts them (a last line without a newline still counts). */
function linhasDoTexto(texto: string): number {
  if (texto === '') return 0;
  const n = texto.split('\n').length;
  return texto.endsWith('\n') ? n - 1 : n;
}

type Funcao =
  | ts.FunctionDeclaration
  | ts.FunctionExpression
  | ts.ArrowFunction
  | ts.MethodDeclaration
  | ts.ConstructorDeclaration
  | ts.GetAccessorDeclaration
  | ts.SetAccessorDeclaration;

function eFuncao(no: ts.Node): no is Funcao {
  return (
    ts.isFunctionDeclaration(no) ||
    ts.isFunctionExpression(no) ||
    ts.isArrowFunction(no) ||
    ts.isMethodDeclaration(no) ||
    ts.isConstructorDeclaration(no) ||
    ts.isGetAccessorDeclaration(no) ||
    ts.isSetAccessorDeclaration(no)
  );
}

function textoDoNome(nome: ts.Node | undefined, fonte: ts.SourceFile): string | undefined {
  if (!nome) return undefined;
  if (ts.isIdentifier(nome) || ts.isPrivateIdentifier(nome) || ts.isStringLiteral(nome)) return nome.text;
  return nome.getText(fonte);
}

/**
 * The name a reader would look for: its own, or that of what it is assigned to — also through wrappers such
 * as `memo(...)` or `forwardRef(...)` — or, for a callback, `callee(…) callback`.
 */
function nomeDe(no: Funcao, fonte: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(no)) return 'constructor';
  const proprio = textoDoNome(no.name, fonte);
  if (proprio) return proprio;
  let atual: ts.Node = no;
  let pai = no.parent;
  while (ts.isParenthesizedExpression(pai) || ts.isAsExpression(pai) || ts.isSatisfiesExpression(pai)) {
    atual = pai;
    pai = pai.parent;
  }
  if (ts.isCallExpression(pai) && pai.arguments.includes(atual as ts.Expression)) {
    const envolvido = nomeDoDestino(pai, fonte);
    return envolvido ?? `${pai.expression.getText(fonte)}(…) callback`;
  }
  return nomeDoDestino(atual, fonte) ?? '(anônima)';
}

/** The name of the declaration, property or export that `expr`'s value is given to, if any. */
function nomeDoDestino(expr: ts.Node, fonte: ts.SourceFile): string | undefined {
  let atual = expr;
  let pai = expr.parent;
  // Through wrappers: `const X = memo(forwardRef(function (...) {...}))`.
  while (ts.isCallExpression(pai) || ts.isParenthesizedExpression(pai) || ts.isAsExpression(pai)) {
    atual = pai;
    pai = pai.parent;
  }
  if (ts.isVariableDeclaration(pai) && pai.initializer === atual) return textoDoNome(pai.name, fonte);
  if ((ts.isPropertyAssignment(pai) || ts.isPropertyDeclaration(pai)) && pai.initializer === atual)
    return textoDoNome(pai.name, fonte);
  if (ts.isExportAssignment(pai)) return 'default';
  if (ts.isBinaryExpression(pai) && pai.right === atual) return pai.left.getText(fonte);
  return undefined;
}

/** The problems of one file's text (`arquivo` is only used to name it and pick TSX or TS). */
export function medir(
  arquivo: string,
  texto: string,
  limites = { funcao: MAX_LINHAS_FUNCAO, arquivo: MAX_LINHAS_ARQUIVO },
): Problema[] {
  const problemas: Problema[] = [];
  const linhas = linhasDoTexto(texto);
  if (linhas > limites.arquivo && !FORA_DO_LIMITE_DE_ARQUIVO.some((re) => re.test(arquivo)))
    problemas.push({ arquivo, linha: 1, linhas, limite: limites.arquivo });
  const tipo = arquivo.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const fonte = ts.createSourceFile(arquivo, texto, ts.ScriptTarget.Latest, true, tipo);
  const visitar = (no: ts.Node) => {
    if (eFuncao(no) && no.body) {
      const inicio = fonte.getLineAndCharacterOfPosition(no.getStart(fonte)).line;
      const fim = fonte.getLineAndCharacterOfPosition(no.getEnd()).line;
      const n = fim - inicio + 1;
      if (n > limites.funcao)
        problemas.push({
          arquivo,
          linha: inicio + 1,
          nome: nomeDe(no, fonte),
          linhas: n,
          limite: limites.funcao,
        });
    }
    ts.forEachChild(no, visitar);
  };
  visitar(fonte);
  return problemas;
}

/** Every checked file under `raizes` (relative to `base`), as paths with `/`. */
export function arquivos(base: string, raizes = RAIZES): string[] {
  const achados: string[] = [];
  const andar = (pasta: string) => {
    for (const entrada of readdirSync(join(base, pasta), { withFileTypes: true })) {
      const caminho = `${pasta}/${entrada.name}`;
      if (entrada.isDirectory()) {
        if (!PASTAS_IGNORADAS.has(entrada.name)) andar(caminho);
      } else if (verificado(caminho)) achados.push(caminho);
    }
  };
  for (const raiz of raizes) andar(raiz);
  return achados.sort();
}

export function mensagem(p: Problema): string {
  return p.nome === undefined
    ? `${p.arquivo}:1 o arquivo tem ${p.linhas} linhas (máximo ${p.limite}): divida-o por assunto`
    : `${p.arquivo}:${p.linha} a função ${p.nome} tem ${p.linhas} linhas (máximo ${p.limite}): divida-a em partes com nome`;
}

/** The problems of the repository at `base`. */
export function verificar(base: string, raizes = RAIZES): Problema[] {
  return arquivos(base, raizes).flatMap((arquivo) =>
    medir(arquivo, readFileSync(join(base, arquivo), 'utf8')),
  );
}

/**
 * The allow-list of offenders still being split, one a line: `path` (the file cap) or `path#Function`;
 * `#` starts a comment at the start of a line. Absent file: nothing allowed.
 */
export const PENDENTES = 'scripts/lint-tamanho-pendentes.txt';

export function lerPendentes(texto: string): Set<string> {
  return new Set(
    texto
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '' && !l.startsWith('#')),
  );
}

const chave = (p: Problema) => (p.nome === undefined ? p.arquivo : `${p.arquivo}#${p.nome}`);

/** The problems not on the allow-list, and the entries of the list that no longer fail (to be removed). */
export function separar(problemas: Problema[], pendentes: Set<string>) {
  const chaves = new Set(problemas.map(chave));
  return {
    novos: problemas.filter((p) => !pendentes.has(chave(p))),
    resolvidos: [...pendentes].filter((k) => !chaves.has(k)),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const base = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const pendentes = existsSync(join(base, PENDENTES))
    ? lerPendentes(readFileSync(join(base, PENDENTES), 'utf8'))
    : new Set<string>();
  const { novos, resolvidos } = separar(verificar(base), pendentes);
  for (const p of novos) process.stderr.write(`${mensagem(p)}\n`);
  for (const k of resolvidos)
    process.stderr.write(`${PENDENTES}: ${k} já está dentro do limite: tire-o da lista\n`);
  if (novos.length + resolvidos.length > 0) {
    process.stderr.write(
      `lint:tamanho: ${novos.length + resolvidos.length} problema(s) (docs/decisions/0065-size-check.md)\n`,
    );
    process.exitCode = 1;
  } else {
    const espera = pendentes.size > 0 ? `; ${pendentes.size} na lista ${PENDENTES}` : '';
    process.stdout.write(
      `lint:tamanho: ${arquivos(base).length} arquivos, nenhuma função acima de ${MAX_LINHAS_FUNCAO} linhas nem arquivo acima de ${MAX_LINHAS_ARQUIVO}${espera}\n`,
    );
  }
}
