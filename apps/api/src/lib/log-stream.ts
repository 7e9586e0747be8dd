/**
 * Where the server's logs go: stdout, without ever blocking. Pino's own stdout stream flushes synchronously when
 * the process exits and, when the reader of stdout has stopped reading, retries forever — the server then
 * outlives SIGTERM holding its port and database (docs/decisions/0006-process-lifecycle-and-non-blocking-logs.md).
 * This stream writes asynchronously and drops
 * lines (counting them) while more than `maxBacklogBytes` wait for a reader, so neither serving nor shutting down
 * can hang on the log.
 */
export interface LogStream {
  write(line: string): void;
  readonly dropped: number;
}

export function nonBlockingStdout(maxBacklogBytes = 4 * 1024 * 1024): LogStream {
  let dropped = 0;
  let broken = false;
  // A reader that went away (EPIPE) ends logging, not the server.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') broken = true;
  });
  return {
    write(line: string) {
      if (broken || process.stdout.writableLength > maxBacklogBytes) {
        dropped++;
        return;
      }
      process.stdout.write(line);
    },
    get dropped() {
      return dropped;
    },
  };
}
