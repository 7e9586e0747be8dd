import { Readable } from 'node:stream';
import type { S3Config } from '../../config.ts';
import { primeiroUso } from '../primeiro-uso.ts';
import { assertStorageKey, type ObjectStorage, StorageNotFoundError } from './types.ts';

/** S3's smallest part (except the last). Memory per upload stays around one part. */
export const S3_PART_BYTES = 5 * 1024 * 1024;

export interface S3StorageOptions {
  /** Called when aborting a failed multipart upload fails too (the bucket's lifecycle rule cleans it). */
  onAbortError?: (error: unknown) => void;
}

/**
 * S3-compatible object storage (AWS, MinIO, R2, Spaces…), chosen when S3_BUCKET is set. A stream of unknown length
 * goes up as one PUT when it fits in a part, else as a multipart upload, buffering one part at a time.
 */
export function s3Storage(config: S3Config, opts: S3StorageOptions = {}): ObjectStorage {
  if (!!config.accessKeyId !== !!config.secretAccessKey) {
    throw new Error('Defina S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY juntas (ou nenhuma das duas).');
  }
  // The SDK is loaded with the first request to the bucket, so a server without S3 never loads it.
  const conectar = primeiroUso(async () => {
    const sdk = await import('@aws-sdk/client-s3');
    const client = new sdk.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Many S3-compatible servers reject the SDK's default trailing checksums; send them only when S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return { sdk, client };
  });
  const Bucket = config.bucket;

  async function putMultipart(Key: string, first: Buffer, rest: AsyncIterator<Buffer>): Promise<void> {
    const { sdk, client } = await conectar();
    const { UploadId } = await client.send(new sdk.CreateMultipartUploadCommand({ Bucket, Key }));
    const parts: { ETag?: string; PartNumber: number }[] = [];
    const uploadPart = async (Body: Buffer) => {
      const PartNumber = parts.length + 1;
      const { ETag } = await client.send(
        new sdk.UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body, ContentLength: Body.length }),
      );
      parts.push({ ETag, PartNumber });
    };
    try {
      await uploadPart(first);
      let pending: Buffer[] = [];
      let size = 0;
      for (let next = await rest.next(); !next.done; next = await rest.next()) {
        pending.push(next.value);
        size += next.value.length;
        if (size >= S3_PART_BYTES) {
          await uploadPart(Buffer.concat(pending));
          pending = [];
          size = 0;
        }
      }
      if (size > 0) await uploadPart(Buffer.concat(pending));
      await client.send(
        new sdk.CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: parts } }),
      );
    } catch (error) {
      await client
        .send(new sdk.AbortMultipartUploadCommand({ Bucket, Key, UploadId }))
        .catch((abortError: unknown) => opts.onAbortError?.(abortError));
      throw error;
    }
  }

  async function putStream(Key: string, content: Readable): Promise<void> {
    const chunks = content[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    // Read up to one part: a small object goes up in one PUT.
    const head: Buffer[] = [];
    let size = 0;
    let next = await chunks.next();
    for (; !next.done; next = await chunks.next()) {
      head.push(next.value);
      size += next.value.length;
      if (size >= S3_PART_BYTES) break;
    }
    const first = Buffer.concat(head);
    if (next.done) {
      const { sdk, client } = await conectar();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key, Body: first, ContentLength: first.length }));
      return;
    }
    await putMultipart(Key, first, chunks);
  }

  return {
    driver: 's3',

    async put(Key, content) {
      assertStorageKey(Key);
      try {
        await putStream(Key, content);
      } catch (error) {
        // Stop the source: nobody reads it any more.
        content.destroy();
        throw error;
      }
    },

    async get(Key) {
      assertStorageKey(Key);
      const { sdk, client } = await conectar();
      try {
        const { Body } = await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
        if (!(Body instanceof Readable)) throw new Error('Resposta do S3 sem conteúdo legível.');
        return Body;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
          throw new StorageNotFoundError(Key);
        }
        throw error;
      }
    },

    async delete(Key) {
      assertStorageKey(Key);
      const { sdk, client } = await conectar();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
