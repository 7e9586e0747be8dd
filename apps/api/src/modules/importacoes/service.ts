import { MSG_EQUIPE } from '@consultorio/contracts/equipe';
import {
  CAMPOS_IMPORTACAO_NOMES,
  type CampoImportacao,
  type ErroImportacao,
  IMPORTACAO_AMOSTRA,
  IMPORTACAO_VALIDADE_MINUTOS,
  type Importacao,
  type Mapeamento,
  MSG_IMPORTACAO,
  mapearColunas,
  type ResultadoImportacao,
  ROTULO_DO_CAMPO,
} from '@consultorio/contracts/importacoes';
import type { PacienteCreateParsed } from '@consultorio/contracts/pacientes';
import { isLifetime, UNLIMITED } from '@consultorio/contracts/planos';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { importacoes } from '../../db/schema.ts';
import { celulaSegura, linhasCsv } from '../../lib/csv.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { inserirPacientes } from '../pacientes/escrita.ts';
import { type ChavesDePacientes, chaveNomeTelefone, chavesDosPacientes } from '../pacientes/lista.ts';
import { exigirPlano } from '../planos/service.ts';
import { contarUso } from '../planos/usage.ts';
import { comoSeraSalvo, converterLinha } from './linha.ts';
import type { LinhaDaPlanilha, Planilha } from './planilha.ts';

/*
 * Importing patients from a spreadsheet (docs/product.md §8.3.1, docs/decisions/0059-spreadsheet-import.md): the
 * read file is kept encrypted as a preview for an hour; the confirmation turns its valid rows into patients in one
 * transaction, skipping who is already a patient and stopping at the plan's limit.
 */

type Runner = Db | Tx;

interface Separacao {
  novos: { linha: number; paciente: PacienteCreateParsed }[];
  erros: ErroImportacao[];
  ignorados: number;
  /** Skipped rows that repeat an earlier row of the file (counted in `ignorados` too). */
  repetidas: { linha: number; igual_a: number }[];
}

/**
 * Each row converted: the ones in error, the ones skipped — already registered (same CPF, e-mail, or name and
 * phone as a patient of the list) or repeating an earlier row of the file (same CPF, or name and phone; listed
 * with that row, so the screen does not call them registered) — and the new ones. Two rows may share an e-mail
 * (siblings, one mother's address), not a CPF.
 */
