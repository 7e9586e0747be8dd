import {
  type AutorDocumento,
  LINHA_SIGILOSO,
  MODELOS_DOCUMENTO,
  paragrafoValidade,
  timbreDoDocumento,
} from '@consultorio/contracts/documentos';
import {
  cidadeUf,
  type EnderecoPartes,
  localEData as localEDataDoPdf,
} from '@consultorio/contracts/endereco';
import { brDateToIso } from '../../lib/masks';
import type { DocumentoFormValues, SecaoTexto } from './documentoForm';

/** One section of the preview's body: its number and label (report kinds) and its text. */
export interface BlocoPrevia {
  chave: string;
  /** "2. Descrição da demanda"; null in a declaração or an atestado, whose text follows the identification. */
  titulo: string | null;
  /** The text's paragraphs (a blank line starts one; a single line break stays inside it). */
  paragrafos: string[];
  /** The section's label while a required section is still blank, shown as a placeholder. */
  pendente: string | null;
}

/**
 * The document as its PDF lays it out (docs/product.md §14; the API's modules/documentos/pdf.ts): the same parts in
 * the same order, so what the psychologist reads while writing is what the PDF prints.
 */
export interface Previa {
  /** The letterhead: name, CRP, address and contact. */
  cabecalho: string[];
  titulo: string;
  /** "1. Identificação" in the report kinds; null in a declaração or an atestado (lines without a heading). */
  tituloIdentificacao: string | null;
  /** "Rótulo: valor" lines; a list (the authors) goes one per line under its label. */
  identificacao: Array<{ rotulo: string; valor: string | string[] }>;
  blocos: BlocoPrevia[];
  validade: string | null;
  sigiloso: string | null;
  localData: string;
  assinatura: { nome: string; crp: string };
}

/** Who writes: the logged-in user's profile. */
export interface Autoria {
  nome: string;
  crp: string;
  email?: string | null;
  telefone?: string | null;
  endereco?: EnderecoPartes | null;
}

/**
 * "São Paulo/SP, 12 de março de 2026." as the PDF closes (or just the date when the profile has no city); a date
 * still being typed is shown as typed.
 */
export function localEData(dataBr: string, endereco: Autoria['endereco']): string {
  const iso = brDateToIso(dataBr);
  if (iso) return localEDataDoPdf(endereco, iso);
  const local = cidadeUf(endereco);
  return `${local ? `${local}, ` : ''}${dataBr.trim() || '[data]'}.`;
}

/** The user's text as typed: a blank line starts a new paragraph, a single line break stays a line break. */
export const paragrafos = (texto: string): string[] =>
  texto
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.replace(/^\n+|\s+$/g, ''))
    .filter((p) => p.trim());

export const linhaAutor = (a: AutorDocumento): string =>
  [a.nome.trim(), a.profissao.trim(), a.registro.trim()].filter(Boolean).join(' — ');

const semAcentos = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
/** An author row that is the psychologist herself (listed once, first): the same name, or her CRP as registration. */
const mesmaPessoa = (a: AutorDocumento, autoria: Autoria) =>
  semAcentos(a.nome) === semAcentos(autoria.nome) ||
  (a.registro.replace(/\D/g, '') !== '' && a.registro.replace(/\D/g, '') === autoria.crp.replace(/\D/g, ''));

/**
 * The preview of the form's values: the letterhead, the title in capitals, the identification (the person seen, the
 * requester, the purpose, the author — every author in a multiprofessional report), the kind's text sections in
 * order — numbered after "1. Identificação" in relatórios, laudos and pareceres (arts. 11–14) — the validity
 * paragraph (art. 17), the optional confidentiality line, place and date, and the signature block.
 */
export function montarPrevia(v: DocumentoFormValues, paciente: string, autoria: Autoria): Previa {
  const modelo = MODELOS_DOCUMENTO[v.tipo];
  const numerada = modelo.secoes.some((s) => s.chave === 'descricao_demanda');
  const crp = `CRP ${autoria.crp}`.trim();
  const identificacao: Previa['identificacao'] = [{ rotulo: 'Pessoa atendida', valor: paciente }];
  if (v.solicitante.trim() || modelo.solicitante_obrigatorio)
    identificacao.push({ rotulo: 'Solicitante', valor: v.solicitante.trim() });
  identificacao.push({ rotulo: 'Finalidade', valor: v.finalidade.trim() });
  if (v.tipo === 'relatorio_multiprofissional') {
    const outros = v.secoes.autores.filter((a) => linhaAutor(a) && !mesmaPessoa(a, autoria));
    identificacao.push({
      rotulo: 'Autores',
      valor: [`${autoria.nome} — Psicólogo(a) — ${crp}`, ...outros.map(linhaAutor)],
    });
  } else if (numerada) identificacao.push({ rotulo: 'Autor(a)', valor: `${autoria.nome} — ${crp}` });

  let numero = 1;
  const blocos: BlocoPrevia[] = [];
  for (const secao of modelo.secoes) {
    if (secao.formato !== 'texto') continue;
    const texto = v.secoes[secao.chave as SecaoTexto];
    // A blank optional section is not printed (and takes no number).
    if (!texto.trim() && !secao.obrigatoria) continue;
    blocos.push({
      chave: secao.chave,
      titulo: numerada ? `${++numero}. ${secao.rotulo}` : null,
      paragrafos: paragrafos(texto),
      pendente: texto.trim() ? null : secao.rotulo,
    });
  }

  return {
    cabecalho: timbreDoDocumento(autoria),
    titulo: modelo.titulo,
    tituloIdentificacao: numerada ? '1. Identificação' : null,
    identificacao,
    blocos,
    validade: paragrafoValidade(v.prazo_validade),
    sigiloso: v.sigiloso ? LINHA_SIGILOSO : null,
    localData: localEData(v.data, autoria.endereco),
    assinatura: { nome: autoria.nome, crp },
  };
}
