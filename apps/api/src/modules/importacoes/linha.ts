import { onlyDigits } from '@consultorio/contracts/br';
import { motivoDataInvalida } from '@consultorio/contracts/common';
import {
  type CampoImportacao,
  type ErroImportacao,
  type LinhaImportada,
  type Mapeamento,
  MSG_IMPORTACAO,
  normalizarCabecalho,
} from '@consultorio/contracts/importacoes';
import {
  FREQUENCIA_LABELS,
  MODALIDADE_LABELS,
  type PacienteCreateParsed,
  pacienteCreateSchema,
  STATUS_TRATAMENTO_LABELS,
} from '@consultorio/contracts/pacientes';
import { hojeEm } from '@consultorio/contracts/tempo';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

/*
 * One spreadsheet row into a patient, with the patient form's own rules (contracts pacienteCreateSchema). The cells
 * are first read the way people type them in a spreadsheet: dates dd/mm/aaaa, dd/mm/aa or aaaa-mm-dd, money
 * "R$ 1.500,00", a CPF or a CEP whose leading zero Excel dropped, the labels of the choices ("Híbrido", "Quinzenal",
 * "Em atendimento"), and the ' that a formula guard (ours included, lib/csv.ts) put before = + - @.
 */

const FORMATOS_DE_DATA = ['DD/MM/YYYY', 'D/M/YYYY', 'YYYY-MM-DD', 'DD-MM-YYYY', 'DD.MM.YYYY'];

/** dd/mm/aa (LibreOffice's pt-BR default), also with - or . between the parts. */
const DATA_ANO_CURTO = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2})$/;

/**
 * A two-digit year by a pivot on today (docs/decisions/0059-spreadsheet-import.md): up to this year's two digits it
 * is 20xx, above them 19xx; a date that cannot be in the future (a birth date) whose 20xx falls after today is 19xx.
 */
