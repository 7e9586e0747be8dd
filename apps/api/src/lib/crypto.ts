import { createCipheriv, createDecipheriv, hash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** Opaque random token for sessions; only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');
/** One shot (`crypto.hash`): every authenticated request hashes its token, and a Hash object per call cost more. */
export const sha256 = (value: string): string => hash('sha256', value, 'hex');
export const safeEqual = (a: string, b: string): boolean => {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
};

/**
 * AES-256-GCM for clinical free text at rest. The key setting is "kid:base64key" (several separated by commas,
 * the first one encrypts), and each stored value is "kid:iv:tag:ciphertext" so keys can rotate.
 */
export class FieldCipher {
  private readonly keys = new Map<string, Buffer>();
  private readonly currentKid: string;

  constructor(keySetting: string) {
    const entries = keySetting
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const entry of entries) {
      const [kid, b64] = entry.includes(':') ? (entry.split(/:(.*)/s, 2) as [string, string]) : ['k1', entry];
      const key = Buffer.from(b64, 'base64');
      if (key.length !== 32) throw new Error(`ENCRYPTION_KEY "${kid}" precisa ter 32 bytes em base64.`);
      this.keys.set(kid, key);
    }
    if (entries.length === 0) throw new Error('ENCRYPTION_KEY vazia.');
    this.currentKid = [...this.keys.keys()][0];
  }

  encrypt(plain: string): string;
  encrypt(plain: string | null | undefined): string | null;
  encrypt(plain: string | null | undefined): string | null {
    if (plain === null || plain === undefined) return null;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.currentKid)!, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [this.currentKid, iv.toString('base64'), tag.toString('base64'), data.toString('base64')].join(
      ':',
    );
  }

  /**
   * A 256-bit key for one purpose, derived (HKDF-SHA256) from the key `kid` (default: the current one) and a
   * random salt: lib/storage derives one per stored file. The kid is stored next to the salt so keys can rotate.
   */
  deriveKey(salt: Buffer, info: string, kid: string = this.currentKid): { kid: string; key: Buffer } {
    const master = this.keys.get(kid);
    if (!master) throw new Error(`Chave de criptografia "${kid}" não configurada.`);
    return { kid, key: Buffer.from(hkdfSync('sha256', master, salt, info, 32)) };
  }

  decrypt(stored: string): string;
  decrypt(stored: string | null | undefined): string | null;
  decrypt(stored: string | null | undefined): string | null {
    if (stored === null || stored === undefined) return null;
    const [kid, iv, tag, data] = stored.split(':');
    const key = this.keys.get(kid);
    if (!key) throw new Error(`Chave de criptografia "${kid}" não configurada.`);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  }
}