function separar(planilha: Planilha, mapeamento: Mapeamento, existentes: ChavesDePacientes): Separacao {
  // The file's own keys, with the first row that had each.
  const daPlanilha = new Map<string, number>();
  const out: Separacao = { novos: [], erros: [], ignorados: 0, repetidas: [] };
  for (const { linha, celulas } of planilha.linhas) {
    const convertida = converterLinha(planilha.colunas, celulas, mapeamento);
    if (!convertida.ok) {
      for (const e of convertida.erros) out.erros.push({ linha, ...e });
      continue;
    }
    const { cpf, email, nome, telefone } = convertida.paciente;
    const pessoa = chaveNomeTelefone(nome, telefone);
    if (
      (cpf && existentes.cpfs.has(cpf)) ||
      (email && existentes.emails.has(email.toLowerCase())) ||
      existentes.nomesETelefones.has(pessoa)
    ) {
      out.ignorados++;
      continue;
    }
    const anterior = (cpf ? daPlanilha.get(`cpf:${cpf}`) : undefined) ?? daPlanilha.get(`pessoa:${pessoa}`);
    if (anterior !== undefined) {
      out.ignorados++;
      out.repetidas.push({ linha, igual_a: anterior });
      continue;
    }
    if (cpf) daPlanilha.set(`cpf:${cpf}`, linha);
    daPlanilha.set(`pessoa:${pessoa}`, linha);
    out.novos.push({ linha, paciente: convertida.paciente });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The stored preview

interface Dados {
  colunas: string[];
  linhas: [number, string[]][];
}

const cifrar = (ctx: AppContext, p: Planilha): string =>
  ctx.cipher.encrypt(
    JSON.stringify({ colunas: p.colunas, linhas: p.linhas.map((l) => [l.linha, l.celulas]) } satisfies Dados),
  );

function decifrar(ctx: AppContext, dados: string): Planilha {
  const d = JSON.parse(ctx.cipher.decrypt(dados)) as Dados;
  return {
    colunas: d.colunas,
    linhas: d.linhas.map(([linha, celulas]): LinhaDaPlanilha => ({ linha, celulas })),
  };
}

type ImportacaoRow = typeof importacoes.$inferSelect;

/**
 * The caller's preview still valid, or 404 (another user's id, an expired one, none). A secretária opens only the
 * previews she sent (403 on the titular's): every step shows the file's cells — the error rows whole, the sample
 * of whatever column she matches to a field — and a titular's spreadsheet may carry the patients' clinical notes,
 * which she never reads (docs/decisions/0057-team-secretaria.md). Refusing beats hiding one column: any column of
 * the file may hold them, whatever its name.
 */
async function findImportacao(
  db: Runner,
  usuarioId: string,
  id: string,
  quem: Quem,
  lock = false,
): Promise<ImportacaoRow> {
  const query = db
    .select()
    .from(importacoes)
    .where(
      and(
        eq(importacoes.id, id),
        eq(importacoes.usuario_id, usuarioId),
        gt(importacoes.expira_em, sql`now()`),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(MSG_IMPORTACAO.naoEncontrada);
  if (!quem.clinico && row.enviada_por !== quem.ator) throw forbidden(MSG_IMPORTACAO.deOutraPessoa);
  return row;
}

function previa(id: string, planilha: Planilha, mapeamento: Mapeamento, s: Separacao): Importacao {
  return {
    id,
    colunas: planilha.colunas,
    mapeamento: mapeamento as Record<string, string>,
    linhas_total: planilha.linhas.length,
    amostra: s.novos.slice(0, IMPORTACAO_AMOSTRA).map((n) => comoSeraSalvo(n.linha, n.paciente)),
    erros: s.erros,
    ignorados: s.ignorados,
    repetidas: s.repetidas,
  };
}

/**
 * Who imports: the titular (`clinico`) or her secretária, who never writes the clinical note (docs/product.md §15);
 * `ator` is the login that acted.
 */
export interface Quem {
  clinico: boolean;
  ator: string;
}

const CAMPO_CLINICO = 'observacoes';

/** The matching without the clinical note's column, for the secretária. */
function semClinico(mapeamento: Mapeamento, quem: Quem): Mapeamento {
  if (!quem.clinico) delete mapeamento[CAMPO_CLINICO];
  return mapeamento;
}

const erroDeMapeamento = (campo: string, mensagem: string) =>
  new AppError(422, mensagem, { errors: { [`mapeamento.${campo}`]: [mensagem] } });

/**
 * The stored matching with the client's changes over it: a known field, a column of the file (null: none), the
 * name always matched, one field per column.
 */
function mapeamentoNovo(
  colunas: readonly string[],
  atual: Mapeamento,
  pedido: Record<string, string | null> | undefined,
  quem: Quem,
): Mapeamento {
  const novo: Mapeamento = semClinico({ ...atual }, quem);
  for (const [campo, coluna] of Object.entries(pedido ?? {})) {
    if (!(CAMPOS_IMPORTACAO_NOMES as readonly string[]).includes(campo)) {
      throw erroDeMapeamento(campo, MSG_IMPORTACAO.campoInexistente);
    }
    if (campo === CAMPO_CLINICO && coluna && !quem.clinico) {
      throw forbidden(MSG_EQUIPE.campoClinico('as observações do paciente'));
    }
    if (coluna === null || coluna === '') delete novo[campo as CampoImportacao];
    else if (!colunas.includes(coluna)) throw erroDeMapeamento(campo, MSG_IMPORTACAO.colunaInexistente);
    else novo[campo as CampoImportacao] = coluna;
  }
  if (!novo.nome) throw erroDeMapeamento('nome', MSG_IMPORTACAO.nomeNaoMapeado);
  const usadas = new Map<string, string>();
  for (const [campo, coluna] of Object.entries(novo)) {
    if (usadas.has(coluna)) throw erroDeMapeamento(campo, MSG_IMPORTACAO.colunaRepetida);
    usadas.set(coluna, campo);
  }
  return novo;
}

// ---------------------------------------------------------------------------------------------------------------
// The steps

/** `POST /importacoes/pacientes`: the file read, matched and checked; stored encrypted until confirmed. */
export async function criarPrevia(
  ctx: AppContext,
  usuarioId: string,
  planilha: Planilha,
  quem: Quem,
): Promise<Importacao> {
  const mapeamento = semClinico(mapearColunas(planilha.colunas), quem);
  if (!mapeamento.nome) throw new AppError(422, MSG_IMPORTACAO.semNome);
  const separacao = separar(planilha, mapeamento, await chavesDosPacientes(ctx.db, usuarioId));
  await ctx.db.delete(importacoes).where(lt(importacoes.expira_em, sql`now()`));
  const [row] = await ctx.db
    .insert(importacoes)
    .values({
      usuario_id: usuarioId,
      enviada_por: quem.ator,
      dados: cifrar(ctx, planilha),
      mapeamento,
      linhas_total: planilha.linhas.length,
      expira_em: sql`now() + make_interval(mins => ${IMPORTACAO_VALIDADE_MINUTOS})`,
    })
    .returning({ id: importacoes.id });
  return previa(row.id, planilha, mapeamento, separacao);
}

/** `PUT /importacoes/{id}`: other columns for some fields; the preview again. */
export async function mapear(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  pedido: Record<string, string | null> | undefined,
  quem: Quem,
): Promise<Importacao> {
  const row = await findImportacao(ctx.db, usuarioId, id, quem);
  if (row.concluida_em) throw conflict('id', MSG_IMPORTACAO.jaConcluida);
  const planilha = decifrar(ctx, row.dados);
  const mapeamento = mapeamentoNovo(planilha.colunas, row.mapeamento, pedido, quem);
  await ctx.db.update(importacoes).set({ mapeamento }).where(eq(importacoes.id, id));
  return previa(
    id,
    planilha,
    mapeamento,
    separar(planilha, mapeamento, await chavesDosPacientes(ctx.db, usuarioId)),
  );
}

/**
 * `POST /importacoes/{id}/confirmar`: with the user's row locked (the lock every patient creation takes), the rows
 * are checked again against the patients of now and the places the plan has left; the ones beyond the limit are
 * reported with the limit as the reason. A preview is confirmed once (409 after).
 */
export async function confirmar(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  pedido: Record<string, string | null> | undefined,
  quem: Quem,
): Promise<ResultadoImportacao> {
  return ctx.db.transaction(async (tx) => {
    const estado = await exigirPlano(ctx, usuarioId, { write: true }, tx);
    const row = await findImportacao(tx, usuarioId, id, quem, true);
    if (row.concluida_em) throw conflict('id', MSG_IMPORTACAO.jaConcluida);
    const planilha = decifrar(ctx, row.dados);
    const mapeamento = mapeamentoNovo(planilha.colunas, row.mapeamento, pedido, quem);
    const separacao = separar(planilha, mapeamento, await chavesDosPacientes(tx, usuarioId));
    const limite = estado.limites.pacientes;
    const vagas =
      isLifetime(estado.plano) || limite === UNLIMITED
        ? Number.POSITIVE_INFINITY
        : Math.max(0, limite - (await contarUso(tx, 'pacientes', usuarioId)));
    const cabem = separacao.novos.slice(0, vagas);
    const alem = separacao.novos.slice(cabem.length);
    await inserirPacientes(
      ctx,
      tx,
      usuarioId,
      cabem.map((n) => n.paciente),
    );
    const erros = [
      ...separacao.erros,
      ...alem.map((n) => ({ linha: n.linha, campo: null, motivo: MSG_IMPORTACAO.limitePlano(limite) })),
    ].sort((a, b) => a.linha - b.linha);
    await tx
      .update(importacoes)
      .set({ mapeamento, erros, concluida_em: sql`now()` })
      .where(eq(importacoes.id, id));
    return {
      importados: cabem.length,
      ignorados: separacao.ignorados,
      erros,
      limite_atingido: alem.length > 0,
    };
  });
}

/**
 * `GET /importacoes/{id}/erros`: the rows not imported (after the confirmation) or in error (before it), as they
 * came in the file, with "Linha" first and "Motivo" last — fixed, the same file can be imported again.
 */
export async function linhasComErro(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  quem: Quem,
): Promise<{ csv: string; linhas: number }> {
  const row = await findImportacao(ctx.db, usuarioId, id, quem);
  const planilha = decifrar(ctx, row.dados);
  const erros =
    row.erros ?? separar(planilha, row.mapeamento, await chavesDosPacientes(ctx.db, usuarioId)).erros;
  const motivos = new Map<number, string[]>();
  for (const e of erros) {
    const rotulo = e.campo ? (ROTULO_DO_CAMPO[e.campo as CampoImportacao] ?? e.campo) : null;
    motivos.set(e.linha, [...(motivos.get(e.linha) ?? []), rotulo ? `${rotulo}: ${e.motivo}` : e.motivo]);
  }
  const linhas = planilha.linhas
    .filter((l) => motivos.has(l.linha))
    .map((l) => [
      String(l.linha),
      ...l.celulas.map(celulaSegura),
      celulaSegura(motivos.get(l.linha)?.join(' ')),
    ]);
  return {
    csv: linhasCsv([['Linha', ...planilha.colunas, 'Motivo'], ...linhas], true),
    linhas: linhas.length,
  };
}
