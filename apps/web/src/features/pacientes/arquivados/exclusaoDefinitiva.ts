import { MOTIVO_LEGAL_MAX, MOTIVO_LEGAL_MIN, MSG_PACIENTES } from '@consultorio/contracts/pacientes';

/**
 * The rule of "Excluir definitivamente" (docs/product.md §8.3), as the API applies it: before
 * `excluir_a_partir_de` the records are still within the legal retention and the erasure needs a legal reason;
 * from that day on, a plain confirmation. Dates YYYY-MM-DD; `hoje` is the practice's day (contracts `hojeEm`).
 */
export const dentroDoPrazo = (excluirAPartirDe: string, hoje: string): boolean => hoje < excluirAPartirDe;

/** The legal reason's error, or null: required within the period, 20 to 1000 characters when given. */
export function erroDoMotivo(motivo: string, exigido: boolean): string | null {
  const texto = motivo.trim();
  if (!texto) return exigido ? 'Informe o motivo legal da exclusão antes do prazo.' : null;
  if (texto.length < MOTIVO_LEGAL_MIN) return MSG_PACIENTES.motivoLegalCurto;
  if (texto.length > MOTIVO_LEGAL_MAX) return MSG_PACIENTES.motivoLegalLongo;
  return null;
}

/** What the request sends: the reason only within the period (after it, nothing is needed). */
export const motivoParaEnviar = (motivo: string, exigido: boolean): string | undefined =>
  exigido ? motivo.trim() : undefined;
