import {
  type AgendamentoOnline,
  type AgendamentoOnlineInput,
  DIAS_SEMANA,
  type HorarioAtendimento,
} from '@consultorio/contracts/agendamento-online';

/*
 * The booking page's settings form (docs/product.md §16): the weekly hours are one flat list, as the API takes them
 * (so its errors, e.g. "horarios.3.inicio", land on the right range), shown grouped by weekday.
 */

export type PaginaValues = Omit<AgendamentoOnlineInput, 'mensagem'> & {
  horarios: HorarioAtendimento[];
  mensagem: string;
};

export const toValues = (p: AgendamentoOnline): PaginaValues => ({
  ativo: p.ativo,
  slug: p.slug,
  duracao_minutos: p.duracao_minutos,
  intervalo_minutos: p.intervalo_minutos,
  antecedencia_minima_horas: p.antecedencia_minima_horas,
  janela_dias: p.janela_dias,
  horarios: p.horarios.map((h) => ({ ...h })),
  confirmacao: p.confirmacao,
  modalidades: [...p.modalidades],
  mensagem: p.mensagem ?? '',
});

export const toBody = (v: PaginaValues): AgendamentoOnlineInput => ({
  ...v,
  duracao_minutos: Number(v.duracao_minutos),
  intervalo_minutos: Number(v.intervalo_minutos),
  antecedencia_minima_horas: Number(v.antecedencia_minima_horas),
  janela_dias: Number(v.janela_dias),
  mensagem: v.mensagem.trim() || null,
});

/** The ranges of one weekday with their index in the flat list, ordered by start. */
export const faixasDoDia = (horarios: HorarioAtendimento[], dia: number) =>
  horarios
    .map((h, indice) => ({ ...h, indice }))
    .filter((h) => h.dia_semana === dia)
    .sort((a, b) => a.inicio.localeCompare(b.inicio));

const soma = (hhmm: string, minutos: number) => {
  const m = Math.min(23 * 60 + 59, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) + minutos);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** A new range for a weekday: after its last one (an hour later, for four hours), or 09:00–12:00. */
export function novaFaixa(horarios: HorarioAtendimento[], dia: number): HorarioAtendimento {
  const ultima = faixasDoDia(horarios, dia).at(-1);
  if (!ultima) return { dia_semana: dia, inicio: '09:00', fim: '12:00' };
  const inicio = soma(ultima.fim, 60);
  return { dia_semana: dia, inicio, fim: soma(inicio, 240) };
}

/** "Segunda: 09:00–12:00, 14:00–18:00" for each weekday with hours, Monday first. */
export function resumoDosHorarios(horarios: HorarioAtendimento[]): string[] {
  return [1, 2, 3, 4, 5, 6, 0]
    .map((d) => ({ d, faixas: faixasDoDia(horarios, d) }))
    .filter(({ faixas }) => faixas.length > 0)
    .map(({ d, faixas }) => `${DIAS_SEMANA[d]}: ${faixas.map((f) => `${f.inicio}–${f.fim}`).join(', ')}`);
}

/** The fields the API may name in its errors, for this list of ranges. */
export const camposDaPagina = (horarios: HorarioAtendimento[]): string[] => [
  'ativo',
  'slug',
  'duracao_minutos',
  'intervalo_minutos',
  'antecedencia_minima_horas',
  'janela_dias',
  'horarios',
  'confirmacao',
  'modalidades',
  'mensagem',
  ...horarios.flatMap((_, i) => [`horarios.${i}.inicio`, `horarios.${i}.fim`, `horarios.${i}.dia_semana`]),
];
