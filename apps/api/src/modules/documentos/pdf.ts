import {
  type AutorDocumento,
  LINHA_SIGILOSO,
  MODELOS_DOCUMENTO,
  paragrafoValidade,
  type SecaoDocumento,
  timbreDoDocumento,
} from '@consultorio/contracts/documentos';
import { localEData } from '@consultorio/contracts/endereco';
import {
  CORES,
  type Content,
  comQuebras,
  documentoPadrao,
  linhaDeAssinatura,
  modeloPdf,
  paragrafos,
  type TDocumentDefinitions,
} from '../../lib/pdf.ts';
import type { DocumentoParaArquivo } from './tipos.ts';

// The user's text as paragraphs, with breaks in long runs: one helper for every area (lib/pdf.ts).
export { comQuebras, paragrafos };

/*
 * A psychologist's document as Resolução CFP nº 06/2019 lays it out (docs/product.md §14): the letterhead on every
 * page (name, CRP, address, phone, e-mail), the title in capitals, the identification, the kind's sections —
 * numbered after "1. Identificação" in relatórios, laudos and pareceres (arts. 11–14), as continuous text in a
 * declaração or an atestado (arts. 9–10) —, the validity paragraph last (art. 17), the optional confidentiality
 * line, place and date, the signature block, and "Página X de Y" on every page (art. 5 §8).
 */

/** The signature block: place and date, a line, the name and the CRP; kept together on the last page. */
export function blocoAssinatura(d: DocumentoParaArquivo): Content {
  return {
    unbreakable: true,
    margin: [0, 24, 0, 0],
    stack: [
      { text: localEData(d.profissional.endereco, d.documento.data) },
      linhaDeAssinatura([0, 48, 0, 0]),
      { text: d.profissional.nome, margin: [0, 4, 0, 0] },
      { text: `CRP ${d.profissional.crp}`, fontSize: 9.5, color: CORES.suave },
    ],
  };
}

const tituloDoDocumento = (titulo: string): Content => ({
  text: titulo,
  fontSize: 14,
  bold: true,
  alignment: 'center',
  characterSpacing: 0.5,
  margin: [0, 6, 0, 20],
});

const tituloDaSecao = (titulo: string): Content => ({
  text: titulo,
  bold: true,
  fontSize: 11,
  margin: [0, 10, 0, 6],
  headlineLevel: 1,
});

/** "Rótulo: valor" lines; a list of values goes one per line under its label. */
function linhasDeIdentificacao(linhas: Array<[string, string | string[]]>): Content[] {
  return linhas.map(([rotulo, valor]) =>
    Array.isArray(valor)
      ? {
          margin: [0, 0, 0, 4],
          stack: [
            { text: `${rotulo}:`, bold: true },
            { ul: valor.map(comQuebras), margin: [8, 2, 0, 0] },
          ],
        }
      : { text: [{ text: `${rotulo}: `, bold: true }, comQuebras(valor)], margin: [0, 0, 0, 4] },
  );
}

const linhaAutor = (a: AutorDocumento): string => [a.nome, a.profissao, a.registro].join(' — ');
const semAcentos = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
/** An author row that is the psychologist herself: the same name, or her CRP as the registration. */
const mesmaPessoa = (a: AutorDocumento, p: DocumentoParaArquivo['profissional']) =>
  semAcentos(a.nome) === semAcentos(p.nome) || a.registro.replace(/\D/g, '') === p.crp.replace(/\D/g, '');

/** The identification (art. 11 I): the person seen, the requester, the purpose and who wrote it. */
function identificacao(d: DocumentoParaArquivo, numerada: boolean): Content[] {
  const doc = d.documento;
  const p = d.profissional;
  const linhas: Array<[string, string | string[]]> = [['Pessoa atendida', d.paciente.nome]];
  if (doc.solicitante) linhas.push(['Solicitante', doc.solicitante]);
  linhas.push(['Finalidade', doc.finalidade]);
  if (doc.tipo === 'relatorio_multiprofissional') {
    // Art. 12: every author with profession and registration, the psychologist among them (once, even when the
    // form's list names her too).
    const outros = (doc.secoes.autores ?? []).filter((a) => !mesmaPessoa(a, p));
    linhas.push(['Autores', [`${p.nome} — Psicólogo(a) — CRP ${p.crp}`, ...outros.map(linhaAutor)]]);
  } else if (numerada) linhas.push(['Autor(a)', `${p.nome} — CRP ${p.crp}`]);
  return [
    ...(numerada ? [tituloDaSecao('1. Identificação')] : []),
    { stack: linhasDeIdentificacao(linhas), margin: [0, 0, 0, numerada ? 4 : 14] },
  ];
}

/** The kind's text sections in order; the report kinds number them after the identification. */
function secoes(d: DocumentoParaArquivo, numerada: boolean): Content[] {
  const modelo = MODELOS_DOCUMENTO[d.documento.tipo];
  const textos = d.documento.secoes as Partial<Record<SecaoDocumento, unknown>>;
  const out: Content[] = [];
  let numero = 1;
  for (const secao of modelo.secoes) {
    if (secao.formato !== 'texto') continue;
    const texto = textos[secao.chave];
    if (typeof texto !== 'string' || !texto.trim()) continue;
    if (numerada) out.push(tituloDaSecao(`${++numero}. ${secao.rotulo}`));
    out.push(...paragrafos(texto));
  }
  return out;
}

/** The document definition (pure: no I/O), so it can be measured and tested on its own. */
export function documentoDocDefinition(d: DocumentoParaArquivo): TDocumentDefinitions {
  const doc = d.documento;
  const modelo = MODELOS_DOCUMENTO[doc.tipo];
  const numerada = modelo.secoes.some((s) => s.chave === 'descricao_demanda');
  const validade = paragrafoValidade(doc.prazo_validade);
  const definicao = documentoPadrao({
    titulo: modelo.nome,
    autor: `${d.profissional.nome} (CRP ${d.profissional.crp})`,
    cabecalho: timbreDoDocumento(d.profissional),
    rodape: `${modelo.nome} — ${d.paciente.nome}`,
    content: [
      tituloDoDocumento(modelo.titulo),
      ...identificacao(d, numerada),
      ...secoes(d, numerada),
      ...(validade ? [{ text: validade, margin: [0, 6, 0, 8] } satisfies Content] : []),
      ...(doc.sigiloso ? [{ text: LINHA_SIGILOSO, margin: [0, 0, 0, 8] } satisfies Content] : []),
      blocoAssinatura(d),
    ],
  });
  return {
    ...definicao,
    // Four letterhead lines: room for them above the text.
    pageMargins: [48, 100, 48, 56],
    defaultStyle: { ...definicao.defaultStyle, fontSize: 10.5, lineHeight: 1.35, alignment: 'justify' },
  };
}

/** The document's PDF, rendered on the PDF worker: `gerarPdf(PDF, dados)` (lib/pdf.ts). */
export const PDF = modeloPdf(import.meta.url, documentoDocDefinition);
