import { PassThrough, type Readable } from 'node:stream';
import type { Backup } from '@consultorio/contracts/conta';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { backups, planos, usuarios } from '../../db/schema.ts';
import { atorDoSistema } from '../../lib/ator.ts';
import { notFound } from '../../lib/errors.ts';
import { newStorageKey } from '../../lib/storage/index.ts';
import { registrarAuditoria } from '../auditoria/service.ts';
import { carregarEstadoDoPlano, planDenial } from '../planos/service.ts';
import { exportarDados } from './exportar.ts';

/*
 * Backups of the user's data (plan feature backup_automatico): the same ZIP as the export, as it was then, stored
 * through the application's storage (local folder or S3), so encrypted at rest like the attachments. Manual ones
 * ("Fazer backup agora") and one automatic per user and day (the daily job). Only the last 7 are kept.
 */

export const BACKUPS_MANTIDOS = 7;
export const MSG_BACKUP = { naoEncontrado: 'Backup não encontrado.' } as const;

type Origem = Backup['origem'];

const toBackup = (r: typeof backups.$inferSelect): Backup => ({
  id: r.id,
  criado_em: r.criado_em.toISOString(),
  tamanho_bytes: r.tamanho_bytes,
  origem: r.origem as Origem,
});

/** Streams the export into the storage, counting its bytes; nothing is left when it fails. */
async function guardarExportacao(
  ctx: AppContext,
  usuarioId: string,
): Promise<{ key: string; bytes: number }> {
  const key = newStorageKey();
  let bytes = 0;
  const contador = new PassThrough();
  contador.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  const zip = await exportarDados(ctx, usuarioId);
  zip.on('error', (err) => contador.destroy(err));
  zip.pipe(contador);
  await ctx.storage.put(key, contador);
  return { key, bytes };
}

/** Keeps the newest BACKUPS_MANTIDOS of the user; older rows and their files go. */
async function aplicarRetencao(ctx: AppContext, usuarioId: string): Promise<number> {
  const antigos = await ctx.db
    .select({ id: backups.id, key: backups.storage_key })
    .from(backups)
    .where(eq(backups.usuario_id, usuarioId))
    .orderBy(desc(backups.criado_em), desc(backups.id))
    .offset(BACKUPS_MANTIDOS);
  for (const b of antigos) {
    await ctx.db.delete(backups).where(eq(backups.id, b.id));
    await ctx.storage.delete(b.key);
  }
  return antigos.length;
}

/**
 * Makes a backup now. An automatic one carries its day: a second one for the same user and day (another replica,
 * a restart) is refused by the unique index and its file removed, so the job stays idempotent.
 */
export async function criarBackup(
  ctx: AppContext,
  usuarioId: string,
  origem: Origem,
  dia: string | null = null,
): Promise<Backup | null> {
  const { key, bytes } = await guardarExportacao(ctx, usuarioId);
  const [row] = await ctx.db
    .insert(backups)
    .values({ usuario_id: usuarioId, storage_key: key, tamanho_bytes: bytes, origem, dia })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    await ctx.storage.delete(key);
    return null;
  }
  await aplicarRetencao(ctx, usuarioId);
  return toBackup(row);
}

export async function listarBackups(ctx: AppContext, usuarioId: string): Promise<Backup[]> {
  const rows = await ctx.db
    .select()
    .from(backups)
    .where(eq(backups.usuario_id, usuarioId))
    .orderBy(desc(backups.criado_em), desc(backups.id));
  return rows.map(toBackup);
}

async function doUsuario(ctx: AppContext, usuarioId: string, id: string) {
  const [row] = await ctx.db
    .select()
    .from(backups)
    .where(and(eq(backups.id, id), eq(backups.usuario_id, usuarioId)));
  if (!row) throw notFound(MSG_BACKUP.naoEncontrado);
  return row;
}

/** The stored ZIP (decrypted by the storage as it streams). Another user's id → 404. */
export async function abrirBackup(
  ctx: AppContext,
  usuarioId: string,
  id: string,
): Promise<{ backup: Backup; stream: Readable }> {
  const row = await doUsuario(ctx, usuarioId, id);
  return { backup: toBackup(row), stream: await ctx.storage.get(row.storage_key) };
}

export async function excluirBackup(ctx: AppContext, usuarioId: string, id: string): Promise<void> {
  const row = await doUsuario(ctx, usuarioId, id);
  await ctx.db.delete(backups).where(eq(backups.id, row.id));
  await ctx.storage.delete(row.storage_key);
}

/**
 * The daily job: one automatic backup per user whose plan has backup_automatico, for today (UTC). Runs under the
 * scheduler's advisory lock (one replica at a time); the (usuario, dia) index makes a rerun on the same day a no-op.
 * `usuarios` limits the round to those users (support, tests).
 */
export async function backupsDiarios(
  ctx: AppContext,
  { agora = new Date(), usuarios: somente }: { agora?: Date; usuarios?: string[] } = {},
): Promise<number> {
  const dia = agora.toISOString().slice(0, 10);
  const candidatos = await ctx.db
    .select({ id: usuarios.id })
    .from(usuarios)
    .innerJoin(planos, eq(planos.slug, usuarios.plano_slug))
    .where(
      and(
        sql`(${planos.features}->>'backup_automatico')::boolean`,
        sql`not exists (select 1 from ${backups} b where b.usuario_id = ${usuarios.id} and b.dia = ${dia})`,
        somente ? inArray(usuarios.id, somente) : undefined,
      ),
    );
  let feitos = 0;
  const falhas: unknown[] = [];
  for (const { id } of candidatos) {
    if (planDenial(await carregarEstadoDoPlano(ctx.db, id), { feature: 'backup_automatico' })) continue;
    // One user's failure must not cost the others their backup; the job reports it after the round.
    try {
      const backup = await criarBackup(ctx, id, 'automatico', dia);
      if (backup) {
        feitos++;
        await registrarAuditoria(ctx.db, atorDoSistema(id, 'tarefa'), {
          acao: 'criar',
          entidade: 'backup',
          entidadeId: backup.id,
        });
      }
    } catch (err) {
      falhas.push(err);
    }
  }
  if (falhas.length > 0)
    throw new AggregateError(falhas, `${falhas.length} backup(s) diário(s) falharam; ${feitos} feito(s).`);
  return feitos;
}
