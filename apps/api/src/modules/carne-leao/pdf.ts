import { formatCpf } from '@consultorio/contracts/br';
import {
  type Calculo,
  MODO_LABELS,
  moedaBr,
  nomeMes,
  percentualBr,
  valorBr,
  vigenciaDaTabela,
} from '@consultorio/contracts/carne-leao';
import { ORIGEM_LABELS } from '@consultorio/contracts/financeiro';
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
 * The Carnê-Leão statement of a saved month (docs/carne-leao.md): who, which month, every line of the
 * calculation, the table applied with its source, the warnings and the DARF block. Built from the saved
 * calculation only, so the PDF always matches the details screen.
 */

export interface CarneLeaoPdfData {
  contribuinte: { nome: string; cpf: string; crp: string };
  calculo: Calculo;
  emitidoEm: Date;
  fuso?: string;
}

const AVISO =
  'Demonstrativo de apoio ao preenchimento do Carnê-Leão. Confira os valores no programa da Receita ' +
  'Federal antes de emitir e pagar o DARF.';

const semBordas = {
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
    i === 0 || i === 1 || i === node.table.body.length ? 0.5 : 0,
  vLineWidth: () => 0,
  hLineColor: () => CORES.linha,
  paddingTop: () => 3,
  paddingBottom: () => 3,
  paddingLeft: () => 0,
};

function quadro(titulo: string, linhas: [string, string, boolean?][]): Content {
  return {
    margin: [0, 12, 0, 0],
    table: {
      widths: ['*', 'auto'],
      body: [
        [{ text: titulo, colSpan: 2, bold: true, fontSize: 10.5 }, {}],
        ...linhas.map(([rotulo, valor, destaque]) => [
          { text: rotulo, color: destaque ? CORES.texto : CORES.suave, bold: destaque === true },
          { text: valor, alignment: 'right' as const, bold: destaque === true },
        ]),
      ],
    },
    layout: semBordas,
  };
}

function calculoLinhas(c: Calculo): [string, string, boolean?][] {
  const d = c.deducoes;
  const linhas: [string, string, boolean?][] = [
    ['Rendimentos tributáveis (pessoa física e exterior)', moedaBr(c.rendimentos)],
  ];
  if (c.modo_aplicado === 'legal') {
    linhas.push(
      ['(−) Previdência oficial (INSS)', moedaBr(d.inss)],
      [`(−) Dependentes (${c.dependentes})`, moedaBr(d.dependentes)],
      ['(−) Pensão alimentícia', moedaBr(d.pensao)],
      ['(−) Livro-caixa do mês', moedaBr(d.livro_caixa)],
      ['(−) Livro-caixa de meses anteriores', moedaBr(d.livro_caixa_transportado)],
    );
  } else {
    linhas.push(['(−) Desconto simplificado mensal', moedaBr(d.simplificado)]);
  }
  linhas.push(
    [
      `Deduções aplicadas (${modoCurto(c.modo_aplicado)}; escolha: ${modoCurto(c.modo)})`,
      moedaBr(c.total_deducoes),
    ],
    ['Base de cálculo', moedaBr(c.base_calculo), true],
    ['Alíquota', percentualBr(c.aliquota)],
    ['Parcela a deduzir', moedaBr(c.parcela_deduzir)],
    ['Imposto pela tabela', moedaBr(c.imposto_tabela)],
    [`(−) Redução${c.reducao_fonte ? ` (${c.reducao_fonte})` : ''}`, moedaBr(c.reducao)],
    ['Imposto devido no mês', moedaBr(c.imposto_devido), true],
  );
  if (c.imposto_transportado > 0)
    linhas.push(['(+) Saldo abaixo de R$ 10,00 do mês anterior', moedaBr(c.imposto_transportado)]);
  return linhas;
}

function comparativo(c: Calculo): string {
  const legal =
    c.deducoes.inss +
    c.deducoes.dependentes +
    c.deducoes.pensao +
    c.deducoes.livro_caixa +
    c.deducoes.livro_caixa_transportado;
  return (
    `Deduções legais: ${moedaBr(legal)}; desconto simplificado: ${moedaBr(c.deducoes.simplificado)}. ` +
    'O imposto devido é arredondado para centavos somente no fim do cálculo.'
  );
}

