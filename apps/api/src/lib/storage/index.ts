import { join } from 'node:path';
import type { Config } from '../../config.ts';
import type { FieldCipher } from '../crypto.ts';
import { encryptedStorage } from './encrypted.ts';
import { folderStorage } from './local.ts';
import { s3Storage } from './s3.ts';
import type { ObjectStorage } from './types.ts';

export { newStorageKey, type ObjectStorage, StorageNotFoundError } from './types.ts';

/**
 * The application's file storage (docs/architecture.md §3): S3-compatible when S3_BUCKET is set, else DATA_DIR/files.
 * Either way every object is encrypted with the application key (./encrypted.ts).
 */
export function createStorage(config: Config, keys: FieldCipher): ObjectStorage {
  const driver = config.s3
    ? s3Storage(config.s3, {
        onAbortError: (error) => console.warn('Falha ao cancelar envio multipart no S3:', error),
      })
    : folderStorage(join(config.dataDir, 'files'));
  return encryptedStorage(driver, keys);
}
