import {
  type EscrituracaoArquivoQueryParsed,
  type EscrituracaoQueryParsed,
  type EscrituracaoResponse,
  type EscrituracaoResumo,
  type GrupoPlanoContas,
  type LinhaPagamento,
  type LinhaRendimento,
  MSG_ESCRITURACAO,
  type Pendencia,
  type PlanoDeContasResponse,
} from '@consultorio/contracts/escrituracao';
import type { SituacaoCarneLeao } from '@consultorio/contracts/financeiro';
import { hojeEm } from '@consultorio/contracts/tempo';
import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { financeiros, pacientes, planoDeContas as planoDeContasTabela, usuarios } from '../../db/schema.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { situacaoCarneLeao, situacaoSql } from '../financeiro/situacao.ts';
import { arquivoDaParte, historico, linhaPagamento, linhaRendimento, partesDe } from './escrituracao-csv.ts';

/*
 * The Carnê-Leão Web import (docs/carne-leao.md §6): the period's entries that belong in the books, as the lines of
 * the rendimentos and pagamentos files, the ones that cannot be exported yet (pendências) with the reason, the
 * confirmation that marks entries `escriturado`, and the count of PF payments still without a Receita Saúde
 * receipt. Only `a_escriturar` entries are exported, plus `escriturado` ones when `todos` is asked: importing a
 * payment twice would double the income, and a receipt issued in the Receita's app is already in its books.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const reais = (centavos: number) => centavos / 100;

export async function planoDeContas(db: Db): Promise<PlanoDeContasResponse> {
  const rows = await db.select().from(planoDeContasTabela).orderBy(asc(planoDeContasTabela.ordem));
  return {
    contas: rows.map((r) => ({
      codigo: r.codigo,
      descricao: r.descricao,
      grupo: r.grupo as GrupoPlanoContas,
      livro_caixa: r.livro_caixa,
    })),
  };
}

function periodo(ano: number, mes: number | undefined): { inicio: string; fim: string } {
  if (mes === undefined) return { inicio: `${ano}-01-01`, fim: `${ano + 1}-01-01` };
  return {
    inicio: `${ano}-${pad(mes)}-01`,
    fim: mes === 12 ? `${ano + 1}-01-01` : `${ano}-${pad(mes + 1)}-01`,
  };
}

/** The entries of the period that belong in the books, by payment date, with their account and patient. */
async function entradasDoPeriodo(ctx: AppContext, usuarioId: string, q: EscrituracaoQueryParsed) {
  const { inicio, fim } = periodo(q.ano, q.mes);
  return ctx.db
    .select({
      row: financeiros,
      paciente_nome: pacientes.nome,
      conta: planoDeContasTabela.descricao,
      conta_livro_caixa: planoDeContasTabela.livro_caixa,
    })
    .from(financeiros)
    .leftJoin(
      pacientes,
      and(eq(pacientes.id, financeiros.paciente_id), eq(pacientes.usuario_id, financeiros.usuario_id)),
    )
    .leftJoin(planoDeContasTabela, eq(planoDeContasTabela.codigo, financeiros.codigo_plano_contas))
    .where(
      and(
        eq(financeiros.usuario_id, usuarioId),
        gte(financeiros.data_pagamento, inicio),
        lt(financeiros.data_pagamento, fim),
        or(situacaoSql.aEscriturar, q.todos ? situacaoSql.escriturado : undefined),
      ),
    )
    .orderBy(asc(financeiros.data_pagamento), asc(financeiros.created_at), asc(financeiros.id));
}

async function profissional(ctx: AppContext, usuarioId: string) {
  const [p] = await ctx.db
    .select({
      cpf: usuarios.cpf,
      crp: usuarios.crp,
      ocupacao: usuarios.codigo_ocupacao,
      emiteRecibo: usuarios.emite_receita_saude,
    })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId))
    .limit(1);
  // The account's titular: the check constraint usuarios_papel_check guarantees her CPF and CRP.
  if (!p || p.cpf === null || p.crp === null) throw notFound();
  return { ...p, cpf: p.cpf, crp: p.crp };
}

type Entrada = Awaited<ReturnType<typeof entradasDoPeriodo>>[number];
type Profissional = Awaited<ReturnType<typeof profissional>>;

