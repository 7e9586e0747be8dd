// The server process: reads the configuration, takes the embedded data folder, builds the app, listens, and shuts
// down within SHUTDOWN_DEADLINE_MS whatever happens (docs/operations.md).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { ensurePgliteTemplate } from './db/client.ts';
import { DataDirInUseError, lockDataDir } from './lib/data-lock.ts';
import { nonBlockingStdout } from './lib/log-stream.ts';
import { carregarPacotes } from './lib/primeiro-uso.ts';

const SHUTDOWN_DEADLINE_MS = 10_000;

const fail = (sentence: string): never => {
  console.error(sentence);
  process.exit(1);
};

const config = loadConfig();
const embedded = !config.databaseUrl;
const newDataDir = embedded && !existsSync(join(config.dataDir, 'db'));
let releaseDataDir = () => {};
if (embedded) {
  try {
    releaseDataDir = lockDataDir(config.dataDir);
  } catch (err) {
    if (err instanceof DataDirInUseError) fail(err.message);
    throw err;
  }
}
process.on('exit', () => releaseDataDir());

const app = await buildApp(config, { logStream: nonBlockingStdout() });

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  // Nothing below may keep the process alive past the deadline: the timer is armed first and logs never block.
  const force = setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS);
  force.unref();
  app.log.info({ signal }, 'encerrando: aguardando requisições em andamento');
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGHUP', () => void shutdown('SIGHUP'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    await app.close().catch(() => {});
    fail(
      `A porta ${config.port} já está em uso (outro npm start?): encerre o outro servidor ou escolha outra com PORT=${config.port + 1} npm start.`,
    );
  }
  throw err;
}

// Packages only some requests need (PDF, e-mail, ZIP…) load in the server's idle time from now (lib/primeiro-uso.ts).
setTimeout(() => void carregarPacotes(), 1000).unref();

// A template tar without its folder (made by tests or by a first start the slow way): unpacked now, in the
// background, so the next new data folder is a plain copy (db/client.ts).
if (embedded) {
  setTimeout(() => {
    ensurePgliteTemplate({ soDoTar: true }).catch(() => false);
  }, 2000).unref();
}

const shownHost = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
console.info(`Consultório pronto: abra http://${shownHost}:${config.port}`);
if (newDataDir) {
  console.info(
    'Pasta de dados nova: para uma conta de demonstração com pacientes e agenda, pare o servidor (Ctrl+C) e rode npm run seed:demo.',
  );
}
