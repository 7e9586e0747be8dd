import { randomBytes } from 'node:crypto';
import type { PasswordOwner } from '@consultorio/contracts/password-strength';
import { type Algorithm, hash, parseOptions, verify } from '@node-rs/argon2';
import { tooManyRequests, unprocessable } from '../../lib/errors.ts';
import { LIMITES_PROPRIOS } from '../../lib/metricas.ts';
import { pacote } from '../../lib/primeiro-uso.ts';

const forca = pacote(() => import('@consultorio/contracts/password-strength'));

/** Argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane). */
const ARGON2 = {
  algorithm: 2 as Algorithm, // Argon2id (the package's const enum can't be read under isolatedModules)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/*
 * Argon2 is meant to be costly: a flood of logins must not take every CPU (health checks, other users). At most
 * HASHES_AT_ONCE hashes run at a time, HASH_QUEUE more wait, and beyond that the request is refused with 429
 * (docs/security.md).
 */
const HASHES_AT_ONCE = 2;
const HASH_QUEUE = 32;
let running = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < HASHES_AT_ONCE) running++;
  else {
    if (waiting.length >= HASH_QUEUE) throw tooManyRequests(2, undefined, LIMITES_PROPRIOS.filaDeSenhas);
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/**
 * The strength part of the password rule (docs/product.md §8.1): zxcvbn score 3 or more, and none of the owner's
 * name, e-mail or CPF in it; else 422 on `senha` with the reason. The length rule is the body schema's. The word
 * lists load on first use (lib/primeiro-uso.ts), then stay.
 */
export async function exigirSenhaForte(senha: string, owner: PasswordOwner): Promise<void> {
  const { checkPasswordStrength } = await forca();
  const verdict = checkPasswordStrength(senha, owner);
  if (!verdict.ok) throw unprocessable('senha', verdict.message ?? 'Senha fraca.');
}

export const hashPassword = (senha: string): Promise<string> => withHashSlot(() => hash(senha, ARGON2));

export async function conferirHashDaSenha(senhaHash: string, senha: string): Promise<boolean> {
  return withHashSlot(async () => {
    try {
      return await verify(senhaHash, senha);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, for e-mails that don't exist: the answer time must not tell an
 * attacker which e-mails are registered.
 */
export async function dummyVerify(senha: string): Promise<false> {
  dummyHash ??= hash(randomBytes(16).toString('hex'), ARGON2);
  await conferirHashDaSenha(await dummyHash, senha);
  return false;
}

/** True when the stored hash was made with other parameters than today's (rehash it at the next login). */
export function needsRehash(senhaHash: string): boolean {
  try {
    const o = parseOptions(senhaHash);
    return (
      o.algorithm !== ARGON2.algorithm ||
      o.memoryCost !== ARGON2.memoryCost ||
      o.timeCost !== ARGON2.timeCost ||
      o.parallelism !== ARGON2.parallelism
    );
  } catch {
    return true;
  }
}
