import { formatCpf, formatTelefone } from '@consultorio/contracts/br';
import { AVISO_ESCALAS } from '@consultorio/contracts/escalas';
import {
  MSG_PRONTUARIOS,
  TIPO_PRONTUARIO_LABELS,
  type TipoProntuario,
} from '@consultorio/contracts/prontuarios';
import {
  CORES,
  type Content,
  dataBr,
  documentoPadrao,
  instanteExtenso,
  LARGURA_UTIL,
  modeloPdf,
  type TDocumentDefinitions,
} from '../../lib/pdf.ts';

/** One answered scale, as printed: its day, the line with scale, score and band, then each item's answer. */
export interface EscalaPdf {
  data: string;
  titulo: string;
  itens: string[];
}

/** One decrypted entry, as printed. */
export interface EntradaPdf {
  data: string;
  tipo: TipoProntuario;
  titulo: string | null;
  conteudo: string;
  sessao_data: string | null;
}

export interface ProntuarioPdfData {
  psicologo: { nome: string; crp: string };
  paciente: {
    nome: string;
    nome_social: string | null;
    data_nascimento: string | null;
    cpf: string | null;
    /** Printed when asked for (a minor's record goes with who answers for the patient). */
    responsavel?: {
      nome: string | null;
      cpf: string | null;
      telefone: string | null;
      parentesco: string | null;
    };
  };
  /** The anamnese's filled fields, in the form's order, when asked for (null: the patient has none). */
  anamnese?: { rotulo: string; texto: string }[] | null;
  /** The answered PHQ-9/GAD-7 applications, oldest first (docs/escalas.md); left out when none. */
  escalas?: EscalaPdf[];
  /** In date order (oldest first). */
  entradas: EntradaPdf[];
  /** The whole record of the patient, or one entry. */
  escopo: 'todos' | 'um';
  emitidoEm: Date;
  fuso?: string;
}

const AVISO_COMPLETO =
  'Este documento reúne informações de prontuário psicológico, protegidas pelo sigilo profissional ' +
  '(Código de Ética Profissional do Psicólogo, art. 9º) e guardadas conforme a Resolução CFP 001/2009. ' +
  'Seu conteúdo destina-se exclusivamente ao uso previsto em lei; a reprodução ou divulgação não autorizada ' +
  'é vedada.';

function identificacao(p: ProntuarioPdfData['paciente']): Content {
  const linhas: [string, string][] = [['Nome', p.nome]];
  if (p.nome_social) linhas.push(['Nome social', p.nome_social]);
  linhas.push(['Data de nascimento', p.data_nascimento ? dataBr(p.data_nascimento) : 'Não informada']);
  if (p.cpf) linhas.push(['CPF', formatCpf(p.cpf)]);
  const r = p.responsavel;
  if (r) {
    linhas.push([
      'Responsável',
      [r.nome, r.parentesco && `(${r.parentesco})`].filter(Boolean).join(' ') || '—',
    ]);
    if (r.cpf) linhas.push(['CPF do responsável', formatCpf(r.cpf)]);
    if (r.telefone) linhas.push(['Telefone do responsável', formatTelefone(r.telefone)]);
  }
  return {
    margin: [0, 12, 0, 0],
    table: {
      widths: [110, '*'],
      body: [
        [{ text: 'Identificação do paciente', colSpan: 2, bold: true, fontSize: 10.5 }, {}],
        ...linhas.map(([rotulo, valor]) => [
          { text: rotulo, color: CORES.suave },
          { text: valor, bold: rotulo === 'Nome' },
        ]),
      ],
    },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
        i === 0 || i === 1 || i === node.table.body.length ? 0.5 : 0,
      vLineWidth: () => 0,
      hLineColor: () => CORES.linha,
      paddingTop: () => 3,
      paddingBottom: () => 3,
      paddingLeft: () => 0,
    },
  };
}

/** The anamnese, field by field (only the filled ones), before the entries. */
function anamnese(campos: { rotulo: string; texto: string }[] | null): Content[] {
  const titulo: Content = { text: 'Anamnese', fontSize: 12, bold: true, margin: [0, 14, 0, 0] };
  if (!campos || campos.length === 0) {
    return [
      titulo,
      { text: 'Este paciente não tem anamnese registrada.', color: CORES.suave, margin: [0, 4, 0, 0] },
    ];
  }
  return [
    titulo,
    ...campos.flatMap((c): Content[] => [
      { text: c.rotulo, bold: true, margin: [0, 8, 0, 2] },
      { text: c.texto },
    ]),
  ];
}

