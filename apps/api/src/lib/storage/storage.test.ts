import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldCipher } from '../crypto.ts';
import { encryptedStorage, encryptionOverhead } from './encrypted.ts';
import { folderStorage } from './local.ts';
import { S3_PART_BYTES, s3Storage } from './s3.ts';
import { type LocalS3, startLocalS3 } from './testing.ts';
import { newStorageKey, type ObjectStorage, StorageNotFoundError } from './types.ts';

const keys = new FieldCipher(`k1:${randomBytes(32).toString('base64')}`);
const MARKER = Buffer.from('PACIENTE-JOAO-LAUDO-CONFIDENCIAL');

/** Content that is easy to look for in stored bytes: random data with a readable marker in several places. */
function plaintext(size: number): Buffer {
  const data = randomBytes(size);
  for (let at = 0; at + MARKER.length <= size; at += 64 * 1024) MARKER.copy(data, at);
  return data;
}

/** A stream that hands out `data` in chunks of 64 KB, like a socket would. */
const streamOf = (data: Buffer) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < data.length; i += 64 * 1024) yield data.subarray(i, i + 64 * 1024);
    })(),
  );

/** A stream that fails after sending some bytes (a client gone, a refused upload). */
const failingStream = () =>
  new Readable({
    read() {
      this.push(plaintext(100_000));
      this.destroy(new Error('origem falhou'));
    },
  });

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));

/** The same behaviour, whichever driver is underneath. */
function behavesAsEncryptedStorage(name: string, make: () => { storage: ObjectStorage; dir: string }) {
  describe(name, () => {
    it('gives back exactly the bytes it was given, and the stored bytes reveal nothing', async () => {
      const { storage, dir } = make();
      const data = plaintext(S3_PART_BYTES * 2 + 12_345);
      const key = newStorageKey();
      await storage.put(key, streamOf(data));
      expect((await buffer(await storage.get(key))).equals(data)).toBe(true);

      const stored = filesUnder(dir).map((f) => readFileSync(f));
      const object = stored.find((b) => b.length === data.length + encryptionOverhead('k1'));
      expect(object, 'one stored object with the encrypted size').toBeDefined();
      for (const bytes of stored) {
        expect(bytes.includes(MARKER)).toBe(false);
        expect(bytes.includes(data.subarray(1000, 1064))).toBe(false);
      }
    });

    it('stores a small file and an empty one', async () => {
      const { storage } = make();
      for (const data of [plaintext(10), Buffer.alloc(0)]) {
        const key = newStorageKey();
        await storage.put(key, streamOf(data));
        expect((await buffer(await storage.get(key))).equals(data)).toBe(true);
      }
    });

    it('leaves nothing behind when the source fails', async () => {
      const { storage, dir } = make();
      const before = filesUnder(dir).length;
      const key = newStorageKey();
      await expect(storage.put(key, failingStream())).rejects.toThrow('origem falhou');
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
      expect(filesUnder(dir).length).toBe(before);
    });

    it('deletes (a missing key is not an error) and reports a missing object', async () => {
      const { storage } = make();
      const key = newStorageKey();
      await storage.put(key, streamOf(plaintext(1000)));
      await storage.delete(key);
      await storage.delete(key);
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    });
  });
}

const localDir = mkdtempSync(join(tmpdir(), 'consultorio-files-'));
behavesAsEncryptedStorage('local folder driver', () => ({
  storage: encryptedStorage(folderStorage(localDir), keys),
  dir: localDir,
}));

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.stop();
});
behavesAsEncryptedStorage('S3 driver (against a local S3-compatible server)', () => ({
  storage: encryptedStorage(s3Storage(s3.config), keys),
  dir: s3.directory,
}));

describe('S3 driver, multipart', () => {
  it('creates no object when the source fails after the first part went up', async () => {
    const storage = encryptedStorage(s3Storage(s3.config, { onAbortError: () => undefined }), keys);
    const key = newStorageKey();
    const big = plaintext(S3_PART_BYTES + 500_000);
    let sent = false;
    const source = new Readable({
      read() {
        if (sent) return this.destroy(new Error('origem falhou'));
        sent = true;
        this.push(big);
      },
    });
    await expect(storage.put(key, source)).rejects.toThrow('origem falhou');
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
  });
});

describe('encryption', () => {
  it('names files by their random key, never by anything of the content', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'consultorio-files-'));
    const key = newStorageKey();
    await encryptedStorage(folderStorage(dir), keys).put(key, streamOf(plaintext(10)));
    expect(filesUnder(dir).map((f) => f.slice(dir.length))).toEqual([`/${key.slice(0, 2)}/${key}`]);
  });

  it('refuses keys that could escape the folder', async () => {
    const storage = folderStorage(mkdtempSync(join(tmpdir(), 'consultorio-files-')));
    await expect(storage.put('../../etc/passwd', streamOf(plaintext(10)))).rejects.toThrow(/inválida/);
  });

  it('fails the download when a stored byte was changed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'consultorio-files-'));
    const storage = encryptedStorage(folderStorage(dir), keys);
    const key = newStorageKey();
    await storage.put(key, streamOf(plaintext(200_000)));
    const [file] = filesUnder(dir);
    const bytes = readFileSync(file);
    bytes[150_000] ^= 0x01;
    writeFileSync(file, bytes);
    await expect(buffer(await storage.get(key))).rejects.toThrow();
  });

  it('needs the application key: another key cannot read the object', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'consultorio-files-'));
    const key = newStorageKey();
    await encryptedStorage(folderStorage(dir), keys).put(key, streamOf(plaintext(5000)));
    const other = new FieldCipher(`k1:${randomBytes(32).toString('base64')}`);
    await expect(buffer(await encryptedStorage(folderStorage(dir), other).get(key))).rejects.toThrow();
  });

  it('reads objects written under an older key after the keys rotate', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'consultorio-files-'));
    const old = randomBytes(32).toString('base64');
    const data = plaintext(70_000);
    const key = newStorageKey();
    await encryptedStorage(folderStorage(dir), new FieldCipher(`k1:${old}`)).put(key, streamOf(data));
    const rotated = new FieldCipher(`k2:${randomBytes(32).toString('base64')},k1:${old}`);
    expect((await buffer(await encryptedStorage(folderStorage(dir), rotated).get(key))).equals(data)).toBe(
      true,
    );
  });
});
