import { describe, expect, it } from 'vitest';
import {
  cobrancaPixSchema,
  MSG_PAGAMENTOS,
  pagamentoSchema,
  pixWebhookSchema,
  segundosRestantes,
  upgradePlanRequestSchema,
} from './pagamentos.ts';

describe('upgrade-plan request', () => {
  it('accepts the two paid plans', () => {
    expect(upgradePlanRequestSchema.parse({ plano: 'essencial' })).toEqual({ plano: 'essencial' });
    expect(upgradePlanRequestSchema.parse({ plano: 'vitalicio' })).toEqual({ plano: 'vitalicio' });
  });

  it.each([['gratuito'], ['premium'], [''], [undefined]])('refuses plano=%s in Portuguese', (plano) => {
    const r = upgradePlanRequestSchema.safeParse({ plano });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(MSG_PAGAMENTOS.planoInvalido);
  });
});

describe('charges', () => {
  const base = {
    id: '9b2f3a52-0d8e-4f5b-9a77-0c1d2e3f4a5b',
    plano: 'essencial',
    status: 'pendente',
    valor: 39.9,
    expira_em: '2026-11-23T16:30:00.000Z',
    criado_em: '2026-11-23T16:00:00.000Z',
  };

  it('a checkout needs a PNG data URL and the copia-e-cola text', () => {
    expect(
      cobrancaPixSchema.safeParse({
        ...base,
        pix_copia_e_cola: '000201…',
        qr_code: 'data:image/png;base64,iVBO',
      }).success,
    ).toBe(true);
    expect(
      cobrancaPixSchema.safeParse({ ...base, pix_copia_e_cola: '000201…', qr_code: 'https://x/qr.png' })
        .success,
    ).toBe(false);
  });

  it('a status has pago_em, null while not paid, and only the three statuses', () => {
    expect(pagamentoSchema.parse({ ...base, pago_em: null }).pago_em).toBeNull();
    expect(pagamentoSchema.safeParse({ ...base, status: 'cancelado', pago_em: null }).success).toBe(false);
  });

  it('the webhook body keeps unknown fields and defaults to no notification', () => {
    expect(pixWebhookSchema.parse({})).toEqual({ pix: [] });
    const body = pixWebhookSchema.parse({ pix: [{ txid: 'abc', valor: '39.90', infoPagador: 'x' }] });
    expect(body.pix[0]).toMatchObject({ txid: 'abc', valor: '39.90', infoPagador: 'x' });
  });

  it('segundosRestantes counts down to zero, never below', () => {
    const agora = Date.parse('2026-11-23T16:00:00Z');
    expect(segundosRestantes('2026-11-23T16:30:00Z', agora)).toBe(1800);
    expect(segundosRestantes('2026-11-23T15:00:00Z', agora)).toBe(0);
  });
});
