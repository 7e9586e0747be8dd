import { statfs } from 'node:fs/promises';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Log } from '../../lib/log.ts';

/** Free space of the filesystem that holds `dir`: what an unprivileged process may still write. */
export async function espacoLivre(dir: string): Promise<{ livreBytes: number; livrePercent: number }> {
  const s = await statfs(dir);
  const livreBytes = s.bavail * s.bsize;
  const total = s.blocks * s.bsize;
  return { livreBytes, livrePercent: total > 0 ? (livreBytes / total) * 100 : 100 };
}

const emMb = (bytes: number) => Math.floor(bytes / 1024 / 1024);

/**
 * GET /api/ready's disk check (docs/operations.md): below DISK_FREE_MIN_PERCENT of free space on DATA_DIR's
 * filesystem (files, the embedded database, backups, outbox) the instance is not ready — 503 and a warning in the
 * log — so a monitor sees a filling disk before uploads start to answer 507.
 */
export async function conferirDisco(ctx: AppContext, log: Log): Promise<void> {
  const { dataDir, diskFreeMinPercent: minimo } = ctx.config;
  let espaco: Awaited<ReturnType<typeof espacoLivre>>;
  try {
    espaco = await espacoLivre(dataDir);
  } catch (err) {
    log.warn({ err, dataDir }, 'prontidão: não foi possível ler o espaço livre em disco');
    throw new AppError(503, 'Não foi possível ler o espaço livre do disco de DATA_DIR.');
  }
  if (espaco.livrePercent >= minimo) return;
  const livre = espaco.livrePercent.toFixed(1).replace('.', ',');
  log.warn(
    { dataDir, livrePercent: espaco.livrePercent, livreBytes: espaco.livreBytes, minimo },
    'prontidão: pouco espaço em disco',
  );
  throw new AppError(
    503,
    `Pouco espaço em disco em DATA_DIR: ${livre} % livre (${emMb(espaco.livreBytes)} MB), abaixo do mínimo de ${minimo} % (DISK_FREE_MIN_PERCENT).`,
  );
}
