import { timbreDoDocumento } from '@consultorio/contracts/documentos';
import type { Endereco } from '@consultorio/contracts/pessoa';
import { BASE_LEGAL_ASSINATURA, type StatusTermo } from '@consultorio/contracts/termos';
import {
  CORES,
  type Content,
  comQuebras,
  documentoPadrao,
  modeloPdf,
  paragrafos,
  type TDocumentDefinitions,
} from '../../lib/pdf.ts';

/*
 * A term's PDF (docs/product.md §20, docs/decisions/0081-term-signature-evidence.md): the psychologist's letterhead,
 * the title, the frozen text as sent, then the "Registro da assinatura eletrônica" — who signed (the CPF masked),
 * the role, date and time with the offset, IP, browser, the portal session, how the person was identified, the
 * SHA-256 of the text and the legal basis. The same file in the patient's page; the psychologist may sign it with
 * her A1 certificate as she signs documents.
 */

export interface TermoParaArquivo {
  titulo: string;
  texto: string;
  hash: string;
  status: StatusTermo;
  paciente: { nome: string };
  profissional: { nome: string; crp: string; email: string; telefone: string; endereco: Endereco | null };
  /** "02/12/2026 às 08:15", in the practice's zone. */
  enviado_em: string;
  assinatura: {
    nome: string;
    cpf_mascarado: string;
    papel: string;
    /** ISO 8601 with the offset, as stored when signed. */
    data_hora: string;
    /** "2 de dezembro de 2026, às 08:15 (horário de Brasília, UTC−03:00)". */
    data_hora_extenso: string;
    ip: string;
    navegador: string;
    identificacao: string;
    sessao: string;
  } | null;
  /** "Recusado pelo paciente em …" / "Cancelado em …", when so. */
  situacao: string | null;
}

const tituloDoTermo = (titulo: string): Content => ({
  text: titulo.toLocaleUpperCase('pt-BR'),
  fontSize: 14,
  bold: true,
  alignment: 'center',
  characterSpacing: 0.5,
  margin: [0, 6, 0, 20],
});

/** "Rótulo: valor" lines of the record, left-aligned (a hash or an address must not be stretched). */
const linha = (rotulo: string, valor: string): Content => ({
  text: [{ text: `${rotulo}: `, bold: true }, comQuebras(valor)],
  margin: [0, 0, 0, 3],
  alignment: 'left',
});

function registro(d: TermoParaArquivo): Content {
  const a = d.assinatura;
  const linhas: Content[] = a
    ? [
        linha('Assinado por', a.nome),
        linha('CPF', a.cpf_mascarado),
        linha('Papel', a.papel),
        linha('Data e hora', `${a.data_hora_extenso} — ${a.data_hora}`),
        linha('Endereço IP', a.ip),
        linha('Navegador', a.navegador),
        linha('Identificação', a.identificacao),
        linha('Sessão da área do paciente', a.sessao),
      ]
    : [
        {
          text: d.situacao ?? 'Aguardando a assinatura do paciente.',
          margin: [0, 0, 0, 3],
          alignment: 'left',
        },
      ];
  return {
    unbreakable: true,
    margin: [0, 18, 0, 0],
    stack: [
      {
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: 499, y2: 0, lineWidth: 0.5, lineColor: CORES.linha }],
        margin: [0, 0, 0, 8],
      },
      { text: 'Registro da assinatura eletrônica', bold: true, fontSize: 11, margin: [0, 0, 0, 6] },
      { stack: linhas, fontSize: 9, lineHeight: 1.25 },
      { stack: [linha('Enviado em', d.enviado_em)], fontSize: 9 },
      { stack: [linha('SHA-256 do texto', d.hash)], fontSize: 9 },
      ...(a ? [{ stack: [linha('Tipo', `${BASE_LEGAL_ASSINATURA}.`)], fontSize: 9 } satisfies Content] : []),
    ],
  };
}

/** The term's document definition (pure: no I/O). */
export function termoDocDefinition(d: TermoParaArquivo): TDocumentDefinitions {
  const definicao = documentoPadrao({
    // Metadata and footer: the kind of term, never the patient's name (docs/security.md).
    titulo: d.titulo,
    autor: `${d.profissional.nome} (CRP ${d.profissional.crp})`,
    cabecalho: timbreDoDocumento(d.profissional),
    rodape: d.titulo,
    content: [tituloDoTermo(d.titulo), ...paragrafos(d.texto), registro(d)],
  });
  return {
    ...definicao,
    pageMargins: [48, 100, 48, 56],
    defaultStyle: { ...definicao.defaultStyle, fontSize: 10.5, lineHeight: 1.35, alignment: 'justify' },
  };
}

export const PDF = modeloPdf(import.meta.url, termoDocDefinition);
