import { fusoValido } from '@consultorio/contracts/tempo';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { usuarios } from './schema.ts';

/**
 * The practice's time zone of a user (the profile's fuso_horario; the default when unset or unknown). One query
 * every area needs — the audit trail, the agenda, finance, records — so it lives with the database, not in an area.
 */
export async function fusoDoUsuario(db: Db | Tx, usuarioId: string): Promise<string> {
  const [row] = await db
    .select({ fuso: usuarios.fuso_horario })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId))
    .limit(1);
  return fusoValido(row?.fuso);
}