/** The scales answered, after the anamnese: what they are, then each application item by item. */
function escalas(lista: EscalaPdf[] | undefined): Content[] {
  if (!lista || lista.length === 0) return [];
  return [
    { text: 'Escalas (PHQ-9, GAD-7)', fontSize: 12, bold: true, margin: [0, 14, 0, 0] },
    { text: AVISO_ESCALAS, fontSize: 8, color: CORES.suave, margin: [0, 2, 0, 0] },
    ...lista.flatMap((e): Content[] => [
      { text: [{ text: dataBr(e.data), bold: true }, `   ${e.titulo}`], margin: [0, 8, 0, 2] },
      { ol: e.itens, fontSize: 9 },
    ]),
  ];
}

function resumo(entradas: EntradaPdf[], escopo: ProntuarioPdfData['escopo']): string {
  if (escopo === 'um') return 'Cópia de um registro do prontuário.';
  if (entradas.length === 0) return 'Nenhum registro no prontuário até a data de emissão.';
  const primeira = dataBr(entradas[0].data);
  const ultima = dataBr(entradas[entradas.length - 1].data);
  if (entradas.length === 1) return `1 registro, de ${primeira}.`;
  return `${entradas.length} registros, de ${primeira} a ${ultima}, em ordem cronológica.`;
}

/** One entry: date and type, title, text, linked session. Kept flat: pdfmake's cost grows with nesting. */
function entrada(e: EntradaPdf, index: number): Content[] {
  const out: Content[] = [];
  if (index > 0) {
    out.push({
      canvas: [
        { type: 'line', x1: 0, y1: 0, x2: LARGURA_UTIL, y2: 0, lineWidth: 0.5, lineColor: CORES.linha },
      ],
      margin: [0, 10, 0, 0],
    });
  }
  out.push({
    text: [
      { text: dataBr(e.data), bold: true },
      { text: `   ${TIPO_PRONTUARIO_LABELS[e.tipo] ?? e.tipo}`, color: CORES.suave },
      e.sessao_data ? { text: `   ·   Sessão de ${dataBr(e.sessao_data)}`, color: CORES.suave } : '',
    ],
    margin: [0, 10, 0, 3],
  });
  if (e.titulo) out.push({ text: e.titulo, bold: true, margin: [0, 0, 0, 2] });
  out.push({ text: e.conteudo });
  return out;
}

function encerramento(psicologo: ProntuarioPdfData['psicologo']): Content {
  return {
    margin: [0, 28, 0, 0],
    unbreakable: true,
    stack: [
      { text: AVISO_COMPLETO, fontSize: 8, color: CORES.suave, margin: [0, 0, 0, 36] },
      {
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.5, lineColor: CORES.texto }],
      },
      { text: psicologo.nome, margin: [0, 4, 0, 0] },
      { text: `Psicólogo(a) — CRP ${psicologo.crp}`, fontSize: 9, color: CORES.suave },
    ],
  };
}

/** The document definition (pure: no I/O), so it can be measured and tested on its own. */
export function prontuarioDocDefinition(d: ProntuarioPdfData): TDocumentDefinitions {
  const titulo = d.escopo === 'todos' ? 'Prontuário psicológico' : 'Registro de prontuário';
  return documentoPadrao({
    titulo,
    autor: `${d.psicologo.nome} (CRP ${d.psicologo.crp})`,
    cabecalho: [d.psicologo.nome, `Psicólogo(a) — CRP ${d.psicologo.crp}`],
    cabecalhoDireita: `${titulo}\n${d.paciente.nome}`,
    rodape: MSG_PRONTUARIOS.sigilo,
    content: [
      { text: titulo, fontSize: 16, bold: true },
      {
        text: `Emitido em ${instanteExtenso(d.emitidoEm, d.fuso ?? 'America/Sao_Paulo')}`,
        fontSize: 9,
        color: CORES.suave,
        margin: [0, 2, 0, 0],
      },
      identificacao(d.paciente),
      ...(d.anamnese === undefined ? [] : anamnese(d.anamnese)),
      ...escalas(d.escalas),
      { text: resumo(d.entradas, d.escopo), fontSize: 9, color: CORES.suave, margin: [0, 10, 0, 4] },
      { text: 'Registros', fontSize: 12, bold: true, margin: [0, 8, 0, 0] },
      ...d.entradas.flatMap(entrada),
      encerramento(d.psicologo),
    ],
  });
}

/** The record's document, rendered on the PDF worker: `gerarPdf(PDF, dados)` (lib/pdf.ts). */
export const PDF = modeloPdf(import.meta.url, prontuarioDocDefinition);