function pendencia(e: Entrada, motivo: string): Pendencia {
  const r = e.row;
  return {
    lancamento_id: r.id,
    motivo,
    tipo: r.tipo as 'receita' | 'despesa',
    descricao: r.descricao,
    data_pagamento: r.data_pagamento ?? r.data,
    valor: reais(r.valor_centavos),
  };
}

/** Why an entry cannot be exported (an already escriturado one is in the books: nothing to fix). */
function motivoDaPendencia(e: Entrada, situacao: SituacaoCarneLeao): string | null {
  if (situacao !== 'a_escriturar') return null;
  const r = e.row;
  if (r.tipo === 'receita')
    return r.origem === 'pessoa_fisica' && !r.pagador_cpf ? MSG_ESCRITURACAO.semCpfPagador : null;
  if (!r.codigo_plano_contas) return MSG_ESCRITURACAO.semConta;
  return e.conta_livro_caixa ? null : MSG_ESCRITURACAO.contaNaoDedutivel;
}

function rendimento(e: Entrada, situacao: SituacaoCarneLeao, p: Profissional): LinhaRendimento {
  const r = e.row;
  const recebidoDe = r.origem === 'exterior' ? 'EX' : 'PF';
  const emiteRecibo = recebidoDe === 'PF' && p.emiteRecibo;
  const linha = linhaRendimento({
    dataPagamento: r.data_pagamento as string,
    ocupacao: p.ocupacao,
    centavos: r.valor_centavos,
    recebidoDe,
    pagadorCpf: r.pagador_cpf,
    beneficiarioCpf: r.beneficiario_cpf,
    emiteRecibo,
    profissionalCpf: p.cpf,
    registro: p.crp,
  });
  const campos = linha.split(';');
  return {
    lancamento_id: r.id,
    data_pagamento: r.data_pagamento as string,
    codigo: campos[1],
    ocupacao: campos[2],
    valor: reais(r.valor_centavos),
    historico: campos[5],
    recebido_de: recebidoDe,
    pagador_cpf: campos[7] || null,
    beneficiario_cpf: campos[8] || null,
    emite_recibo: emiteRecibo,
    situacao,
    descricao: r.descricao,
    pagador_nome: r.pagador_nome,
    paciente_nome: r.paciente_id ? e.paciente_nome : null,
    linha,
  };
}

function pagamento(e: Entrada, situacao: SituacaoCarneLeao): LinhaPagamento {
  const r = e.row;
  const codigo = r.codigo_plano_contas as string;
  return {
    lancamento_id: r.id,
    data_pagamento: r.data_pagamento as string,
    codigo,
    conta: e.conta ?? codigo,
    valor: reais(r.valor_centavos),
    historico: historico(r.descricao),
    situacao,
    descricao: r.descricao,
    linha: linhaPagamento({
      dataPagamento: r.data_pagamento as string,
      codigo,
      centavos: r.valor_centavos,
      descricao: r.descricao,
    }),
  };
}

/** `GET /carne-leao/escrituracao`: the lines of both files and the pendências. */
export async function previaEscrituracao(
  ctx: AppContext,
  usuarioId: string,
  q: EscrituracaoQueryParsed,
): Promise<EscrituracaoResponse> {
  const [entradas, p] = await Promise.all([
    entradasDoPeriodo(ctx, usuarioId, q),
    profissional(ctx, usuarioId),
  ]);
  const rendimentos: LinhaRendimento[] = [];
  const pagamentos: LinhaPagamento[] = [];
  const pendencias: Pendencia[] = [];
  for (const e of entradas) {
    const situacao = situacaoCarneLeao(e.row);
    const motivo = motivoDaPendencia(e, situacao);
    if (motivo) pendencias.push(pendencia(e, motivo));
    else if (e.row.tipo === 'receita') rendimentos.push(rendimento(e, situacao, p));
    else pagamentos.push(pagamento(e, situacao));
  }
  const soma = (linhas: { valor: number }[]) =>
    reais(linhas.reduce((t, l) => t + Math.round(l.valor * 100), 0));
  const partesRendimentos = partesDe(rendimentos.length);
  const partesPagamentos = partesDe(pagamentos.length);
  return {
    ano: q.ano,
    mes: q.mes ?? null,
    rendimentos,
    pagamentos,
    pendencias,
    partes: Math.max(partesRendimentos, partesPagamentos),
    partes_rendimentos: partesRendimentos,
    partes_pagamentos: partesPagamentos,
    totais: { rendimentos: soma(rendimentos), pagamentos: soma(pagamentos) },
  };
}

