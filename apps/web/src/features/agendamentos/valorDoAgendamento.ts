import { formatMoney } from '../../lib/format';

/**
 * The value an appointment's details show: its own; else the one its session would get — the patient's price
 * ("R$ 200,00 — valor do paciente") or the profile's default ("— valor padrão"); "—" when there is none.
 */
export function valorDoAgendamento(
  valor: number | null,
  valorDoPaciente: number | null | undefined,
  valorPadrao: number | null | undefined,
): string {
  if (valor !== null) return formatMoney(valor);
  if (valorDoPaciente != null) return `${formatMoney(valorDoPaciente)} — valor do paciente`;
  if (valorPadrao != null) return `${formatMoney(valorPadrao)} — valor padrão`;
  return '—';
}
