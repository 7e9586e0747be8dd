import {
  type Calculo,
  type CalculoResumo,
  type CalculosListResponse,
  type CarneLeaoCalculoInputParsed,
  CODIGO_DARF,
  MSG_CARNE_LEAO,
  type StatusCalculo,
} from '@consultorio/contracts/carne-leao';
import type { Categoria, Origem, StatusLancamento, TipoLancamento } from '@consultorio/contracts/financeiro';
import { hojeEm } from '@consultorio/contracts/pacientes';
import { and, asc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { carneLeaoCalculos, financeiros } from '../../db/schema.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { gerarPdf } from '../../lib/pdf.ts';
import { selecionarComPaciente } from '../financeiro/service.ts';
import { obterPerfil } from '../usuario/service.ts';
import {
  type Apuracao,
  apurarMes,
  darfAPassar,
  type LancamentoFonte,
  reducaoDoMes,
  tabelaDoMes,
} from './calculo.ts';
import { vencimentoDarf } from './darf.ts';
import { PDF } from './pdf.ts';
import { lerReducoes, lerTabelas } from './tabelas.ts';

export { tributos } from './tabelas.ts';

type Runner = Db | Tx;
type CalculoRow = typeof carneLeaoCalculos.$inferSelect;

const pad = (n: number) => String(n).padStart(2, '0');
const reais = (centavos: number) => centavos / 100;
const centavos = (valor: number | undefined) => Math.round((valor ?? 0) * 100);
const mesAnterior = (mes: number, ano: number) =>
  mes === 1 ? { mes: 12, ano: ano - 1 } : { mes: mes - 1, ano };

// ---------------------------------------------------------------------------------------------------------------
// From the books

/**
 * The user's paid entries of the year up to the end of the month, by payment date: the month's income and
 * livro-caixa, plus the earlier months the livro-caixa carry-forward is computed from (docs/carne-leao.md).
 */
export async function lancamentosAte(
  db: Runner,
  usuarioId: string,
  mes: number,
  ano: number,
): Promise<LancamentoFonte[]> {
  const fim = mes === 12 ? `${ano + 1}-01-01` : `${ano}-${pad(mes + 1)}-01`;
  const rows = await selecionarComPaciente(db)
    .where(
      and(
        eq(financeiros.usuario_id, usuarioId),
        eq(financeiros.status, 'pago'),
        gte(financeiros.data_pagamento, `${ano}-01-01`),
        lt(financeiros.data_pagamento, fim),
        or(eq(financeiros.tipo, 'receita'), eq(financeiros.dedutivel_livro_caixa, true)),
      ),
    )
    .orderBy(asc(financeiros.data_pagamento), asc(financeiros.id));
  return rows.map(({ row, paciente_nome }) => ({
    id: row.id,
    tipo: row.tipo as TipoLancamento,
    status: row.status as StatusLancamento,
    descricao: row.descricao,
    valorCentavos: row.valor_centavos,
    data: row.data,
    dataPagamento: row.data_pagamento,
    categoria: row.categoria as Categoria,
    origem: row.origem as Origem,
    dedutivelLivroCaixa: row.dedutivel_livro_caixa,
    pacienteNome: row.paciente_id ? paciente_nome : null,
    pagadorNome: row.pagador_nome,
    pagadorCpf: row.pagador_cpf,
    beneficiarioCpf: row.beneficiario_cpf,
  }));
}

/** What the previous saved month passes to this month's DARF (its unpaid total below R$ 10,00). */
async function darfDoMesAnterior(db: Runner, usuarioId: string, mes: number, ano: number): Promise<number> {
  const ant = mesAnterior(mes, ano);
  const [row] = await db
    .select({
      devido: carneLeaoCalculos.imposto_devido_centavos,
      transportado: carneLeaoCalculos.darf_transportado_centavos,
    })
    .from(carneLeaoCalculos)
    .where(
      and(
        eq(carneLeaoCalculos.usuario_id, usuarioId),
        eq(carneLeaoCalculos.ano, ant.ano),
        eq(carneLeaoCalculos.mes, ant.mes),
      ),
    )
    .limit(1);
  return row ? darfAPassar(row.devido, row.transportado) : 0;
}

const arred = (v: { toDecimalPlaces(n: number, r: number): { toNumber(): number } }) =>
  v.toDecimalPlaces(2, 4 /* ROUND_HALF_UP */).toNumber();

function toCalculo(
  input: CarneLeaoCalculoInputParsed,
  a: Apuracao,
  extra: Pick<Calculo, 'tabela' | 'reducao_fonte'>,
  vencimento: string,
): Calculo {
  return {
    mes: input.mes,
    ano: input.ano,
    rendimentos: reais(a.rendimentos),
    rendimentos_pj: reais(a.rendimentosPj),
    deducoes: {
      inss: reais(a.deducoes.inss),
      dependentes: reais(a.deducoes.dependentes),
      pensao: reais(a.deducoes.pensao),
      livro_caixa: reais(a.deducoes.livroCaixa),
      livro_caixa_transportado: reais(a.deducoes.livroCaixaTransportado),
      simplificado: reais(a.deducoes.simplificado),
    },
    modo: input.modo ?? 'auto',
    dependentes: input.dependentes ?? 0,
    modo_aplicado: a.modoAplicado,
    total_deducoes: reais(a.totalDeducoes),
    base_calculo: reais(a.base),
    aliquota: a.aliquota.toNumber(),
    parcela_deduzir: a.parcelaDeduzir.toNumber(),
    // Shown rounded; the due was computed from the exact values and rounded once (docs/carne-leao.md).
    imposto_tabela: arred(a.impostoTabela),
    reducao: arred(a.reducao),
    imposto_devido: reais(a.impostoDevido),
    imposto_transportado: reais(a.darfTransportado),
    ...extra,
    darf: {
      codigo: CODIGO_DARF,
      vencimento,
      valor: reais(a.darfValor),
    },
    lancamentos: a.lancamentos.map((l) => ({
      id: l.id,
      tipo: l.tipo,
      classificacao: l.classificacao,
      descricao: l.descricao,
      valor: reais(l.valorCentavos),
      data: l.data,
      data_pagamento: l.dataPagamento ?? l.data,
      categoria: l.categoria,
      origem: l.origem,
      paciente_nome: l.pacienteNome,
      pagador_nome: l.pagadorNome,
      pagador_cpf: l.pagadorCpf,
      beneficiario_cpf: l.beneficiarioCpf,
    })),
    avisos: a.avisos,
  };
}

async function apurar(
  db: Runner,
  usuarioId: string,
  input: CarneLeaoCalculoInputParsed,
): Promise<{ calculo: Calculo; apuracao: Apuracao }> {
  const { mes, ano } = input;
  // One after the other: saving runs this inside a transaction, one connection, where overlapping queries are
  // deprecated in pg and refused from pg@9 (the API tests fail on deprecations, vitest.config.ts).
  const tabelas = await lerTabelas(db);
  const reducoes = await lerReducoes(db);
  const lancamentos = await lancamentosAte(db, usuarioId, mes, ano);
  const darfTransportado = await darfDoMesAnterior(db, usuarioId, mes, ano);
  const tabela = tabelaDoMes(tabelas, mes, ano);
  if (!tabela) throw unprocessable('mes', MSG_CARNE_LEAO.semTabela);
  const reducao = reducaoDoMes(reducoes, mes, ano);
  const apuracao = apurarMes({
    mes,
    ano,
    lancamentos,
    inss: centavos(input.inss),
    dependentes: input.dependentes ?? 0,
    pensao: centavos(input.pensao),
    modo: input.modo ?? 'auto',
    tabela,
    reducao,
    darfTransportado,
  });
  const calculo = toCalculo(
    input,
    apuracao,
    {
      tabela: {
        vigencia_inicio: tabela.vigencia_inicio,
        vigencia_fim: tabela.vigencia_fim,
        fonte: tabela.fonte,
      },
      reducao_fonte: reducao?.fonte ?? null,
    },
    await vencimentoDarf(input.mes, input.ano),
  );
  return { calculo, apuracao };
}

// ---------------------------------------------------------------------------------------------------------------
// Routes' functions

/** `POST /carne-leao/simular`: the month computed from the books; nothing is saved. */
export async function simular(
  ctx: AppContext,
  usuarioId: string,
  input: CarneLeaoCalculoInputParsed,
): Promise<Calculo> {
  return (await apurar(ctx.db, usuarioId, input)).calculo;
}

const fromRow = (row: CalculoRow): Calculo => ({
  ...row.calculo,
  id: row.id,
  status: row.status as StatusCalculo,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** `POST /carne-leao/calcular`: computes and saves the month; saving a month again replaces it (same id). */
export async function calcular(
  ctx: AppContext,
  usuarioId: string,
  input: CarneLeaoCalculoInputParsed,
): Promise<Calculo> {
  const row = await ctx.db.transaction(async (tx) => {
    const { calculo, apuracao: a } = await apurar(tx, usuarioId, input);
    const valores = {
      modo: calculo.modo,
      inss_centavos: centavos(input.inss),
      dependentes: calculo.dependentes,
      pensao_centavos: centavos(input.pensao),
      rendimentos_centavos: a.rendimentos,
      total_deducoes_centavos: a.totalDeducoes,
      base_centavos: a.base,
      imposto_devido_centavos: a.impostoDevido,
      darf_transportado_centavos: a.darfTransportado,
      darf_valor_centavos: a.darfValor,
      darf_vencimento: calculo.darf.vencimento,
      calculo,
      status: 'calculado',
      pdf_gerado_em: null,
    };
    const [saved] = await tx
      .insert(carneLeaoCalculos)
      .values({ usuario_id: usuarioId, ano: input.ano, mes: input.mes, ...valores })
      .onConflictDoUpdate({
        target: [carneLeaoCalculos.usuario_id, carneLeaoCalculos.ano, carneLeaoCalculos.mes],
        set: { ...valores, updated_at: sql`now()` },
      })
      .returning();
    return saved;
  });
  return fromRow(row);
}

async function findOwned(db: Runner, usuarioId: string, id: string): Promise<CalculoRow> {
  const [row] = await db
    .select()
    .from(carneLeaoCalculos)
    .where(and(eq(carneLeaoCalculos.id, id), eq(carneLeaoCalculos.usuario_id, usuarioId)))
    .limit(1);
  if (!row) throw notFound(MSG_CARNE_LEAO.naoEncontrado);
  return row;
}

export async function obter(ctx: AppContext, usuarioId: string, id: string): Promise<Calculo> {
  return fromRow(await findOwned(ctx.db, usuarioId, id));
}

/** `GET /carne-leao?ano=`: the saved months of the year and their totals (default: the current year). */
export async function listar(
  ctx: AppContext,
  usuarioId: string,
  anoPedido?: number,
): Promise<CalculosListResponse> {
  const ano = anoPedido ?? Number(hojeEm((await obterPerfil(ctx, usuarioId)).fuso_horario).slice(0, 4));
  const rows = await ctx.db
    .select()
    .from(carneLeaoCalculos)
    .where(and(eq(carneLeaoCalculos.usuario_id, usuarioId), eq(carneLeaoCalculos.ano, ano)))
    .orderBy(asc(carneLeaoCalculos.mes));
  const calculos: CalculoResumo[] = rows.map((r) => ({
    id: r.id,
    mes: r.mes,
    ano: r.ano,
    rendimentos: reais(r.rendimentos_centavos),
    total_deducoes: reais(r.total_deducoes_centavos),
    modo_aplicado: r.calculo.modo_aplicado,
    base_calculo: reais(r.base_centavos),
    imposto_devido: reais(r.imposto_devido_centavos),
    darf: { codigo: CODIGO_DARF, vencimento: r.darf_vencimento, valor: reais(r.darf_valor_centavos) },
    status: r.status as StatusCalculo,
    updated_at: r.updated_at.toISOString(),
  }));
  const soma = (f: (r: CalculoRow) => number) => reais(rows.reduce((t, r) => t + f(r), 0));
  return {
    ano,
    calculos,
    totais: {
      rendimentos: soma((r) => r.rendimentos_centavos),
      deducoes: soma((r) => r.total_deducoes_centavos),
      imposto_devido: soma((r) => r.imposto_devido_centavos),
      darf: soma((r) => r.darf_valor_centavos),
    },
  };
}

export async function excluir(ctx: AppContext, usuarioId: string, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(carneLeaoCalculos)
    .where(and(eq(carneLeaoCalculos.id, id), eq(carneLeaoCalculos.usuario_id, usuarioId)))
    .returning({ id: carneLeaoCalculos.id });
  if (deleted.length === 0) throw notFound(MSG_CARNE_LEAO.naoEncontrado);
}

/** `POST /carne-leao/{id}/exportar-pdf`: marks the statement as issued (the PDF is rendered from the saved data). */
export async function exportarPdf(ctx: AppContext, usuarioId: string, id: string): Promise<Calculo> {
  await findOwned(ctx.db, usuarioId, id);
  const [row] = await ctx.db
    .update(carneLeaoCalculos)
    .set({ status: 'pdf_gerado', pdf_gerado_em: sql`coalesce(${carneLeaoCalculos.pdf_gerado_em}, now())` })
    .where(and(eq(carneLeaoCalculos.id, id), eq(carneLeaoCalculos.usuario_id, usuarioId)))
    .returning();
  return fromRow(row);
}

/**
 * `GET /carne-leao/{id}/download-pdf`: the statement of the saved month. Downloading also counts as issuing it
 * (status pdf_gerado), so the list never shows "Calculado" for a month whose PDF the user holds.
 */
export async function baixarPdf(
  ctx: AppContext,
  usuarioId: string,
  id: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const calculo = await exportarPdf(ctx, usuarioId, id);
  const perfil = await obterPerfil(ctx, usuarioId);
  const pdf = await gerarPdf(PDF, {
    contribuinte: { nome: perfil.nome, cpf: perfil.cpf, crp: perfil.crp },
    calculo,
    emitidoEm: new Date(),
    fuso: perfil.fuso_horario,
  });
  return { pdf, fileName: `carne-leao-${calculo.ano}-${pad(calculo.mes)}.pdf` };
}
