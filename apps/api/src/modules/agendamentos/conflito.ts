import { DURACAO_MAXIMA, MSG_AGENDAMENTOS } from '@consultorio/contracts/agendamentos';
import { dataLocal, horaLocal, somarMinutos } from '@consultorio/contracts/tempo';
import { and, asc, eq, gt, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { agendamentos, pacientes } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';

export interface Intervalo {
  inicio: Date;
  fim: Date;
}

/**
 * Refuses (409) intervals that overlap another non-cancelled appointment of the same psychologist. Touching ends
 * (14:50 and 14:50) do not overlap. `ignorar` are the appointments being changed themselves. Appointments of an
 * archived patient are hidden everywhere, so they don't block the agenda either. The message names the first
 * clash, e.g. "Conflito com Maria Silva em 10/03/2026 às 14:00.", and counts the others.
 *
 * Run it inside the transaction that writes, after locking the user's row (exigirPlano with a tx does), so
 * two concurrent bookings of the same slot cannot both pass.
 */
export async function exigirSemConflito(
  tx: Tx,
  usuarioId: string,
  intervalos: Intervalo[],
  fuso: string,
  ignorar: string[] = [],
): Promise<void> {
  if (intervalos.length === 0) return;
  const menorInicio = new Date(Math.min(...intervalos.map((i) => i.inicio.getTime())));
  const maiorFim = new Date(Math.max(...intervalos.map((i) => i.fim.getTime())));
  // No appointment lasts more than DURACAO_MAXIMA: bounding inicio from below keeps this an index range scan.
  const candidatos = await tx
    .select({
      id: agendamentos.id,
      inicio: agendamentos.inicio,
      fim: agendamentos.fim,
      nome: sql<string>`coalesce(${pacientes.nome}, ${agendamentos.reserva_nome})`,
      nome_social: pacientes.nome_social,
    })
    .from(agendamentos)
    .leftJoin(pacientes, eq(pacientes.id, agendamentos.paciente_id))
    .where(
      and(
        eq(agendamentos.usuario_id, usuarioId),
        gt(agendamentos.inicio, somarMinutos(menorInicio, -DURACAO_MAXIMA)),
        lt(agendamentos.inicio, maiorFim),
        gt(agendamentos.fim, menorInicio),
        ne(agendamentos.status, 'cancelado'),
        isNull(pacientes.arquivado_em),
        ignorar.length > 0 ? notInArray(agendamentos.id, ignorar) : undefined,
      ),
    )
    .orderBy(asc(agendamentos.inicio));
  if (candidatos.length === 0) return;

  const choques: typeof candidatos = [];
  for (const novo of [...intervalos].sort((a, b) => a.inicio.getTime() - b.inicio.getTime())) {
    for (const c of candidatos) {
      if (c.inicio < novo.fim && c.fim > novo.inicio) choques.push(c);
    }
  }
  if (choques.length === 0) return;
  const [primeiro] = choques;
  throw conflict(
    'inicio',
    MSG_AGENDAMENTOS.conflito(
      primeiro.nome_social ?? primeiro.nome,
      dataLocal(primeiro.inicio, fuso),
      horaLocal(primeiro.inicio, fuso),
      choques.length - 1,
    ),
  );
}
