import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One server per embedded data folder: PGlite allows a single process (docs/architecture.md), so a second
 * `npm start` on the same DATA_DIR must stop with a sentence, not corrupt the database. The lock is a file with
 * the owner's pid; a lock left by a process that no longer exists (a crash, a kill -9) is taken over.
 */
export class DataDirInUseError extends Error {
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(
      `A pasta de dados ${dataDir} já está em uso por outro servidor do Consultório (processo ${pid}): encerre-o ou use outra DATA_DIR.`,
    );
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock of `dataDir` for this process, or throws DataDirInUseError. Returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'servidor.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(dataDir, owner);
      }
      rmSync(path, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`não foi possível bloquear a pasta de dados ${dataDir}`);
}
