import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** A second login of the same user from another browser. */
async function outroLogin(user: TestUser, userAgent = CHROME_WINDOWS) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, senha: user.senha },
    headers: { 'user-agent': userAgent },
  });
  return { authorization: `Bearer ${res.json().usuario.token}` };
}
const listar = (auth: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/user/sessoes', headers: auth });

describe('GET /user/sessoes', () => {
  it('lists the live sessions with device and the current one marked, without token material', async () => {
    const user = await createUser(app);
    await outroLogin(user);
    const res = await listar(user.auth);
    expect(res.statusCode).toBe(200);
    const { sessoes } = res.json();
    expect(sessoes).toHaveLength(2);
    expect(sessoes.filter((s: { atual: boolean }) => s.atual)).toHaveLength(1);
    expect(sessoes.map((s: { dispositivo: string }) => s.dispositivo)).toContain('Chrome em Windows');
    for (const s of sessoes)
      expect(Object.keys(s).sort()).toEqual([
        'atual',
        'criado_em',
        'dispositivo',
        'id',
        'ip',
        'ultimo_uso_em',
      ]);
    expect(res.body).not.toContain(user.token);
    expect(res.body).not.toMatch(/token|hash/);
  });
});

describe('DELETE /user/sessoes/{id}', () => {
  it('ends that session: its next request answers 401, the others go on', async () => {
    const user = await createUser(app);
    const outra = await outroLogin(user);
    const { sessoes } = (await listar(user.auth)).json();
    const alvo = sessoes.find((s: { atual: boolean }) => !s.atual);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/user/sessoes/${alvo.id}`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(204);
    expect((await listar(outra)).statusCode).toBe(401);
    expect((await listar(user.auth)).json().sessoes).toHaveLength(1);
  });

  it("answers 404 for another user's session and leaves it alive; 422 for a malformed id", async () => {
    const a = await createUser(app);
    const b = await createUser(app);
    const [sessaoB] = (await listar(b.auth)).json().sessoes;
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/user/sessoes/${sessaoB.id}`,
      headers: a.auth,
    });
    expect(res.statusCode).toBe(404);
    expect((await listar(b.auth)).statusCode).toBe(200);
    const bad = await app.inject({ method: 'DELETE', url: '/api/user/sessoes/nao-e-id', headers: a.auth });
    expect([400, 422]).toContain(bad.statusCode);
  });
});

describe('DELETE /user/sessoes ("Sair de todas as outras")', () => {
  it('ends every other session and keeps the current one', async () => {
    const user = await createUser(app);
    const outras = [await outroLogin(user), await outroLogin(user)];
    const res = await app.inject({ method: 'DELETE', url: '/api/user/sessoes', headers: user.auth });
    expect(res.json()).toEqual({ encerradas: 2 });
    for (const o of outras) expect((await listar(o)).statusCode).toBe(401);
    expect((await listar(user.auth)).json().sessoes).toEqual([expect.objectContaining({ atual: true })]);
  });
});
