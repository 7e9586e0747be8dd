import {
  type AutorDocumento,
  LINHA_SIGILOSO,
  MODELOS_DOCUMENTO,
  paragrafoValidade,
} from '@consultorio/contracts/documentos';
import { brDateToIso } from '../../lib/masks';
import type { DocumentoFormValues, SecaoTexto } from './documentoForm';

/** One block of the preview's body: a section with its number (report kinds) and its text or authors. */
export interface BlocoPrevia {
  chave: string;
  /** "2. Descrição da demanda"; null in a declaração or an atestado, whose text follows the identification. */
  titulo: string | null;
  /** The text's paragraphs; empty when the section is still blank (`pendente` names what goes there). */
  paragrafos: string[];
  autores?: AutorDocumento[];
  /** The section's label while it is blank, shown as a placeholder. */
  pendente: string | null;
}

/** The document as the PDF lays it out (docs/product.md §14, Resolução CFP nº 06/2019 arts. 8–17). */
export interface Previa {
  /** The letterhead: who issues it. */
  cabecalho: string[];
  titulo: string;
  /** "1. Identificação" in the report kinds; null in a declaração or an atestado (lines without a heading). */
  tituloIdentificacao: string | null;
  identificacao: Array<{ rotulo: string; valor: string }>;
  blocos: BlocoPrevia[];
  validade: string | null;
  sigiloso: string | null;
  localData: string;
  assinatura: { nome: string; crp: string };
}

export interface Autoria {
  nome: string;
  crp: string;
  cidade?: string | null;
  uf?: string | null;
}

const dataLonga = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' });

/** "São Paulo/SP, 12 de março de 2026." (or just the date when the profile has no city). */
export function localEData(dataBr: string, autoria: Pick<Autoria, 'cidade' | 'uf'>): string {
  const iso = brDateToIso(dataBr);
  const data = iso ? dataLonga.format(new Date(`${iso}T12:00:00Z`)) : dataBr.trim() || '[data]';
  const cidade = autoria.cidade?.trim();
  const local = cidade ? `${cidade}${autoria.uf?.trim() ? `/${autoria.uf.trim()}` : ''}, ` : '';
  return `${local}${data}.`;
}

const paragrafos = (texto: string): string[] =>
  texto
    .split(/\n{2,}|\n/)
    .map((p) => p.trim())
    .filter(Boolean);

const autorPreenchido = (a: AutorDocumento) => a.nome.trim() || a.profissao.trim() || a.registro.trim();
export const linhaAutor = (a: AutorDocumento): string =>
  [a.nome.trim(), a.profissao.trim(), a.registro.trim()].filter(Boolean).join(' — ');

/**
 * The preview of the form's values: the title in capitals, the identification (the person seen, the requester, the
 * purpose, the author), the kind's sections in order — numbered after "1. Identificação" in relatórios, laudos and
 * pareceres (art. 11–14) — the validity paragraph (art. 17), the optional confidentiality line, place and date, and
 * the signature block with the author's name and CRP.
 */
export function montarPrevia(v: DocumentoFormValues, paciente: string, autoria: Autoria): Previa {
  const modelo = MODELOS_DOCUMENTO[v.tipo];
  const numerada = modelo.secoes.some((s) => s.chave === 'descricao_demanda');
  const crp = autoria.crp.trim() ? `CRP ${autoria.crp.trim()}` : 'CRP';
  const autores = v.secoes.autores.filter(autorPreenchido);
  const identificacao: Previa['identificacao'] = [
    { rotulo: numerada ? 'Pessoa atendida' : 'Nome', valor: paciente },
  ];
  if (v.solicitante.trim() || modelo.solicitante_obrigatorio)
    identificacao.push({ rotulo: 'Solicitante', valor: v.solicitante.trim() });
  identificacao.push({ rotulo: 'Finalidade', valor: v.finalidade.trim() });
  if (numerada) identificacao.push({ rotulo: 'Autora/Autor', valor: `${autoria.nome} — ${crp}` });

  let numero = 1;
  const blocos: BlocoPrevia[] = [];
  for (const secao of modelo.secoes) {
    const titulo = numerada ? `${++numero}. ${secao.rotulo}` : null;
    if (secao.formato === 'autores') {
      blocos.push({
        chave: secao.chave,
        titulo,
        paragrafos: [],
        autores,
        pendente: autores.length ? null : secao.rotulo,
      });
      continue;
    }
    const texto = v.secoes[secao.chave as SecaoTexto];
    // An optional section left blank is not printed (and takes no number).
    if (!texto.trim() && !secao.obrigatoria) {
      if (numerada) numero--;
      continue;
    }
    blocos.push({
      chave: secao.chave,
      titulo,
      paragrafos: paragrafos(texto),
      pendente: texto.trim() ? null : secao.rotulo,
    });
  }

  return {
    cabecalho: [autoria.nome, crp],
    titulo: modelo.titulo,
    tituloIdentificacao: numerada ? '1. Identificação' : null,
    identificacao,
    blocos,
    validade: paragrafoValidade(v.prazo_validade),
    sigiloso: v.sigiloso ? LINHA_SIGILOSO : null,
    localData: localEData(v.data, autoria),
    assinatura: { nome: autoria.nome, crp },
  };
}