/** `GET /carne-leao/escrituracao/{rendimentos,pagamentos}.csv`: one part of one file (an empty period: empty). */
export async function arquivoEscrituracao(
  ctx: AppContext,
  usuarioId: string,
  arquivo: 'rendimentos' | 'pagamentos',
  q: EscrituracaoArquivoQueryParsed,
): Promise<{ csv: string; nome: string; linhas: number; parte: number }> {
  const previa = await previaEscrituracao(ctx, usuarioId, q);
  const linhas = previa[arquivo].map((l) => l.linha);
  const partes = partesDe(linhas.length);
  const parte = q.parte ?? 1;
  if (parte > Math.max(1, partes)) throw unprocessable('parte', MSG_ESCRITURACAO.parte(partes));
  const csv = arquivoDaParte(linhas, parte);
  const periodoNome = q.mes === undefined ? `${q.ano}` : `${q.ano}-${pad(q.mes)}`;
  const sufixo = partes > 1 ? `-parte${parte}` : '';
  return {
    csv,
    nome: `carne-leao-${arquivo}-${periodoNome}${sufixo}.csv`,
    linhas: csv === '' ? 0 : csv.split('\r\n').length - 1,
    parte,
  };
}

/**
 * `POST /carne-leao/escrituracao/confirmar`: marks the entries `escriturado`. Every id must be the user's (else 404)
 * and in the books, `a_escriturar` or already `escriturado` (else 422); on any refusal nothing changes. An entry
 * already escriturado keeps its date.
 */
export async function confirmarEscrituracao(
  ctx: AppContext,
  usuarioId: string,
  idsPedidos: string[],
): Promise<{ escriturados: number; message: string }> {
  const ids = [...new Set(idsPedidos)];
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(financeiros)
      .where(and(eq(financeiros.usuario_id, usuarioId), inArray(financeiros.id, ids)))
      .for('update');
    if (rows.length !== ids.length) throw notFound(MSG_ESCRITURACAO.naoEncontrados);
    for (const r of rows) {
      const s = situacaoCarneLeao(r);
      if (s !== 'a_escriturar' && s !== 'escriturado') {
        throw unprocessable('ids', MSG_ESCRITURACAO.naoExportavel(r.descricao));
      }
    }
    await tx
      .update(financeiros)
      .set({ carne_leao_marca: 'escriturado', escriturado_em: sql`now()`, updated_at: sql`now()` })
      .where(
        and(
          eq(financeiros.usuario_id, usuarioId),
          inArray(financeiros.id, ids),
          isNull(financeiros.carne_leao_marca),
        ),
      );
  });
  return { escriturados: ids.length, message: MSG_ESCRITURACAO.confirmados(ids.length) };
}

/** `GET /carne-leao/escrituracao/resumo`: PF payments of the year still `a_escriturar`, per month. */
export async function resumoReceitaSaude(
  ctx: AppContext,
  usuarioId: string,
  anoPedido: number | undefined,
): Promise<EscrituracaoResumo> {
  const ano = anoPedido ?? Number(hojeEm(await fusoDoUsuario(ctx.db, usuarioId)).slice(0, 4));
  const rows = await ctx.db
    .select({
      mes: sql<number>`extract(month from ${financeiros.data_pagamento})::int`,
      n: sql<number>`count(*)::int`,
    })
    .from(financeiros)
    .where(
      and(
        eq(financeiros.usuario_id, usuarioId),
        gte(financeiros.data_pagamento, `${ano}-01-01`),
        lt(financeiros.data_pagamento, `${ano + 1}-01-01`),
        eq(financeiros.tipo, 'receita'),
        eq(financeiros.origem, 'pessoa_fisica'),
        situacaoSql.aEscriturar,
      ),
    )
    .groupBy(sql`1`);
  const porMes = new Map(rows.map((r) => [Number(r.mes), Number(r.n)]));
  const meses = Array.from({ length: 12 }, (_, i) => ({
    mes: i + 1,
    recibos_pendentes: porMes.get(i + 1) ?? 0,
  }));
  return { ano, recibos_pendentes: meses.reduce((t, m) => t + m.recibos_pendentes, 0), meses };
}
