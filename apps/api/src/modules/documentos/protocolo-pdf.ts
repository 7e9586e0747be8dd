import { MODELOS_DOCUMENTO, timbreDoDocumento } from '@consultorio/contracts/documentos';
import {
  CORES,
  type Content,
  dataBr,
  documentoPadrao,
  modeloPdf,
  type TDocumentDefinitions,
} from '../../lib/pdf.ts';
import { comQuebras } from './pdf.ts';
import type { DocumentoParaArquivo } from './tipos.ts';

/*
 * The delivery receipt of a document (Resolução CFP nº 06/2019, art. 16 §1; docs/product.md §14): which document
 * (kind, date, purpose), who issued it, who receives it, and the blanks the receiver fills and signs. Kept by the
 * psychologist with the record.
 */

export const TITULO_PROTOCOLO = 'PROTOCOLO DE ENTREGA DE DOCUMENTO';
export const LINHA_RECEBIMENTO = 'Recebi o documento acima.';

/** Label/value rows with thin rules between them. */
const tabela = (linhas: [string, string][]): Content => ({
  margin: [0, 0, 0, 0],
  table: {
    widths: [130, '*'],
    body: linhas.map(([rotulo, valor]) => [
      { text: rotulo, color: CORES.suave },
      { text: comQuebras(valor) },
    ]),
  },
  layout: {
    hLineWidth: () => 0.5,
    vLineWidth: () => 0,
    hLineColor: () => CORES.linha,
    paddingTop: () => 5,
    paddingBottom: () => 5,
    paddingLeft: () => 0,
  },
});

/** A label and a line to write on ("Nome: ________"): the value cell has only its bottom border. */
const campoEmBranco = (rotulo: string): Content => ({
  margin: [0, 14, 0, 0],
  table: {
    widths: ['auto', '*'],
    body: [
      [
        { text: `${rotulo}:`, border: [false, false, false, false] },
        { text: ' ', border: [false, false, false, true] },
      ],
    ],
  },
  layout: {
    hLineWidth: () => 0.5,
    vLineWidth: () => 0,
    hLineColor: () => CORES.texto,
    paddingTop: () => 8,
    paddingBottom: () => 2,
    paddingLeft: (i: number) => (i === 0 ? 0 : 4),
    paddingRight: () => 0,
  },
});

const secao = (titulo: string): Content => ({
  text: titulo,
  bold: true,
  fontSize: 11,
  margin: [0, 18, 0, 6],
});

/** The receipt's definition (pure: no I/O), so it can be tested on its own. */
export function protocoloDocDefinition(d: DocumentoParaArquivo): TDocumentDefinitions {
  const doc = d.documento;
  const modelo = MODELOS_DOCUMENTO[doc.tipo];
  const p = d.profissional;
  const destinatario = doc.solicitante ?? d.paciente.nome;
  const definicao = documentoPadrao({
    titulo: `Protocolo de entrega — ${modelo.nome}`,
    autor: `${p.nome} (CRP ${p.crp})`,
    cabecalho: timbreDoDocumento(p),
    rodape: 'Protocolo de entrega (Resolução CFP nº 06/2019, art. 16, § 1º).',
    content: [
      {
        text: TITULO_PROTOCOLO,
        fontSize: 14,
        bold: true,
        alignment: 'center',
        characterSpacing: 0.5,
        margin: [0, 6, 0, 12],
      },
      secao('Documento'),
      tabela([
        ['Tipo', modelo.nome],
        ['Data', dataBr(doc.data)],
        ['Finalidade', doc.finalidade],
        ['Pessoa atendida', d.paciente.nome],
      ]),
      secao('Emitido por'),
      tabela([
        ['Psicólogo(a)', p.nome],
        ['CRP', p.crp],
      ]),
      secao('Destinatário'),
      tabela([[doc.solicitante ? 'Solicitante' : 'Pessoa atendida', destinatario]]),
      {
        unbreakable: true,
        margin: [0, 28, 0, 0],
        stack: [
          { text: LINHA_RECEBIMENTO, bold: true },
          campoEmBranco('Nome'),
          campoEmBranco('Documento (RG/CPF)'),
          campoEmBranco('Data'),
          campoEmBranco('Assinatura'),
        ],
      },
    ],
  });
  return { ...definicao, pageMargins: [48, 100, 48, 56] };
}

/** The receipt's PDF, rendered on the PDF worker: `gerarPdf(PDF, dados)` (lib/pdf.ts). */
export const PDF = modeloPdf(import.meta.url, protocoloDocDefinition);
