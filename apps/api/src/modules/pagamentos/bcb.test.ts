import { createServer } from 'node:net';
import { pagamentoSchema, upgradePlanResponseSchema } from '@consultorio/contracts/pagamentos';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { PixConfig } from '../../config.ts';
import { pagamentos } from '../../db/schema.ts';
import { createUser, type TestUser, testConfig } from '../../test/app.ts';
import { lerBrCode, subcampos } from './brcode.ts';
import { bcbProvider, PspError } from './providers/bcb.ts';
import { type FakePsp, iniciarPspFalso } from './testing/fake-psp.ts';

// The bcb provider against a fake PSP over real mutual TLS (testing/fake-psp.ts): token, cob, webhook registration,
// the PSP's notifications read back before anything changes, and the refusal of a client without its certificate.

let psp: FakePsp;
let app: FastifyInstance;
let pix: PixConfig;

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  psp = await iniciarPspFalso();
  const port = await freePort();
  const cfg = testConfig();
  pix = {
    ...cfg.pix,
    provider: 'bcb',
    chave: 'financeiro@consultorio.app',
    apiUrl: psp.url,
    clientId: psp.clientId,
    clientSecret: psp.clientSecret,
    cert: psp.client.cert,
    key: psp.client.key,
    ca: psp.ca,
  };
  app = await buildApp({ ...cfg, port, publicUrl: `http://127.0.0.1:${port}`, pix }, { logger: false });
  await app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await psp?.close();
});

async function cobrar(user: TestUser, plano: 'essencial' | 'vitalicio' = 'essencial') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/upgrade-plan',
    headers: user.auth,
    payload: { plano },
  });
  expect(res.statusCode).toBe(201);
  const pagamento = upgradePlanResponseSchema.parse(res.json()).pagamento;
  const [row] = await app.ctx.db.select().from(pagamentos).where(eq(pagamentos.id, pagamento.id));
  return { pagamento, txid: row.txid };
}

const status = async (user: TestUser, id: string) => {
  const res = await app.inject({ url: `/api/user/pix-payment-status/${id}`, headers: user.auth });
  expect(res.statusCode).toBe(200);
  return pagamentoSchema.parse(res.json());
};

const plano = async (user: TestUser) =>
  (await app.inject({ url: '/api/user/plan-info', headers: user.auth })).json().plano;

