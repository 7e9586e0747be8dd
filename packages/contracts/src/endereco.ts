import { formatCep } from './br.ts';
import { dataExtenso } from './tempo.ts';

/*
 * An address on one line and the place beside a date, for letterheads, receipts and reminders. Apart from pessoa.ts
 * (the fields' schemas, which the log-in page loads) because the date in full brings the date library along.
 */

/** An address with any of its parts filled: the form's values, the profile as answered, a patient's. */
export interface EnderecoPartes {
  logradouro?: string | null;
  numero?: string | null;
  complemento?: string | null;
  bairro?: string | null;
  cidade?: string | null;
  uf?: string | null;
  cep?: string | null;
}

/** "São Paulo/SP" (or the city alone), the place printed beside a date; null without a city. */
export function cidadeUf(e: EnderecoPartes | null | undefined): string | null {
  const cidade = e?.cidade?.trim();
  if (!cidade) return null;
  const uf = e?.uf?.trim();
  return uf ? `${cidade}/${uf}` : cidade;
}

/**
 * The address on one line, with the parts that are filled: "Rua das Flores, 100, sala 2 · Centro · São Paulo/SP ·
 * CEP 01310-100" (letterheads); `{ separador: ' - ', cep: false }` gives the reminders' "… - Centro - Santos/SP".
 * Null when nothing is filled.
 */
export function enderecoEmLinha(
  e: EnderecoPartes | null | undefined,
  { separador = ' · ', cep = true }: { separador?: string; cep?: boolean } = {},
): string | null {
  if (!e) return null;
  const rua = [e.logradouro, e.numero, e.complemento]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
  const textoCep = cep && e.cep?.trim() ? `CEP ${formatCep(e.cep.trim())}` : '';
  return [rua, e.bairro?.trim(), cidadeUf(e), textoCep].filter(Boolean).join(separador) || null;
}

/** "São Paulo/SP, 12 de março de 2026." (the date alone when there is no city), as documents and receipts close. */
export function localEData(e: EnderecoPartes | null | undefined, dia: string): string {
  const local = cidadeUf(e);
  return `${local ? `${local}, ` : ''}${dataExtenso(dia)}.`;
}
