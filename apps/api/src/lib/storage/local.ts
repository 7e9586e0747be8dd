import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type ObjectStorage, StorageNotFoundError } from './types.ts';

/**
 * A folder (DATA_DIR/files in the embedded mode). Objects live at `<root>/<first two chars>/<key>`, written to a
 * temporary name and renamed when complete, so a failed upload never leaves a partial object behind.
 */
export function folderStorage(root: string): ObjectStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key.slice(0, 2), key);
  };

  return {
    driver: 'local',

    async put(key, content) {
      const path = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true, mode: 0o700 });
      await chmod(root, 0o700);
      const temp = `${path}.${randomBytes(6).toString('hex')}.part`;
      try {
        await pipeline(content, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key) {
      const path = pathOf(key);
      try {
        const handle = await open(path, 'r');
        return handle.createReadStream() as Readable;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StorageNotFoundError(key);
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