describe('bcb provider against the fake PSP', () => {
  it('at start the webhook is registered for the key with PUBLIC_URL/api/pix/webhook', () => {
    expect(psp.webhooks.get('financeiro@consultorio.app')).toBe(
      `${app.ctx.config.publicUrl}/api/pix/webhook`,
    );
    expect(psp.requests).toContain('PUT /webhook/financeiro%40consultorio.app');
  });

  it('creates the charge with PUT /cob/{txid}: expiry, amount, key, message; the code is the PSP’s dynamic one', async () => {
    const user = await createUser(app);
    const { pagamento, txid } = await cobrar(user);
    expect(txid).toMatch(/^[A-Za-z0-9]{32}$/);
    const cob = psp.cobs.get(txid);
    expect(cob).toMatchObject({
      calendario: { expiracao: 1800 },
      valor: { original: '39.90' },
      chave: 'financeiro@consultorio.app',
      solicitacaoPagador: 'Consultório - plano Essencial',
    });
    expect(pagamento.pix_copia_e_cola).toBe(cob?.pixCopiaECola);
    const { campos, crcValido } = lerBrCode(pagamento.pix_copia_e_cola);
    expect(crcValido).toBe(true);
    expect(subcampos(campos['26'])['25']).toBe(cob?.location);
    expect(pagamento.status).toBe('pendente');
    // There is no simulation with a real PSP.
    const sim = await app.inject({
      method: 'POST',
      url: `/api/user/pix-payment/${pagamento.id}/simular-pagamento`,
      headers: user.auth,
    });
    expect(sim.statusCode).toBe(404);
  });

  it('one OAuth2 token serves many calls (client credentials, cached until it expires)', async () => {
    const user = await createUser(app);
    const before = psp.tokensIssued;
    await cobrar(user, 'essencial');
    await cobrar(user, 'vitalicio');
    expect(psp.tokensIssued - before).toBe(0);
    expect(psp.tokensIssued).toBe(1);
  });

  it('the PSP notifies the payment → the app reads the cob back → paid, plan open; a second notice changes nothing', async () => {
    const user = await createUser(app);
    const { pagamento, txid } = await cobrar(user);
    const reads = () => psp.requests.filter((r) => r === `GET /cob/${txid}`).length;
    const readsBefore = reads();
    expect(await psp.pagar(txid)).toBe(200);
    expect(reads()).toBe(readsBefore + 1);
    const pago = await status(user, pagamento.id);
    expect(pago.status).toBe('pago');
    expect(await plano(user)).toMatchObject({ slug: 'essencial', status: 'ACTIVE' });
    const expira = (await plano(user)).expira_em;

    expect(await psp.notificar(txid)).toBe(200);
    expect(await status(user, pagamento.id)).toEqual(pago);
    expect((await plano(user)).expira_em).toBe(expira);
  });

  it('a forged notification is not trusted: the PSP says the cob is still ATIVA, nothing changes', async () => {
    const user = await createUser(app);
    const { pagamento, txid } = await cobrar(user);
    const res = await fetch(`${app.ctx.config.publicUrl}/api/pix/webhook/pix`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        pix: [{ endToEndId: 'E999', txid, valor: '39.90', horario: new Date().toISOString() }],
      }),
    });
    expect(res.status).toBe(200);
    expect(psp.requests).toContain(`GET /cob/${txid}`);
    expect((await status(user, pagamento.id)).status).toBe('pendente');
    expect((await plano(user)).slug).toBe('gratuito');

    // Txids that are not our unpaid charges are not even read back.
    const antes = psp.requests.length;
    const lixo = await fetch(`${app.ctx.config.publicUrl}/api/pix/webhook/pix`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pix: [{ txid: 'Z'.repeat(32) }, { txid: '../../x' }, { valor: '1.00' }] }),
    });
    expect(lixo.status).toBe(200);
    expect(psp.requests.length).toBe(antes);
  });

  it('a PIX of another amount is refused: the charge stays pending and the plan unchanged', async () => {
    const user = await createUser(app);
    const { pagamento, txid } = await cobrar(user);
    expect(await psp.pagar(txid, { valor: '3.99' })).toBe(200);
    expect((await status(user, pagamento.id)).status).toBe('pendente');
    expect((await plano(user)).slug).toBe('gratuito');
  });

  it('a lost webhook: polling the status reads the cob back and confirms it', async () => {
    const user = await createUser(app);
    const { pagamento, txid } = await cobrar(user, 'vitalicio');
    await psp.pagar(txid, { notificar: false });
    expect(await status(user, pagamento.id)).toMatchObject({ status: 'pago', valor: 990 });
    expect(await plano(user)).toMatchObject({ slug: 'vitalicio', expira_em: null });
  });

  it('a client without the certificate is refused by the PSP (mutual TLS), and bad credentials get no token', async () => {
    const semCertificado = bcbProvider({ ...pix, cert: undefined, key: undefined });
    await expect(
      semCertificado.criarCobranca({
        txid: 'A'.repeat(32),
        valor: '39.90',
        expiracaoSegundos: 60,
        descricao: 'x',
      }),
    ).rejects.toThrow();
    expect(psp.cobs.has('A'.repeat(32))).toBe(false);

    const senhaErrada = bcbProvider({ ...pix, clientSecret: 'errada' });
    await expect(senhaErrada.consultarCobranca('B'.repeat(32))).rejects.toBeInstanceOf(PspError);
  });

  it('when the PSP fails, the user gets a clear 503 in Portuguese', async () => {
    const cfg = testConfig();
    const broken = await buildApp({ ...cfg, pix: { ...pix, clientSecret: 'errada' } }, { logger: false });
    try {
      const user = await createUser(broken);
      const res = await broken.inject({
        method: 'POST',
        url: '/api/user/upgrade-plan',
        headers: user.auth,
        payload: { plano: 'essencial' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/Não foi possível gerar o PIX agora/);
    } finally {
      await broken.close();
    }
  });
});
