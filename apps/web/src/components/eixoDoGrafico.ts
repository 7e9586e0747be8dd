/**
 * The value axis of a bar chart: from 0 to its last tick, in steps of 1, 2 or 5 times a power of ten, at most
 * `divisoes` of them to cover the largest value. Recharts' own ticks could stop below the tallest bar (the weekly
 * sessions reached above their top label, "16") and put the last money label against the one before it.
 * Pass the result as the axis' `domain` and `ticks`.
 */
export function eixoDoGrafico(
  maior: number,
  { divisoes = 4, inteiro = false }: { divisoes?: number; inteiro?: boolean } = {},
): { domain: [number, number]; ticks: number[] } {
  const alvo = maior > 0 ? maior / divisoes : 1;
  const potencia = 10 ** Math.floor(Math.log10(alvo));
  let passo = [1, 2, 5, 10].map((m) => m * potencia).find((p) => p >= alvo * (1 - 1e-9)) ?? 10 * potencia;
  if (inteiro) passo = Math.max(1, Math.round(passo));
  const passos = Math.max(1, Math.ceil(maior / passo - 1e-9));
  // toPrecision: 3 × 0.1 is 0.30000000000000004 in floating point.
  const ticks = Array.from({ length: passos + 1 }, (_, i) => Number((i * passo).toPrecision(12)));
  return { domain: [0, ticks[passos]], ticks };
}