function anoDeDoisDigitos(dia: number, mes: number, aa: number, passado: boolean, hoje: string): number {
  const seculoAtual = Math.floor(Number(hoje.slice(0, 4)) / 100) * 100;
  const ano = aa <= Number(hoje.slice(2, 4)) ? seculoAtual + aa : seculoAtual - 100 + aa;
  const data = `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
  return passado && data > hoje ? ano - 100 : ano;
}

/**
 * A date as YYYY-MM-DD, or null when it is no real date in one of the accepted formats. `passado`: the date cannot
 * be after today (a birth date), which decides the century of a two-digit year.
 */
export function lerData(texto: string, { passado = false, hoje = hojeEm() } = {}): string | null {
  let entrada = texto.trim();
  const curta = DATA_ANO_CURTO.exec(entrada);
  if (curta) {
    const [, dia, sep, mes, aa] = curta;
    const ano = anoDeDoisDigitos(Number(dia), Number(mes), Number(aa), passado, hoje);
    entrada = `${dia}${sep}${mes}${sep}${ano}`;
  }
  const d = dayjs(entrada, FORMATOS_DE_DATA, true);
  return d.isValid() ? d.format('YYYY-MM-DD') : null;
}

/** "R$ 1.500,00", "150,5", "150.50", "1500" → reais; null when it is not an amount. */
export function lerValor(texto: string): number | null {
  let s = texto.replace(/R\$|\s/gi, '');
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(s)) s = s.replace(/\./g, '');
  s = s.replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  return Number(s);
}

/** Excel drops the leading zeros of a CPF typed as a number: 9 or 10 digits get them back. */
export function lerCpf(texto: string): string {
  const digitos = onlyDigits(texto);
  return /^\d{9,10}$/.test(texto.trim()) ? digitos.padStart(11, '0') : texto;
}

/** A CEP typed as a number loses its leading zero (01001-000 → 1001000): 7 digits get it back. */
export const lerCep = (texto: string): string => (/^\d{7}$/.test(texto) ? `0${texto}` : texto);

/**
 * A formula guard writes '=SOMA(…) so that a spreadsheet shows the text instead of running it; the ' is not part of
 * the value, so an exported list imported again gives back the same names.
 */
export const semProtecaoDeFormula = (texto: string): string => texto.replace(/^'(?=[=+\-@])/, '');

/** A choice by its key or its label, compared without accents or case ("hibrido", "Híbrido"). */
function lerOpcao<K extends string>(labels: Record<K, string>, texto: string): K | null {
  const alvo = normalizarCabecalho(texto);
  for (const [chave, rotulo] of Object.entries(labels) as [K, string][]) {
    if (normalizarCabecalho(chave) === alvo || normalizarCabecalho(rotulo) === alvo) return chave;
  }
  return null;
}

const OPCOES: Partial<Record<CampoImportacao, Record<string, string>>> = {
  modalidade: MODALIDADE_LABELS,
  frequencia: FREQUENCIA_LABELS,
  status_tratamento: STATUS_TRATAMENTO_LABELS,
};

/** The value a cell gives its field, or an error message. Empty cells are left out. */
function valorDoCampo(campo: CampoImportacao, texto: string): { valor: unknown } | { erro: string } {
  if (campo === 'data_nascimento' || campo === 'data_inicio') {
    const data = lerData(texto, { passado: campo === 'data_nascimento' });
    return data ? { valor: data } : { erro: motivoDataInvalida(texto) };
  }
  if (campo === 'valor_sessao') {
    const valor = lerValor(texto);
    return valor === null ? { erro: MSG_IMPORTACAO.valorInvalido } : { valor };
  }
  if (campo === 'cpf' || campo === 'responsavel.cpf') return { valor: lerCpf(texto) };
  if (campo === 'endereco.cep') return { valor: lerCep(texto) };
  if (campo === 'endereco.uf') return { valor: texto.toUpperCase() };
  const labels = OPCOES[campo];
  if (labels) {
    const chave = lerOpcao(labels, texto);
    return chave
      ? { valor: chave }
      : { erro: MSG_IMPORTACAO.opcaoInvalida(Object.values(labels).join(', ')) };
  }
  return { valor: texto };
}

export type LinhaConvertida =
  | { ok: true; paciente: PacienteCreateParsed }
  | { ok: false; erros: Omit<ErroImportacao, 'linha'>[] };

/** The row's patient as the form would save it, or every error of the row (one per field). */
export function converterLinha(
  colunas: readonly string[],
  celulas: readonly string[],
  mapeamento: Mapeamento,
): LinhaConvertida {
  const entrada: Record<string, unknown> = {};
  const erros: Omit<ErroImportacao, 'linha'>[] = [];
  for (const [campo, coluna] of Object.entries(mapeamento) as [CampoImportacao, string][]) {
    const texto = semProtecaoDeFormula((celulas[colunas.indexOf(coluna)] ?? '').trim());
    if (texto === '') continue;
    const lido = valorDoCampo(campo, texto);
    if ('erro' in lido) {
      erros.push({ campo, motivo: lido.erro });
      continue;
    }
    const [grupo, sub] = campo.split('.');
    if (sub) entrada[grupo] = { ...(entrada[grupo] as object | undefined), [sub]: lido.valor };
    else entrada[campo] = lido.valor;
  }
  const parsed = pacienteCreateSchema.safeParse(entrada);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const campo = issue.path.join('.') || null;
      if (!erros.some((e) => e.campo === campo)) erros.push({ campo, motivo: issue.message });
    }
  }
  if (erros.length > 0 || !parsed.success) return { ok: false, erros };
  return { ok: true, paciente: parsed.data };
}

const ou = <T>(v: T | null | undefined): T | null => v ?? null;

/** A converted row in the preview's shape (every field present, null when empty). */
export function comoSeraSalvo(linha: number, p: PacienteCreateParsed): LinhaImportada {
  const e = p.endereco;
  return {
    linha,
    nome: p.nome,
    nome_social: ou(p.nome_social),
    data_nascimento: ou(p.data_nascimento),
    cpf: ou(p.cpf),
    rg: ou(p.rg),
    genero: ou(p.genero),
    email: ou(p.email),
    telefone: p.telefone,
    endereco: e
      ? {
          cep: ou(e.cep),
          logradouro: ou(e.logradouro),
          numero: ou(e.numero),
          complemento: ou(e.complemento),
          bairro: ou(e.bairro),
          cidade: ou(e.cidade),
          uf: ou(e.uf),
        }
      : null,
    profissao: ou(p.profissao),
    escolaridade: ou(p.escolaridade),
    estado_civil: ou(p.estado_civil),
    responsavel: p.responsavel
      ? {
          nome: ou(p.responsavel.nome),
          cpf: ou(p.responsavel.cpf),
          telefone: ou(p.responsavel.telefone),
          parentesco: ou(p.responsavel.parentesco),
        }
      : null,
    contato_emergencia: p.contato_emergencia
      ? {
          nome: ou(p.contato_emergencia.nome),
          telefone: ou(p.contato_emergencia.telefone),
          parentesco: ou(p.contato_emergencia.parentesco),
        }
      : null,
    modalidade: ou(p.modalidade),
    frequencia: ou(p.frequencia),
    valor_sessao: ou(p.valor_sessao),
    status_tratamento: p.status_tratamento ?? 'em_atendimento',
    data_inicio: ou(p.data_inicio),
    observacoes: ou(p.observacoes),
  };
}
