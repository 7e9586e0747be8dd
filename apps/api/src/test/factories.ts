import { randomInt, randomUUID } from 'node:crypto';

/** A random CPF with correct check digits. */
export function randomCpf(): string {
  const base = Array.from({ length: 9 }, () => randomInt(10));
  if (base.every((d) => d === base[0])) base[0] = (base[0] + 1) % 10;
  const digit = (nums: number[]) => {
    const sum = nums.reduce((acc, n, i) => acc + n * (nums.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const d1 = digit(base);
  const d2 = digit([...base, d1]);
  return [...base, d1, d2].join('');
}

export const randomCrp = (): string => `06/${String(randomInt(100000, 999999))}`;
/**
 * A CRP for a test that names it (and so gets no retry on a clash): region 24, which randomCrp never draws, so it
 * cannot collide with the hundreds of users the other tests sign up.
 */
export const crpDoTeste = (): string => `24/${String(randomInt(100000, 999999))}`;
export const randomTelefone = (): string => `119${String(randomInt(10000000, 99999999))}`;
export const randomEmail = (prefix = 'psi'): string =>
  `${prefix}.${randomUUID().slice(0, 12)}@exemplo.com.br`;

export function cadastroPayload(overrides: Record<string, unknown> = {}) {
  return {
    nome: 'Ana Beatriz Souza',
    email: randomEmail(),
    senha: 'Senha-segura-123',
    cpf: randomCpf(),
    crp: randomCrp(),
    telefone: randomTelefone(),
    aceite_termos: true,
    ...overrides,
  };
}
