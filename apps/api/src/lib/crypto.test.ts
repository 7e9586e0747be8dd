import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FieldCipher } from './crypto.ts';

const key = () => randomBytes(32).toString('base64');

describe('FieldCipher', () => {
  it('round-trips text and never stores it in clear', () => {
    const cipher = new FieldCipher(`k1:${key()}`);
    const stored = cipher.encrypt('Paciente relata ansiedade — sessão 3');
    expect(stored).not.toContain('ansiedade');
    expect(stored.startsWith('k1:')).toBe(true);
    expect(cipher.decrypt(stored)).toBe('Paciente relata ansiedade — sessão 3');
  });

  it('reads values written under an older key after rotation', () => {
    const oldKey = `k1:${key()}`;
    const stored = new FieldCipher(oldKey).encrypt('nota antiga');
    const rotated = new FieldCipher(`k2:${key()},${oldKey}`);
    expect(rotated.decrypt(stored)).toBe('nota antiga');
    expect(rotated.encrypt('nova').startsWith('k2:')).toBe(true);
  });

  it('refuses tampered ciphertext', () => {
    const cipher = new FieldCipher(`k1:${key()}`);
    const parts = cipher.encrypt('segredo').split(':');
    parts[3] = Buffer.from('outro texto').toString('base64');
    expect(() => cipher.decrypt(parts.join(':'))).toThrow();
  });

  it('keeps null as null', () => {
    expect(new FieldCipher(key()).encrypt(null)).toBeNull();
  });
});
