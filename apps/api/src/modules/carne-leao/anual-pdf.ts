import { formatCpf } from '@consultorio/contracts/br';
import {
  type CarneLeaoAnual,
  MESES,
  type MesAnual,
  valorBr,
  vigenciaDaTabela,
} from '@consultorio/contracts/carne-leao';
import {
  CORES,
  type Content,
  dataBr,
  documentoPadrao,
  instanteExtenso,
  modeloPdf,
  type TDocumentDefinitions,
} from '../../lib/pdf.ts';

/*
 * The year's Carnê-Leão summary as a PDF (docs/carne-leao.md §8), in the style of the monthly statement (pdf.ts):
 * who, the twelve months as the monthly calculation gives them, the year's totals, the income per payer CPF and
 * the legal sources of the tables applied. Built from the same data GET /carne-leao/anual answers.
 */

export interface TabelaAplicada {
  vigencia_inicio: string;
  vigencia_fim: string | null;
  fonte: string;
}

/** The monthly tables and the reductions (Lei 15.270/2025) that some month of the year used. */
export interface FontesLegais {
  tabelas: TabelaAplicada[];
  reducoes: string[];
}

export interface ResumoAnualPdfData {
  contribuinte: { nome: string; cpf: string; crp: string };
  resumo: CarneLeaoAnual;
  fontes: FontesLegais;
  emitidoEm: Date;
  fuso?: string;
}

const AVISO =
  'Resumo de apoio à declaração e ao Carnê-Leão. Confira os valores no programa da Receita Federal antes de ' +
  'emitir e pagar os DARFs.';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Lines under the header row and above the totals row only, as the monthly statement's tables. */
const linhas = {
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
    i === 0 || i === 1 || i === node.table.body.length || i === node.table.body.length - 1 ? 0.5 : 0,
  vLineWidth: () => 0,
  hLineColor: () => CORES.linha,
  paddingTop: () => 3,
  paddingBottom: () => 3,
  paddingLeft: (i: number) => (i === 0 ? 0 : 7),
  paddingRight: () => 0,
};

const cabecalho = (titulos: string[], alinhadosDireita: number) =>
  titulos.map((t, i) => ({
    text: t,
    bold: true,
    fontSize: 8,
    alignment: i >= titulos.length - alinhadosDireita ? ('right' as const) : ('left' as const),
  }));

const valor = (reais: number, extra: Record<string, unknown> = {}) => ({
  text: valorBr(reais),
  alignment: 'right' as const,
  fontSize: 8.5,
  ...extra,
});

function darfCelula(m: MesAnual): Content {
  const nota =
    m.darf.valor > 0
      ? `venc. ${dataBr(m.darf.vencimento)}`
      : m.imposto_devido > 0
        ? 'abaixo de R$ 10,00'
        : '';
  return {
    alignment: 'right',
    stack: [
      { text: valorBr(m.darf.valor), fontSize: 8.5 },
      ...(nota ? [{ text: nota, fontSize: 7, color: CORES.suave }] : []),
    ],
  };
}

function tabelaMeses(r: CarneLeaoAnual): Content {
  const t = r.totais;
  return {
    margin: [0, 6, 0, 0],
    table: {
      headerRows: 1,
      widths: ['*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'],
      body: [
        cabecalho(
          ['Mês', 'Rendimentos PF', 'Exterior', 'Livro-caixa', 'Deduções', 'Base', 'Imposto devido', 'DARF'],
          7,
        ),
        ...r.meses.map((m) => [
          {
            text: `${capital(MESES[m.mes - 1])}${m.calculo_id ? ' *' : ''}`,
            fontSize: 8.5,
          },
          valor(m.rendimentos_pf),
          valor(m.rendimentos_ex),
          valor(m.livro_caixa),
          {
            stack: [
              valor(m.total_deducoes),
              {
                text: m.modo_aplicado === 'legal' ? 'legais' : 'simplificado',
                fontSize: 7,
                color: CORES.suave,
                alignment: 'right' as const,
              },
            ],
          },
          valor(m.base_calculo),
          valor(m.imposto_devido),
          darfCelula(m),
        ]),
        [
          { text: 'Total do ano', bold: true, fontSize: 8.5 },
          valor(t.rendimentos_pf, { bold: true }),
          valor(t.rendimentos_ex, { bold: true }),
          valor(t.livro_caixa, { bold: true }),
          { text: '' },
          { text: '' },
          valor(t.imposto_devido, { bold: true }),
          valor(t.darf, { bold: true }),
        ],
      ],
    },
    layout: linhas,
  };
}

