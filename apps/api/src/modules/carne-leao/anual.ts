import {
  type CarneLeaoAnual,
  CODIGO_DARF,
  type MesAnual,
  type ModoCarneLeao,
  MSG_CARNE_LEAO,
  type ReducaoIrpf,
  type TabelaIrpf,
} from '@consultorio/contracts/carne-leao';
import { hojeEm } from '@consultorio/contracts/pacientes';
import { and, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { carneLeaoCalculos } from '../../db/schema.ts';
import { unprocessable } from '../../lib/errors.ts';
import { gerarPdf } from '../../lib/pdf.ts';
import { obterPerfil } from '../usuario/service.ts';
import { type FontesLegais, PDF } from './anual-pdf.ts';
import { apurarMes, darfAPassar, type LancamentoFonte, reducaoDoMes, tabelaDoMes } from './calculo.ts';
import { vencimentoDarf } from './darf.ts';
import { lancamentosAte } from './service.ts';
import { lerReducoes, lerTabelas } from './tabelas.ts';

/*
 * The year at a glance (docs/carne-leao.md §8): each month exactly as the monthly calculation gives it — a saved
 * month recomputed from the current books with the deductions the user typed (what POST /carne-leao/simular
 * answers with them), any other month with none typed, mode auto — and the year's income per payer CPF.
 * The year's entries, tables and saved months are read once; the tax math is calculo.ts's apurarMes.
 */

const reais = (centavos: number) => centavos / 100;

/** What a saved month contributes: the inputs the user typed, and what its DARF passes on (docs §5). */
interface Salvo {
  id: string;
  ano: number;
  mes: number;
  modo: string;
  inss_centavos: number;
  dependentes: number;
  pensao_centavos: number;
  imposto_devido_centavos: number;
  darf_transportado_centavos: number;
}

/** The year's saved months and December of the year before (its DARF below R$ 10,00 reaches January). */
async function salvosDoAno(db: Db, usuarioId: string, ano: number): Promise<Salvo[]> {
  const c = carneLeaoCalculos;
  return db
    .select({
      id: c.id,
      ano: c.ano,
      mes: c.mes,
      modo: c.modo,
      inss_centavos: c.inss_centavos,
      dependentes: c.dependentes,
      pensao_centavos: c.pensao_centavos,
      imposto_devido_centavos: c.imposto_devido_centavos,
      darf_transportado_centavos: c.darf_transportado_centavos,
    })
    .from(c)
    .where(and(eq(c.usuario_id, usuarioId), or(eq(c.ano, ano), and(eq(c.ano, ano - 1), eq(c.mes, 12)))));
}

interface Fontes {
  tabelas: TabelaIrpf[];
  reducoes: ReducaoIrpf[];
  lancamentos: LancamentoFonte[];
  salvos: Salvo[];
}

/** One month, computed as service.ts's apurar() does for POST /carne-leao/simular with the saved inputs. */
function mesDoAno(f: Fontes, ano: number, mes: number, vencimento: string) {
  const salvo = f.salvos.find((s) => s.ano === ano && s.mes === mes);
  const anterior =
    mes === 1
      ? f.salvos.find((s) => s.ano === ano - 1 && s.mes === 12)
      : f.salvos.find((s) => s.ano === ano && s.mes === mes - 1);
  const tabela = tabelaDoMes(f.tabelas, mes, ano);
  if (!tabela) throw unprocessable('ano', MSG_CARNE_LEAO.semTabela);
  const reducao = reducaoDoMes(f.reducoes, mes, ano);
  const a = apurarMes({
    mes,
    ano,
    lancamentos: f.lancamentos,
    inss: salvo?.inss_centavos ?? 0,
    dependentes: salvo?.dependentes ?? 0,
    pensao: salvo?.pensao_centavos ?? 0,
    modo: (salvo?.modo as ModoCarneLeao | undefined) ?? 'auto',
    tabela,
    reducao,
    darfTransportado: anterior
      ? darfAPassar(anterior.imposto_devido_centavos, anterior.darf_transportado_centavos)
      : 0,
  });
  const rendimentos = (origem: LancamentoFonte['origem']) =>
    a.lancamentos
      .filter((l) => l.classificacao === 'rendimento' && l.origem === origem)
      .reduce((t, l) => t + l.valorCentavos, 0);
  const centavos = {
    pf: rendimentos('pessoa_fisica'),
    ex: rendimentos('exterior'),
    livroCaixa: a.deducoes.livroCaixa + a.deducoes.livroCaixaTransportado,
    impostoDevido: a.impostoDevido,
    darf: a.darfValor,
  };
  const linha: MesAnual = {
    mes,
    rendimentos_pf: reais(centavos.pf),
    rendimentos_ex: reais(centavos.ex),
    livro_caixa: reais(centavos.livroCaixa),
    total_deducoes: reais(a.totalDeducoes),
    modo_aplicado: a.modoAplicado,
    base_calculo: reais(a.base),
    imposto_devido: reais(a.impostoDevido),
    darf: { codigo: CODIGO_DARF, vencimento, valor: reais(a.darfValor) },
    calculo_id: salvo?.id ?? null,
  };
  return { linha, centavos, tabela, reducao };
}

/** PF income of the year per payer CPF (null: paid without one), largest total first. */
function porPagador(lancamentos: readonly LancamentoFonte[]): CarneLeaoAnual['pagadores'] {
  const grupos = new Map<string | null, { nome: string | null; centavos: number; quantidade: number }>();
  // The entries come by payment date, so the last name seen is the most recent one.
  for (const l of lancamentos) {
    if (l.tipo !== 'receita' || l.origem !== 'pessoa_fisica') continue;
    const g = grupos.get(l.pagadorCpf) ?? { nome: null, centavos: 0, quantidade: 0 };
    g.centavos += l.valorCentavos;
    g.quantidade += 1;
    // Payments without a CPF come from different people: that group has no single name.
    if (l.pagadorCpf && l.pagadorNome) g.nome = l.pagadorNome;
    grupos.set(l.pagadorCpf, g);
  }
  return [...grupos]
    .map(([cpf, g]) => ({ cpf, nome: g.nome, total: reais(g.centavos), quantidade: g.quantidade }))
    .sort(
      (a, b) =>
        b.total - a.total ||
        (a.cpf === null ? 1 : 0) - (b.cpf === null ? 1 : 0) ||
        (a.cpf ?? '').localeCompare(b.cpf ?? ''),
    );
}

/** The summary, and the tables and reductions applied in the year (the PDF cites their legal sources). */
async function apurarAno(
  db: Db,
  usuarioId: string,
  ano: number,
): Promise<{ resumo: CarneLeaoAnual; fontes: FontesLegais }> {
  const MESES = Array.from({ length: 12 }, (_, i) => i + 1);
  const [tabelas, reducoes, lancamentos, salvos, vencimentos] = await Promise.all([
    lerTabelas(db),
    lerReducoes(db),
    // January 1st to December 31st, by payment date: every month's entries and the livro-caixa carry-forward.
    lancamentosAte(db, usuarioId, 12, ano),
    salvosDoAno(db, usuarioId, ano),
    Promise.all(MESES.map((m) => vencimentoDarf(m, ano))),
  ]);
  const fontes: Fontes = { tabelas, reducoes, lancamentos, salvos };
  const meses = MESES.map((m) => mesDoAno(fontes, ano, m, vencimentos[m - 1]));
  const soma = (f: (c: (typeof meses)[number]['centavos']) => number) =>
    reais(meses.reduce((t, m) => t + f(m.centavos), 0));

  const aplicadas = new Map<string, TabelaIrpf>();
  for (const { tabela: t } of meses) aplicadas.set(t.vigencia_inicio, t);
  const reducoesAplicadas = new Set(meses.flatMap((m) => (m.reducao ? [m.reducao.fonte] : [])));
  return {
    resumo: {
      ano,
      meses: meses.map((m) => m.linha),
      totais: {
        rendimentos_pf: soma((c) => c.pf),
        rendimentos_ex: soma((c) => c.ex),
        livro_caixa: soma((c) => c.livroCaixa),
        imposto_devido: soma((c) => c.impostoDevido),
        darf: soma((c) => c.darf),
      },
      pagadores: porPagador(lancamentos),
    },
    fontes: {
      tabelas: [...aplicadas.values()].map(({ vigencia_inicio, vigencia_fim, fonte }) => ({
        vigencia_inicio,
        vigencia_fim,
        fonte,
      })),
      reducoes: [...reducoesAplicadas],
    },
  };
}

/** The current year in the practice's time zone, as service.ts's listar() defaults. */
const anoCorrente = (fuso: string) => Number(hojeEm(fuso).slice(0, 4));

/** `GET /carne-leao/anual?ano=`: the year month by month, as the monthly calculation gives it. */
export async function resumoAnual(
  ctx: AppContext,
  usuarioId: string,
  ano: number | undefined,
): Promise<CarneLeaoAnual> {
  const doAno = ano ?? anoCorrente((await obterPerfil(ctx, usuarioId)).fuso_horario);
  return (await apurarAno(ctx.db, usuarioId, doAno)).resumo;
}

/** `GET /carne-leao/anual.pdf?ano=`: the same summary as a PDF (anual-pdf.ts). */
export async function resumoAnualPdf(
  ctx: AppContext,
  usuarioId: string,
  ano: number | undefined,
): Promise<{ pdf: Buffer; fileName: string }> {
  const perfil = await obterPerfil(ctx, usuarioId);
  const doAno = ano ?? anoCorrente(perfil.fuso_horario);
  const { resumo, fontes } = await apurarAno(ctx.db, usuarioId, doAno);
  const pdf = await gerarPdf(PDF, {
    contribuinte: { nome: perfil.nome, cpf: perfil.cpf, crp: perfil.crp },
    resumo,
    fontes,
    emitidoEm: new Date(),
    fuso: perfil.fuso_horario,
  });
  return { pdf, fileName: `carne-leao-anual-${doAno}.pdf` };
}
