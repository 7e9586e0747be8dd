import { randomInt, randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';

export function randomCpf(): string {
  const base = Array.from({ length: 9 }, () => randomInt(10));
  if (base.every((d) => d === base[0])) base[0] = (base[0] + 1) % 10;
  const digit = (nums: number[]) => {
    const rest = (nums.reduce((acc, n, i) => acc + n * (nums.length + 1 - i), 0) * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const d1 = digit(base);
  return [...base, d1, digit([...base, d1])].join('');
}

export interface E2eUser {
  nome: string;
  email: string;
  senha: string;
  cpf: string;
  crp: string;
  telefone: string;
}

export const newUserData = (): E2eUser => ({
  nome: 'Marina Alves Costa',
  email: `marina.${randomUUID().slice(0, 8)}@exemplo.com.br`,
  senha: 'Consulta-segura-2026',
  cpf: randomCpf(),
  crp: `06/${randomInt(100000, 999999)}`,
  telefone: `119${randomInt(10000000, 99999999)}`,
});

/** Signs up and logs in through the API (not the UI), returning the login response's usuario with token. */
export async function signUpViaApi(baseUrl: string, user: E2eUser = newUserData()) {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const cadastro = await post('cadastro', { ...user, aceite_termos: true });
  if (cadastro.status !== 201) throw new Error(`cadastro: ${cadastro.status} ${await cadastro.text()}`);
  const login = await post('login', { email: user.email, senha: user.senha });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { usuario } = (await login.json()) as {
    usuario: { token: string; id: string } & Record<string, string>;
  };
  return { user, usuario, token: usuario.token };
}

/** Puts a session in the browser exactly as the login screen does (docs/product.md §5.1 storage keys). */
export async function useSession(
  context: BrowserContext,
  session: { token: string; usuario: Record<string, string> },
): Promise<void> {
  await context.addInitScript(
    ([token, usuario]) => {
      if (!localStorage.getItem('token') && !sessionStorage.getItem('e2e-session-set')) {
        localStorage.setItem('token', token);
        sessionStorage.setItem('usuario', usuario);
        sessionStorage.setItem('sessionTime', '1800');
        sessionStorage.setItem('authenticated', 'true');
        sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    [session.token, JSON.stringify(session.usuario)] as const,
  );
}
