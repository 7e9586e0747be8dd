import { remaining, UNLIMITED } from '@consultorio/contracts/planos';

/**
 * The usage lines of the dashboard's plan card: "1 de 60 pacientes" and "restam 59 no seu plano"; with no limit
 * (Vitalício) "25 pacientes" and "sem limite no seu plano" (it read "25 de Ilimitado pacientes").
 */
export function usoDoPlano(
  count: number,
  limit: number,
  [um, varios]: [string, string],
): { uso: string; restam: string } {
  const left = remaining(limit, count);
  return {
    uso: limit === UNLIMITED ? `${count} ${count === 1 ? um : varios}` : `${count} de ${limit} ${varios}`,
    restam:
      left === null
        ? 'sem limite no seu plano'
        : left === 0
          ? 'limite do plano atingido'
          : `restam ${left} no seu plano`,
  };
}
