import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { termos } from '../../db/schema.ts';

// The terms area's public surface (docs/product.md §20): what the patient's life cycle asks of it.

/**
 * A signed term is kept like the record (docs/decisions/0082-guardian-authorisation-notice.md): a patient with one
 * is archived, never deleted.
 */
export async function temTermoAssinado(db: Db | Tx, usuarioId: string, pacienteId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: termos.id })
    .from(termos)
    .where(
      and(
        eq(termos.usuario_id, usuarioId),
        eq(termos.paciente_id, pacienteId),
        eq(termos.status, 'assinado'),
      ),
    )
    .limit(1);
  return !!row;
}
