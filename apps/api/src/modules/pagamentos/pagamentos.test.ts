import {
  MSG_PAGAMENTOS,
  pagamentoSchema,
  upgradePlanResponseSchema,
} from '@consultorio/contracts/pagamentos';
import { planInfoResponseSchema } from '@consultorio/contracts/planos';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { pagamentos, usuarios } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser, testConfig } from '../../test/app.ts';
import { setPlan } from '../planos/testing.ts';
import { lerBrCode, subcampos } from './brcode.ts';
import { confirmarPagamento } from './service.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const DAY = 86_400_000;

const upgrade = (user: TestUser, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/user/upgrade-plan',
    headers: user.auth,
    payload: payload as object,
  });

async function cobrar(user: TestUser, plano: 'essencial' | 'vitalicio') {
  const res = await upgrade(user, { plano });
  expect(res.statusCode).toBe(201);
  return upgradePlanResponseSchema.parse(res.json()).pagamento;
}

const status = async (user: TestUser, id: string) => {
  const res = await app.inject({ url: `/api/user/pix-payment-status/${id}`, headers: user.auth });
  expect(res.statusCode).toBe(200);
  return pagamentoSchema.parse(res.json());
};

const simular = (user: TestUser, id: string) =>
  app.inject({ method: 'POST', url: `/api/user/pix-payment/${id}/simular-pagamento`, headers: user.auth });

const planInfo = async (user: TestUser) => {
  const res = await app.inject({ url: '/api/user/plan-info', headers: user.auth });
  return planInfoResponseSchema.parse(res.json()).plano;
};

const hasAccess = async (user: TestUser, feature: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/user/check-feature',
      headers: user.auth,
      payload: { feature },
    })
  ).json().has_access as boolean;

