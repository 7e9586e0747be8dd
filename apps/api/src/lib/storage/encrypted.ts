import { createCipheriv, createDecipheriv, type DecipherGCM, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FieldCipher } from '../crypto.ts';
import type { ObjectStorage } from './types.ts';

/*
 * Stored objects are encrypted with AES-256-GCM under a key derived for that object alone (HKDF of the
 * application key ENCRYPTION_KEY with a random salt), so a copy of the folder or the bucket reveals nothing and
 * any change to a stored byte makes the download fail. Layout of an object:
 *
 *   "CNX1" | kid length (1 byte) | kid (UTF-8) | salt (16) | iv (12) | ciphertext … | GCM tag (16)
 *
 * Both directions stream: encryption appends the tag at the end; decryption holds back the last 16 bytes and
 * checks them as the tag when the stream ends (an altered object ends the download with an error).
 */

const MAGIC = Buffer.from('CNX1');
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HKDF_INFO = 'consultorio/arquivo/v1';

export class EncryptStream extends Transform {
  private readonly cipher;
  private readonly header: Buffer;
  private headerSent = false;

  constructor(keys: FieldCipher) {
    super();
    const salt = randomBytes(SALT_BYTES);
    const iv = randomBytes(IV_BYTES);
    const { kid, key } = keys.deriveKey(salt, HKDF_INFO);
    const kidBytes = Buffer.from(kid, 'utf8');
    if (kidBytes.length > 255) throw new Error('Identificador de chave longo demais.');
    this.cipher = createCipheriv('aes-256-gcm', key, iv);
    this.header = Buffer.concat([MAGIC, Buffer.from([kidBytes.length]), kidBytes, salt, iv]);
  }

  private sendHeader(): void {
    if (!this.headerSent) {
      this.push(this.header);
      this.headerSent = true;
    }
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.sendHeader();
    done(null, this.cipher.update(chunk));
  }

  override _flush(done: TransformCallback): void {
    this.sendHeader();
    this.push(this.cipher.final());
    done(null, this.cipher.getAuthTag());
  }
}

export class DecryptStream extends Transform {
  private readonly keys: FieldCipher;
  private decipher: DecipherGCM | null = null;
  /** Bytes not yet deciphered: the header while it is incomplete, then the last TAG_BYTES seen. */
  private pending: Buffer = Buffer.alloc(0);

  constructor(keys: FieldCipher) {
    super();
    this.keys = keys;
  }

  /** Parses the header once it is all in `pending`; returns false while more bytes are needed. */
  private readHeader(): boolean {
    const p = this.pending;
    if (p.length < MAGIC.length + 1) return false;
    if (!p.subarray(0, MAGIC.length).equals(MAGIC))
      throw new Error('Arquivo armazenado em formato desconhecido.');
    const kidEnd = MAGIC.length + 1 + p[MAGIC.length];
    const headerEnd = kidEnd + SALT_BYTES + IV_BYTES;
    if (p.length < headerEnd) return false;
    const kid = p.subarray(MAGIC.length + 1, kidEnd).toString('utf8');
    const salt = p.subarray(kidEnd, kidEnd + SALT_BYTES);
    const iv = p.subarray(kidEnd + SALT_BYTES, headerEnd);
    const { key } = this.keys.deriveKey(Buffer.from(salt), HKDF_INFO, kid);
    this.decipher = createDecipheriv('aes-256-gcm', key, iv);
    this.pending = p.subarray(headerEnd);
    return true;
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    try {
      this.pending = Buffer.concat([this.pending, chunk]);
      if (!this.decipher && !this.readHeader()) {
        done();
        return;
      }
      const cut = this.pending.length - TAG_BYTES;
      if (cut <= 0) {
        done();
        return;
      }
      const out = this.decipher!.update(this.pending.subarray(0, cut));
      this.pending = Buffer.from(this.pending.subarray(cut));
      done(null, out);
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      if (!this.decipher || this.pending.length !== TAG_BYTES) {
        throw new Error('Arquivo armazenado incompleto.');
      }
      this.decipher.setAuthTag(this.pending);
      done(null, this.decipher.final());
    } catch (error) {
      done(error as Error);
    }
  }
}

/** Bytes added by the encryption to an object with key id `kid` (tests and size checks). */
export const encryptionOverhead = (kid: string): number =>
  MAGIC.length + 1 + Buffer.byteLength(kid) + SALT_BYTES + IV_BYTES + TAG_BYTES;

/** The storage the application uses: every object encrypted on the way in and checked on the way out. */
export function encryptedStorage(inner: ObjectStorage, keys: FieldCipher): ObjectStorage {
  return {
    driver: inner.driver,

    async put(key, content) {
      const encrypt = new EncryptStream(keys);
      // A failure of the source (a 413, a refused type) reaches the driver through `encrypt`, which then fails;
      // the handler is attached at once so a rejection is never left unhandled while the driver works.
      let sourceError: unknown = null;
      const piping = pipeline(content, encrypt).catch((error: unknown) => {
        sourceError = error;
      });
      try {
        await inner.put(key, encrypt);
      } catch (error) {
        encrypt.destroy();
        await piping;
        throw sourceError ?? error;
      }
      await piping;
      if (sourceError) {
        await inner.delete(key);
        throw sourceError;
      }
    },

    async get(key) {
      const source = await inner.get(key);
      const decrypt = new DecryptStream(keys);
      source.on('error', (error) => decrypt.destroy(error));
      decrypt.on('close', () => source.destroy());
      return source.pipe(decrypt);
    },

    delete: (key) => inner.delete(key),
  };
}
