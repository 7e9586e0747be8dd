import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { usuarios } from '../../db/schema.ts';

/*
 * Online sessions (docs/product.md §16): an appointment with modalidade online and no video link gets the
 * profile's link_online_padrao, or else a Jitsi Meet room of its own whose name nobody can guess (128 random bits).
 */

/** A new Jitsi Meet room: `https://meet.jit.si/` and 32 hexadecimal characters. */
export const novaSalaJitsi = (): string => `https://meet.jit.si/${randomBytes(16).toString('hex')}`;

/** The link an online appointment without one gets: the profile's default link, else a new room. */
export async function linkParaSessaoOnline(db: Db | Tx, usuarioId: string): Promise<string> {
  const [row] = await db
    .select({ link: usuarios.link_online_padrao })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId))
    .limit(1);
  return row?.link || novaSalaJitsi();
}
