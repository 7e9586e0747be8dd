import { formatCpf } from '@consultorio/contracts/br';
import { moedaBr } from '@consultorio/contracts/carne-leao';
import { localEData } from '@consultorio/contracts/endereco';
import type { Lancamento } from '@consultorio/contracts/financeiro';
import { FORMA_PAGAMENTO_LABELS } from '@consultorio/contracts/sessoes';
import extenso from 'extenso';
import {
  CORES,
  type Content,
  dataBr,
  documentoPadrao,
  linhaDeAssinatura,
  modeloPdf,
  type TDocumentDefinitions,
} from '../../lib/pdf.ts';

/*
 * The receipt of a paid receita (docs/carne-leao.md "Receipts"): the psychologist's name, CPF and CRP; the
 * payer's name and CPF and, when someone else received the care, the beneficiary's; the amount in figures and
 * in words; the payment date; the description; a signature line. These are the fields the Receita Saúde app
 * asks for (IN RFB 1.531/2014 for the CPFs).
 */

/** What the receipt reads of a receita: a paid one (financeiro/recibo.ts) or a paid charge (cobrancas/recibo.ts). */
export type DadosDoRecibo = Pick<
  Lancamento,
  | 'descricao'
  | 'valor'
  | 'data'
  | 'data_pagamento'
  | 'forma_pagamento'
  | 'origem'
  | 'paciente_nome'
  | 'pagador_nome'
  | 'pagador_cpf'
  | 'beneficiario_cpf'
>;

export interface ReciboData {
  profissional: { nome: string; cpf: string; crp: string; cidade: string | null; uf: string | null };
  lancamento: DadosDoRecibo;
}