describe('POST /user/upgrade-plan', () => {
  it('Essencial: 201 with a pending charge of R$ 39,90, its BR Code, QR image and a 30-minute expiry', async () => {
    const user = await createUser(app);
    const before = Date.now();
    const res = await upgrade(user, { plano: 'essencial' });
    expect(res.statusCode).toBe(201);
    const { pagamento } = upgradePlanResponseSchema.parse(res.json());
    expect(pagamento).toMatchObject({ plano: 'essencial', status: 'pendente', valor: 39.9 });
    const minutes = (Date.parse(pagamento.expira_em) - before) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThanOrEqual(30.1);
    const { campos, crcValido } = lerBrCode(pagamento.pix_copia_e_cola);
    expect(crcValido).toBe(true);
    expect(campos['54']).toBe('39.90');
    expect(campos['53']).toBe('986');
    expect(subcampos(campos['26'])['01']).toBe(app.ctx.config.pix.chave);
    expect(subcampos(campos['62'])['05']).toMatch(/^[A-Za-z0-9]{25}$/);
    expect(pagamento.qr_code).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
  });

  it('Vitalício costs R$ 990,00', async () => {
    const user = await createUser(app);
    const pagamento = await cobrar(user, 'vitalicio');
    expect(pagamento.valor).toBe(990);
    expect(lerBrCode(pagamento.pix_copia_e_cola).campos['54']).toBe('990.00');
  });

  it('asking again for the same plan while pending returns the same charge; another plan gets its own', async () => {
    const user = await createUser(app);
    const first = await cobrar(user, 'essencial');
    const again = await cobrar(user, 'essencial');
    expect(again.id).toBe(first.id);
    expect(again.pix_copia_e_cola).toBe(first.pix_copia_e_cola);
    const vitalicio = await cobrar(user, 'vitalicio');
    expect(vitalicio.id).not.toBe(first.id);
    const list = await app.inject({ url: '/api/user/pagamentos', headers: user.auth });
    expect(list.json().pagamentos.map((p: { id: string }) => p.id)).toEqual([vitalicio.id, first.id]);
  });

  it.each([
    ['gratuito', { plano: 'gratuito' }],
    ['an unknown plan', { plano: 'premium' }],
    ['an empty plan', { plano: '' }],
    ['no plan', {}],
  ])('%s → 422 with the field error in Portuguese', async (_label, payload) => {
    const user = await createUser(app);
    const res = await upgrade(user, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.plano).toEqual([MSG_PAGAMENTOS.planoInvalido]);
  });

  it('a Vitalício user buying any plan → 409', async () => {
    const user = await createUser(app);
    await setPlan(app, user.email, { plano: 'vitalicio' });
    for (const plano of ['essencial', 'vitalicio']) {
      const res = await upgrade(user, { plano });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG_PAGAMENTOS.jaVitalicio);
    }
  });

  it('GET /user/pix-config tells the checkout the simulator is on', async () => {
    const user = await createUser(app);
    const res = await app.inject({ url: '/api/user/pix-config', headers: user.auth });
    expect(res.json()).toEqual({ provedor: 'simulador', simulacao: true });
  });

  it('needs a session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/upgrade-plan',
      payload: { plano: 'essencial' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('status, simulation and the plan', () => {
  it('Gratuito → pays Essencial: status pago, plan active for 30 days, gated areas open at once', async () => {
    const user = await createUser(app);
    expect(await hasAccess(user, 'gestao_financeira')).toBe(false);
    const fin = await app.inject({ url: '/api/financeiros', headers: user.auth });
    expect(fin.statusCode).toBe(403);
    const cobranca = await cobrar(user, 'essencial');
    expect(await status(user, cobranca.id)).toMatchObject({ status: 'pendente', pago_em: null, valor: 39.9 });

    const res = await simular(user, cobranca.id);
    expect(res.statusCode).toBe(200);
    const pago = pagamentoSchema.parse(res.json());
    expect(pago.status).toBe('pago');
    expect(Math.abs(Date.parse(pago.pago_em ?? '') - Date.now())).toBeLessThan(60_000);
    expect(await status(user, cobranca.id)).toEqual(pago);

    const plano = await planInfo(user);
    expect(plano).toMatchObject({ slug: 'essencial', status: 'ACTIVE', paused: false });
    const days = (Date.parse(plano.expira_em ?? '') - Date.now()) / DAY;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThanOrEqual(30);
    expect(await hasAccess(user, 'gestao_financeira')).toBe(true);
    expect((await app.inject({ url: '/api/financeiros', headers: user.auth })).statusCode).toBe(200);
  });

  it('confirming twice changes nothing (same pago_em, same plan expiry)', async () => {
    const user = await createUser(app);
    const cobranca = await cobrar(user, 'essencial');
    const first = pagamentoSchema.parse((await simular(user, cobranca.id)).json());
    const expiry = (await planInfo(user)).expira_em;
    const second = pagamentoSchema.parse((await simular(user, cobranca.id)).json());
    expect(second).toEqual(first);
    expect((await planInfo(user)).expira_em).toBe(expiry);
    const [row] = await app.ctx.db.select().from(pagamentos).where(eq(pagamentos.id, cobranca.id));
    expect(
      await confirmarPagamento(app.ctx, row.txid, { endToEndId: 'E2', valor: '39.90', horario: '' }),
    ).toBe('ja_pago');
    expect((await planInfo(user)).expira_em).toBe(expiry);
  });

  it('renewing Essencial early adds 30 days to the current expiry; a new charge is created after a payment', async () => {
    const user = await createUser(app);
    await setPlan(app, user.email, { plano: 'essencial' });
    const until = new Date(Date.now() + 10 * DAY);
    await app.ctx.db.update(usuarios).set({ plano_expira_em: until }).where(eq(usuarios.id, user.id));
    const cobranca = await cobrar(user, 'essencial');
    await simular(user, cobranca.id);
    const expira = Date.parse((await planInfo(user)).expira_em ?? '');
    expect(Math.abs(expira - (until.getTime() + 30 * DAY))).toBeLessThan(1000);
    const next = await cobrar(user, 'essencial');
    expect(next.id).not.toBe(cobranca.id);
  });

  it('a paused Essencial renewed opens 30 days from now', async () => {
    const user = await createUser(app);
    await setPlan(app, user.email, { plano: 'essencial' });
    await app.ctx.db
      .update(usuarios)
      .set({ plano_expira_em: new Date(Date.now() - 3 * DAY), plano_status: 'INACTIVE' })
      .where(eq(usuarios.id, user.id));
    expect((await planInfo(user)).paused).toBe(true);
    await simular(user, (await cobrar(user, 'essencial')).id);
    const plano = await planInfo(user);
    expect(plano).toMatchObject({ slug: 'essencial', paused: false, status: 'ACTIVE' });
    expect(Math.abs(Date.parse(plano.expira_em ?? '') - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
  });

  it('Essencial → Vitalício: never expires, everything open', async () => {
    const user = await createUser(app);
    await setPlan(app, user.email, { plano: 'essencial' });
    await simular(user, (await cobrar(user, 'vitalicio')).id);
    const plano = await planInfo(user);
    expect(plano).toMatchObject({ slug: 'vitalicio', expira_em: null, paused: false });
    expect(await hasAccess(user, 'backup_automatico')).toBe(true);
  });

  it('a late Essencial payment never takes Vitalício away', async () => {
    const user = await createUser(app);
    const essencial = await cobrar(user, 'essencial');
    await simular(user, (await cobrar(user, 'vitalicio')).id);
    expect((await simular(user, essencial.id)).json().status).toBe('pago');
    expect(await planInfo(user)).toMatchObject({ slug: 'vitalicio', expira_em: null });
  });

  it('an expired charge reads "expirado", is still honoured when paid, and a new request gets a new code', async () => {
    const user = await createUser(app);
    const cobranca = await cobrar(user, 'essencial');
    await app.ctx.db
      .update(pagamentos)
      .set({ expira_em: new Date(Date.now() - 60_000) })
      .where(eq(pagamentos.id, cobranca.id));
    expect((await status(user, cobranca.id)).status).toBe('expirado');
    const fresh = await cobrar(user, 'essencial');
    expect(fresh.id).not.toBe(cobranca.id);
    expect(fresh.status).toBe('pendente');
    expect((await simular(user, cobranca.id)).json().status).toBe('pago');
    expect((await planInfo(user)).slug).toBe('essencial');
  });

  it('an amount that does not match is refused: the charge stays pending and the plan unchanged', async () => {
    const user = await createUser(app);
    const cobranca = await cobrar(user, 'essencial');
    const [row] = await app.ctx.db.select().from(pagamentos).where(eq(pagamentos.id, cobranca.id));
    for (const valor of ['39.00', '0.01', '399.00', 'abc']) {
      expect(
        await confirmarPagamento(app.ctx, row.txid, {
          endToEndId: 'E1',
          valor,
          horario: new Date().toISOString(),
        }),
      ).toBe('valor_divergente');
    }
    expect((await status(user, cobranca.id)).status).toBe('pendente');
    expect((await planInfo(user)).slug).toBe('gratuito');
  });

  it("another user's or an unknown charge → 404; a malformed id → 422", async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    const cobranca = await cobrar(owner, 'essencial');
    const res = await app.inject({ url: `/api/user/pix-payment-status/${cobranca.id}`, headers: other.auth });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG_PAGAMENTOS.pagamentoNaoEncontrado);
    expect((await simular(other, cobranca.id)).statusCode).toBe(404);
    expect((await status(owner, cobranca.id)).status).toBe('pendente');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await app.inject({ url: `/api/user/pix-payment-status/${unknown}`, headers: owner.auth })).statusCode,
    ).toBe(404);
    expect((await simular(owner, unknown)).statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/api/user/pix-payment-status/abc', headers: owner.auth })).statusCode,
    ).toBe(422);
    const list = await app.inject({ url: '/api/user/pagamentos', headers: other.auth });
    expect(list.json()).toEqual({ pagamentos: [] });
  });

  it('the webhook never trusts its body: with the simulator a notification changes nothing', async () => {
    const user = await createUser(app);
    const cobranca = await cobrar(user, 'essencial');
    const [row] = await app.ctx.db.select().from(pagamentos).where(eq(pagamentos.id, cobranca.id));
    const res = await app.inject({
      method: 'POST',
      url: '/api/pix/webhook/pix',
      payload: {
        pix: [{ endToEndId: 'E123', txid: row.txid, valor: '39.90', horario: new Date().toISOString() }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await status(user, cobranca.id)).status).toBe('pendente');
    expect((await planInfo(user)).slug).toBe('gratuito');
  });
});

describe('the simulation route exists only with the simulator, outside production', () => {
  it.each([
    ['production', { env: 'production', provider: 'simulador' }],
    ['the bcb provider', { env: 'test', provider: 'bcb' }],
  ] as const)('%s → 404', async (_label, change) => {
    const cfg = testConfig();
    const other = await buildApp(
      {
        ...cfg,
        env: change.env,
        pix: { ...cfg.pix, provider: change.provider, apiUrl: 'https://127.0.0.1:9/' },
      },
      { logger: false },
    );
    try {
      const user = await createUser(other);
      const res = await other.inject({
        method: 'POST',
        url: '/api/user/pix-payment/00000000-0000-4000-8000-000000000000/simular-pagamento',
        headers: user.auth,
      });
      expect(res.statusCode).toBe(404);
      const config = await other.inject({ url: '/api/user/pix-config', headers: user.auth });
      expect(config.json()).toEqual({ provedor: change.provider, simulacao: false });
    } finally {
      await other.close();
    }
  });
});
