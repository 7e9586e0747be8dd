import { formatCpf } from '@consultorio/contracts/br';
import { moedaBr } from '@consultorio/contracts/carne-leao';
import {
  CORES,
  type Content,
  dataBr,
  documentoPadrao,
  modeloPdf,
  type TDocumentDefinitions,
} from '../../lib/pdf.ts';
import {
  avisoReceitaSaude,
  cpfOuAviso,
  localEAssinatura,
  type ReciboData,
  tabelaDeCampos,
  valorPorExtenso,
} from './recibo-pdf.ts';

/*
 * The "Recibo para reembolso" (docs/carne-leao.md §8): what health plans ask for to reimburse psychotherapy — who
 * was cared for and who paid (names and CPFs), the psychologist (name, CPF, CRP), one row per paid session with its
 * date and value, the total, a declaration, place and date, and a signature line. Nothing clinical: a session is
 * "Sessão de psicoterapia" and its length, never its notes.
 */

export interface SessaoReembolso {
  /** YYYY-MM-DD */
  data: string;
  duracao_minutos: number;
  valor_centavos: number;
}

export interface ReciboReembolsoData {
  profissional: ReciboData['profissional'];
  paciente: { nome: string; cpf: string | null };
  /** Who paid when it was not the patient (a minor's responsável), else null. */
  responsavel: { nome: string; cpf: string | null } | null;
  de: string;
  ate: string;
  /** The day the receipt is issued (YYYY-MM-DD, in the practice's time zone). */
  emitidoEm: string;
  /** Oldest first. */
  sessoes: SessaoReembolso[];
}

const moedaDeCentavos = (centavos: number) => moedaBr(centavos / 100);

/** One row per session, the header repeated on every page, and the total. */
function tabelaDeSessoes(d: ReciboReembolsoData, totalCentavos: number): Content {
  const n = d.sessoes.length;
  const cabecalho = ['Data', 'Descrição', 'Valor'].map((t, i) => ({
    text: t,
    bold: true,
    alignment: i === 2 ? ('right' as const) : ('left' as const),
  }));
  const linhas = d.sessoes.map((s) => [
    { text: dataBr(s.data) },
    { text: `Sessão de psicoterapia (${s.duracao_minutos} min)` },
    { text: moedaDeCentavos(s.valor_centavos), alignment: 'right' as const },
  ]);
  const total = [
    { text: `Total (${n} ${n === 1 ? 'sessão' : 'sessões'})`, bold: true, colSpan: 2 },
    '',
    { text: moedaDeCentavos(totalCentavos), bold: true, alignment: 'right' as const },
  ];
  return {
    margin: [0, 18, 0, 0],
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [80, '*', 100],
      body: [cabecalho, ...linhas, total],
    },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
        i === 1 || i === node.table.body.length - 1 ? 0.8 : 0.5,
      vLineWidth: () => 0,
      hLineColor: () => CORES.linha,
      paddingTop: () => 4,
      paddingBottom: () => 4,
      paddingLeft: () => 0,
    },
  };
}

/** "Declaro que recebi de …": the payer, the patient when someone else paid, the total and the period. */
function declaracao(d: ReciboReembolsoData, totalCentavos: number): Content {
  const pagador = d.responsavel ?? d.paciente;
  const paraOutro = d.responsavel
    ? `, prestados a ${d.paciente.nome}, CPF ${cpfOuAviso(d.paciente.cpf)}`
    : '';
  return {
    margin: [0, 18, 0, 0],
    fontSize: 11,
    lineHeight: 1.5,
    text: [
      'Declaro que recebi de ',
      { text: pagador.nome, bold: true },
      `, CPF ${cpfOuAviso(pagador.cpf)}, a importância de `,
      { text: moedaDeCentavos(totalCentavos), bold: true },
      ` (${valorPorExtenso(totalCentavos / 100)}), pelos atendimentos psicológicos abaixo discriminados${paraOutro}, `,
      `realizados no período de ${dataBr(d.de)} a ${dataBr(d.ate)}.`,
    ],
  };
}

export function reciboReembolsoDocDefinition(d: ReciboReembolsoData): TDocumentDefinitions {
  const p = d.profissional;
  const totalCentavos = d.sessoes.reduce((soma, s) => soma + s.valor_centavos, 0);
  const campos: [string, string][] = [['Paciente', `${d.paciente.nome} — CPF ${cpfOuAviso(d.paciente.cpf)}`]];
  if (d.responsavel) {
    campos.push(['Responsável (pagador)', `${d.responsavel.nome} — CPF ${cpfOuAviso(d.responsavel.cpf)}`]);
  }
  campos.push(
    ['Profissional', `${p.nome} — CPF ${formatCpf(p.cpf)} — CRP ${p.crp}`],
    ['Período', `${dataBr(d.de)} a ${dataBr(d.ate)}`],
  );
  return documentoPadrao({
    titulo: `Recibo para reembolso — ${dataBr(d.de)} a ${dataBr(d.ate)}`,
    autor: p.nome,
    cabecalho: [p.nome, `Psicólogo(a) — CRP ${p.crp} · CPF ${formatCpf(p.cpf)}`],
    cabecalhoDireita: 'Recibo para reembolso',
    rodape: 'Recibo de atendimentos psicológicos para reembolso.',
    content: [
      {
        columns: [
          { text: 'RECIBO PARA REEMBOLSO', fontSize: 18, bold: true },
          {
            text: moedaDeCentavos(totalCentavos),
            fontSize: 16,
            bold: true,
            alignment: 'right',
            width: 'auto',
          },
        ],
      },
      declaracao(d, totalCentavos),
      tabelaDeCampos(campos),
      tabelaDeSessoes(d, totalCentavos),
      // The sessions are paid by individuals: their income-tax receipt is the Receita Saúde's.
      avisoReceitaSaude(),
      ...localEAssinatura(p, d.emitidoEm),
    ],
  });
}

/** The reimbursement receipt's document, rendered on the PDF worker: `gerarPdf(PDF, dados)` (lib/pdf.ts). */
export const PDF = modeloPdf(import.meta.url, reciboReembolsoDocDefinition);
