import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where attachment bytes live. One interface, two drivers (./local.ts, ./s3.ts) that store bytes as given, and one
 * wrapper (./encrypted.ts) that encrypts them: the application only ever sees the wrapped storage (`ctx.storage`).
 */
export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  /**
   * Stores the stream's bytes under `key`, streaming (never the whole content in memory). When the stream or the
   * write fails the promise rejects and nothing is left under the key.
   */
  put(key: string, content: Readable): Promise<void>;
  /** The bytes stored under `key`, as a stream. Rejects with StorageNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`Objeto não encontrado no armazenamento: ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

/** Keys are random (never derived from a file name), so they can't collide, be guessed or escape a folder. */
export const newStorageKey = (): string => randomBytes(16).toString('hex');

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error('Chave de armazenamento inválida.');
}
