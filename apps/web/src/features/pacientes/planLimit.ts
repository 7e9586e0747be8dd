import { formatLimit, type PlanStats, UNLIMITED } from '@consultorio/contracts/planos';

/** Why "Novo paciente" is disabled (docs/product.md §6.2, §6.3), or null when the plan allows a new patient. */
export function novoPacienteBloqueio(plan: {
  paused: boolean;
  stats: PlanStats;
  plano: { nome: string };
}): string | null {
  if (plan.paused) return 'Seu plano está pausado: renove-o para cadastrar novos pacientes.';
  if (!plan.stats.can_add_paciente) {
    return `Você atingiu o limite de ${formatLimit(plan.stats.limite_pacientes)} pacientes do plano ${plan.plano.nome}. Faça o upgrade para cadastrar mais.`;
  }
  return null;
}

/** "3 de 5 pacientes"; "12 pacientes · Ilimitado" when the plan has no limit. */
export function contadorPacientes(stats: Pick<PlanStats, 'pacientes_count' | 'limite_pacientes'>): string {
  const n = stats.pacientes_count;
  if (stats.limite_pacientes === UNLIMITED) {
    return `${n} ${n === 1 ? 'paciente' : 'pacientes'} · ${formatLimit(UNLIMITED)}`;
  }
  return `${n} de ${formatLimit(stats.limite_pacientes)} pacientes`;
}