function tabelaPagadores(r: CarneLeaoAnual): Content {
  if (r.pagadores.length === 0) {
    return {
      text: 'Nenhum rendimento de pessoa física recebido no ano.',
      color: CORES.suave,
      fontSize: 9,
      margin: [0, 6, 0, 0],
    };
  }
  const quantidade = r.pagadores.reduce((s, p) => s + p.quantidade, 0);
  return {
    margin: [0, 6, 0, 0],
    table: {
      headerRows: 1,
      widths: ['*', 'auto', 'auto', 'auto'],
      body: [
        cabecalho(['Pagador', 'CPF', 'Recebimentos', 'Total (R$)'], 2),
        ...r.pagadores.map((p) => [
          { text: p.cpf ? (p.nome ?? '—') : 'Pagamentos sem o CPF do pagador', fontSize: 8.5 },
          { text: p.cpf ? formatCpf(p.cpf) : 'não informado', fontSize: 8.5 },
          { text: String(p.quantidade), fontSize: 8.5, alignment: 'right' as const },
          valor(p.total),
        ]),
        [
          { text: 'Total', bold: true, fontSize: 8.5 },
          { text: '' },
          { text: String(quantidade), bold: true, fontSize: 8.5, alignment: 'right' as const },
          // Every PF payment of the year is in one payer's group: their sum is the year's PF income.
          valor(r.totais.rendimentos_pf, { bold: true }),
        ],
      ],
    },
    layout: linhas,
  };
}

function fontesLegais(f: FontesLegais): Content {
  const tabelas = f.tabelas
    .map(
      (t) => `tabela progressiva mensal ${vigenciaDaTabela(t.vigencia_inicio, t.vigencia_fim)} — ${t.fonte}`,
    )
    .join('; ');
  return {
    text: [
      { text: 'Tabelas aplicadas: ', bold: true },
      `${tabelas}.`,
      f.reducoes.length ? ` Redução mensal: ${f.reducoes.join('; ')}.` : '',
    ],
    margin: [0, 10, 0, 0],
    fontSize: 9,
  };
}

const subtitulo = (text: string): Content => ({ text, fontSize: 11, bold: true, margin: [0, 14, 0, 0] });
const nota = (text: string): Content => ({ text, fontSize: 8, color: CORES.suave, margin: [0, 4, 0, 0] });

export function resumoAnualDocDefinition(d: ResumoAnualPdfData): TDocumentDefinitions {
  const { resumo: r, contribuinte: p } = d;
  const titulo = `Carnê-Leão — resumo de ${r.ano}`;
  return documentoPadrao({
    titulo,
    autor: p.nome,
    cabecalho: [p.nome, `CPF ${formatCpf(p.cpf)} · Psicólogo(a) — CRP ${p.crp}`],
    cabecalhoDireita: `Carnê-Leão\nResumo de ${r.ano}`,
    rodape: AVISO,
    content: [
      { text: titulo, fontSize: 16, bold: true },
      {
        text: `Emitido em ${instanteExtenso(d.emitidoEm, d.fuso ?? 'America/Sao_Paulo')}`,
        fontSize: 9,
        color: CORES.suave,
        margin: [0, 2, 0, 0],
      },
      {
        margin: [0, 10, 0, 0],
        fontSize: 9.5,
        stack: [
          { text: [{ text: 'Contribuinte: ', bold: true }, p.nome] },
          { text: [{ text: 'CPF: ', bold: true }, formatCpf(p.cpf)] },
          { text: [{ text: 'Registro profissional: ', bold: true }, `CRP ${p.crp}`] },
          { text: [{ text: 'Ano-calendário: ', bold: true }, String(r.ano)] },
        ],
      },
      subtitulo('Mês a mês'),
      nota(
        'Valores em R$. Rendimentos recebidos no mês (data do pagamento); o livro-caixa usado inclui o que veio de ' +
          'meses anteriores do ano; deduções aplicadas: as legais ou o desconto simplificado.',
      ),
      tabelaMeses(r),
      nota(
        '* Mês com cálculo salvo: refeito pelos lançamentos atuais com as deduções informadas nele. Os demais ' +
          'meses: só os lançamentos, sem deduções informadas (modo automático). DARF abaixo de R$ 10,00 soma-se ' +
          'ao do mês seguinte.',
      ),
      subtitulo('Rendimentos de pessoas físicas por pagador'),
      tabelaPagadores(r),
      fontesLegais(d.fontes),
    ],
  });
}

/** The summary's document, rendered on the PDF worker: `gerarPdf(PDF, dados)` (lib/pdf.ts). */
export const PDF = modeloPdf(import.meta.url, resumoAnualDocDefinition);
