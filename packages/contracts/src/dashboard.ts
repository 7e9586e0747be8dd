import { agendamentoResumoSchema } from './agendamentos.ts';
import { z } from './zod.ts';

// docs/product.md §8.11: `GET /dashboard` (feature dashboard), the practice at a glance. Months and weeks are taken
// in the practice's time zone (profile fuso_horario, default America/Sao_Paulo).

export const aniversarianteSchema = z.object({
  paciente_id: z.uuid(),
  /** The name the patient goes by (nome_social when given). */
  nome: z.string(),
  /** Day of the month (1–31). */
  dia: z.number().int(),
  /** Age completed (or to complete) this year. */
  idade: z.number().int(),
});
export type Aniversariante = z.infer<typeof aniversarianteSchema>;

export const sessoesSemanaSchema = z.object({
  /** First day (Monday, YYYY-MM-DD) of the week. */
  semana: z.string(),
  realizadas: z.number().int(),
  /** falta + falta_justificada */
  faltas: z.number().int(),
});
export type SessoesSemana = z.infer<typeof sessoesSemanaSchema>;

export const dashboardSchema = z.object({
  /** The current month (YYYY-MM) the monthly figures refer to. */
  referencia: z.string(),
  /** Patients not archived with status_tratamento em_atendimento. */
  pacientes_ativos: z.number().int(),
  /** Patients registered this month. */
  novos_pacientes_mes: z.number().int(),
  /** Sessions held (presença realizada) this month. */
  sessoes_mes: z.number().int(),
  /** realizadas / (realizadas + faltas) this month, in %, one decimal; null without such sessions. */
  taxa_presenca_mes: z.number().nullable(),
  /** Paid receitas of this month (competência), reais. */
  receita_mes: z.number(),
  /** Every pending receita, reais. */
  a_receber: z.number(),
  /** The next 5 appointments from now. */
  proximos_agendamentos: z.array(agendamentoResumoSchema),
  /** Patients in treatment (em_atendimento or em_pausa, not archived) born in this month, by day. */
  aniversariantes_mes: z.array(aniversarianteSchema),
  /** The last 12 weeks (Monday to Sunday), oldest first; the last one is the current week. */
  sessoes_por_semana: z.array(sessoesSemanaSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