/** "três mil e quinhentos reais" from reais with centavos (read exactly through integer centavos). */
export function valorPorExtenso(reais: number): string {
  const centavos = Math.round(reais * 100);
  const texto = `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
  return extenso(texto, { mode: 'currency' });
}

export const cpfOuAviso = (cpf: string | null) => (cpf ? formatCpf(cpf) : 'não informado');

/**
 * Since 2025 the receipt that counts for income tax, for a payment from an individual, is the one issued through
 * the Receita Saúde (IN RFB nº 2.240/2024; docs/carne-leao.md §7 and §8): the product's receipts say they only complement it.
 */
export const AVISO_RECEITA_SAUDE =
  'Desde 2025, o recibo válido para o Imposto de Renda é o emitido pelo Receita Saúde (IN RFB nº 2.240/2024). ' +
  'Este documento é um complemento e não o substitui.';

/** The Receita Saúde note as a small framed paragraph, for the receipts of payments from individuals. */
export const avisoReceitaSaude = (): Content => ({
  margin: [0, 18, 0, 0],
  table: {
    widths: ['*'],
    body: [[{ text: AVISO_RECEITA_SAUDE, fontSize: 9, color: CORES.suave }]],
  },
  layout: {
    hLineWidth: () => 0.5,
    vLineWidth: () => 0.5,
    hLineColor: () => CORES.linha,
    vLineColor: () => CORES.linha,
    paddingTop: () => 6,
    paddingBottom: () => 6,
    paddingLeft: () => 8,
    paddingRight: () => 8,
  },
});

/**
 * Who received the care when it is not the payer: the beneficiary's CPF apart from the payer's, or — a minor without
 * a CPF of their own, paid for by the responsável — the patient named with "CPF não informado" (the Receita Saúde
 * then takes the payer's; docs/carne-leao.md "Receipts"). Null when the payer is the patient.
 */
export function beneficiarioDoRecibo(
  l: Pick<Lancamento, 'paciente_nome' | 'pagador_nome' | 'pagador_cpf' | 'beneficiario_cpf'>,
): { nome: string; cpf: string | null } | null {
  if (l.beneficiario_cpf && l.beneficiario_cpf !== l.pagador_cpf) {
    return { nome: l.paciente_nome ?? 'Paciente', cpf: l.beneficiario_cpf };
  }
  const outro = (a: string, b: string) =>
    a.trim().toLocaleLowerCase('pt-BR') !== b.trim().toLocaleLowerCase('pt-BR');
  if (!l.beneficiario_cpf && l.paciente_nome && l.pagador_nome && outro(l.paciente_nome, l.pagador_nome)) {
    return { nome: l.paciente_nome, cpf: null };
  }
  return null;
}

function campos(d: ReciboData): Content {
  const l = d.lancamento;
  const p = d.profissional;
  const linhas: [string, string][] = [
    ['Profissional', `${p.nome} — CPF ${formatCpf(p.cpf)} — CRP ${p.crp}`],
    ['Pagador', `${l.pagador_nome ?? 'não informado'} — CPF ${cpfOuAviso(l.pagador_cpf)}`],
  ];
  const beneficiario = beneficiarioDoRecibo(l);
  if (beneficiario)
    linhas.push(['Beneficiário', `${beneficiario.nome} — CPF ${cpfOuAviso(beneficiario.cpf)}`]);
  linhas.push(
    ['Serviço', l.descricao],
    ['Data do pagamento', dataBr(l.data_pagamento)],
    ['Valor', moedaBr(l.valor)],
  );
  if (l.forma_pagamento) linhas.push(['Forma de pagamento', FORMA_PAGAMENTO_LABELS[l.forma_pagamento]]);
  return tabelaDeCampos(linhas);
}

/** Label/value rows with thin rules between them (the receipts' "who and what" block). */
export const tabelaDeCampos = (linhas: [string, string][]): Content => ({
  margin: [0, 18, 0, 0],
  table: {
    widths: [120, '*'],
    body: linhas.map(([rotulo, valor]) => [{ text: rotulo, color: CORES.suave }, { text: valor }]),
  },
  layout: {
    hLineWidth: () => 0.5,
    vLineWidth: () => 0,
    hLineColor: () => CORES.linha,
    paddingTop: () => 4,
    paddingBottom: () => 4,
    paddingLeft: () => 0,
  },
});

/** Place and date ("São Paulo/SP, 5 de março de 2026.") and the psychologist's signature line. */
export function localEAssinatura(p: ReciboData['profissional'], dia: string): Content[] {
  return [
    { text: localEData(p, dia), margin: [0, 24, 0, 0] },
    {
      margin: [0, 48, 0, 0],
      unbreakable: true,
      stack: [
        linhaDeAssinatura(),
        { text: p.nome, margin: [0, 4, 0, 0] },
        { text: `CPF ${formatCpf(p.cpf)} — CRP ${p.crp}`, fontSize: 9, color: CORES.suave },
      ],
    },
  ];
}

export function reciboDocDefinition(d: ReciboData): TDocumentDefinitions {
  const l = d.lancamento;
  const p = d.profissional;
  const quem = beneficiarioDoRecibo(l);
  const beneficiario = quem ? `, prestado a ${quem.nome}, CPF ${cpfOuAviso(quem.cpf)}` : '';
  const pagamento = l.data_pagamento ?? l.data;
  return documentoPadrao({
    titulo: `Recibo — ${dataBr(pagamento)}`,
    autor: p.nome,
    cabecalho: [p.nome, `Psicólogo(a) — CRP ${p.crp} · CPF ${formatCpf(p.cpf)}`],
    cabecalhoDireita: 'Recibo',
    rodape: 'Recibo de prestação de serviços de psicologia.',
    content: [
      {
        columns: [
          { text: 'RECIBO', fontSize: 20, bold: true },
          { text: moedaBr(l.valor), fontSize: 16, bold: true, alignment: 'right' },
        ],
      },
      {
        margin: [0, 18, 0, 0],
        fontSize: 11,
        lineHeight: 1.5,
        text: [
          'Recebi de ',
          { text: l.pagador_nome ?? 'pagador não informado', bold: true },
          `, CPF ${cpfOuAviso(l.pagador_cpf)}, a importância de `,
          { text: moedaBr(l.valor), bold: true },
          ` (${valorPorExtenso(l.valor)}), referente a ${l.descricao}${beneficiario}, paga em ${dataBr(pagamento)}.`,
        ],
      },
      campos(d),
      // Exterior and PJ payments get no Receita Saúde receipt (docs/carne-leao.md §7): no note there.
      l.origem === 'pessoa_fisica' ? avisoReceitaSaude() : [],
      ...localEAssinatura(p, pagamento),
    ],
  });
}

/** The receipt's document, rendered on the PDF worker: `gerarPdf(PDF, dados)` (lib/pdf.ts). */
export const PDF = modeloPdf(import.meta.url, reciboDocDefinition);
