// Test helper (not loaded by the app): a real S3-compatible server on 127.0.0.1, in a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Config } from '../../config.ts';

export interface LocalS3 {
  config: S3Config;
  /** The server's folder: objects land under `<directory>/<bucket>/`. */
  directory: string;
  stop(): Promise<void>;
}

/**
 * Starts s3rver on a free port with its dummy credentials and creates the bucket (s3rver's own bucket setup: its
 * CreateBucket signature check disagrees with the current SDK, object calls are fine).
 */
export async function startLocalS3(bucket = 'anexos-teste'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'consultorio-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3Config = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    config,
    directory,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