function lancamentos(c: Calculo): Content {
  if (c.lancamentos.length === 0) {
    return { text: 'Nenhum lançamento pago neste mês.', color: CORES.suave, margin: [0, 6, 0, 0] };
  }
  const rotulo = {
    rendimento: 'Rendimento',
    rendimento_pj: 'Pessoa jurídica (fora)',
    livro_caixa: 'Livro-caixa',
  };
  return {
    margin: [0, 6, 0, 0],
    table: {
      headerRows: 1,
      widths: ['auto', '*', 'auto', 'auto', 'auto'],
      body: [
        ['Pagamento', 'Descrição', 'Pagador / CPF', 'Tipo', 'Valor'].map((t) => ({
          text: t,
          bold: true,
          fontSize: 8.5,
        })),
        ...c.lancamentos.map((l) => [
          { text: dataBr(l.data_pagamento), fontSize: 8.5 },
          { text: l.descricao, fontSize: 8.5 },
          {
            text:
              l.tipo === 'receita'
                ? `${l.pagador_nome ?? '—'}\n${l.pagador_cpf ? formatCpf(l.pagador_cpf) : l.origem === 'exterior' ? ORIGEM_LABELS.exterior : 'CPF não informado'}${l.beneficiario_cpf ? `\nBeneficiário: ${formatCpf(l.beneficiario_cpf)}` : ''}`
                : '—',
            fontSize: 8.5,
          },
          { text: rotulo[l.classificacao], fontSize: 8.5 },
          { text: moedaBr(l.valor), fontSize: 8.5, alignment: 'right' as const },
        ]),
      ],
    },
    layout: semBordas,
  };
}

function tabela(c: Calculo): Content {
  return {
    text: [
      { text: 'Tabela aplicada: ', bold: true },
      `tabela progressiva mensal ${vigenciaDaTabela(c.tabela.vigencia_inicio, c.tabela.vigencia_fim)} — ${c.tabela.fonte}.`,
      c.reducao_fonte ? ` Redução mensal: ${c.reducao_fonte}.` : '',
    ],
    margin: [0, 10, 0, 0],
    fontSize: 9,
  };
}

function darf(c: Calculo): Content {
  return {
    margin: [0, 14, 0, 0],
    unbreakable: true,
    table: {
      widths: ['*', '*', '*', '*'],
      body: [
        [{ text: 'DARF', colSpan: 4, bold: true, fontSize: 11 }, {}, {}, {}],
        ['Código da receita', 'Período de apuração', 'Vencimento', 'Valor a pagar'].map((t) => ({
          text: t,
          fontSize: 8,
          color: CORES.suave,
        })),
        [
          { text: c.darf.codigo, bold: true, fontSize: 12 },
          { text: `${String(c.mes).padStart(2, '0')}/${c.ano}`, bold: true, fontSize: 12 },
          { text: dataBr(c.darf.vencimento), bold: true, fontSize: 12 },
          { text: `R$ ${valorBr(c.darf.valor)}`, bold: true, fontSize: 12 },
        ],
      ],
    },
    layout: {
      hLineWidth: () => 0.75,
      vLineWidth: () => 0.75,
      hLineColor: () => CORES.texto,
      vLineColor: () => CORES.texto,
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
  };
}

export function carneLeaoDocDefinition(d: CarneLeaoPdfData): TDocumentDefinitions {
  const { calculo: c, contribuinte: p } = d;
  const mes = nomeMes(c.mes, c.ano);
  const avisos: Content[] = c.avisos.length
    ? [
        { text: 'Avisos', fontSize: 11, bold: true, margin: [0, 12, 0, 2] },
        { ul: c.avisos.map((a) => ({ text: a.mensagem, fontSize: 9 })) },
      ]
    : [];
  return documentoPadrao({
    titulo: `Carnê-Leão — ${mes}`,
    autor: p.nome,
    cabecalho: [p.nome, `CPF ${formatCpf(p.cpf)} · Psicólogo(a) — CRP ${p.crp}`],
    cabecalhoDireita: `Carnê-Leão\n${mes}`,
    rodape: AVISO,
    content: [
      { text: `Carnê-Leão — ${mes}`, fontSize: 16, bold: true },
      {
        text: `Emitido em ${instanteExtenso(d.emitidoEm, d.fuso ?? 'America/Sao_Paulo')}`,
        fontSize: 9,
        color: CORES.suave,
        margin: [0, 2, 0, 0],
      },
      quadro('Contribuinte', [
        ['Nome', p.nome],
        ['CPF', formatCpf(p.cpf)],
        ['Registro profissional', `CRP ${p.crp}`],
        ['Mês de apuração', mes],
      ]),
      quadro('Cálculo', calculoLinhas(c)),
      { text: comparativo(c), fontSize: 8.5, color: CORES.suave, margin: [0, 4, 0, 0] },
      c.rendimentos_pj > 0
        ? {
            text: `Rendimentos de pessoa jurídica no mês (fora do Carnê-Leão): ${moedaBr(c.rendimentos_pj)}`,
            fontSize: 9,
            margin: [0, 6, 0, 0],
          }
        : '',
      tabela(c),
      darf(c),
      ...avisos,
      { text: 'Lançamentos do mês', fontSize: 11, bold: true, margin: [0, 14, 0, 0] },
      lancamentos(c),
    ],
  });
}

/** "Automático (o mais vantajoso)" → "automático": the mode inside the line's own parenthesis, without a second. */
const modoCurto = (m: keyof typeof MODO_LABELS): string =>
  MODO_LABELS[m].replace(/\s*\(.*\)$/, '').toLowerCase();
/** The statement's document, rendered on the PDF worker: `gerarPdf(PDF, dados)` (lib/pdf.ts). */
export const PDF = modeloPdf(import.meta.url, carneLeaoDocDefinition);
