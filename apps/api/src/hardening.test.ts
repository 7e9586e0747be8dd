import { MSG_ENTRADA } from '@consultorio/contracts/common';
import { MSG } from '@consultorio/contracts/messages';
import { MSG_SESSOES } from '@consultorio/contracts/sessoes';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pacientes, sessoes } from './db/schema.ts';
import { multipart, pdf } from './modules/anexos/testing.ts';
import { createPaciente, pacientePayload } from './modules/pacientes/testing.ts';
import { buildTestApp, createUser, type TestUser } from './test/app.ts';
import { cadastroPayload } from './test/factories.ts';

// Hostile input answers a Portuguese 4xx and stores nothing (docs/security.md,
// docs/decisions/0009-api-errors-and-hostile-input.md).
let app: FastifyInstance;
let user: TestUser;
let other: TestUser;
let pacienteId: string;
beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app);
  other = await createUser(app);
  pacienteId = (await createPaciente(app, user)).id;
});
afterAll(async () => {
  await app.close();
});

const totalPacientes = async () => (await app.ctx.db.select({ n: count() }).from(pacientes))[0].n;
const totalSessoes = async () => (await app.ctx.db.select({ n: count() }).from(sessoes))[0].n;

const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown, who = user) =>
  app.inject({
    method,
    url,
    headers: who.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('control characters', () => {
  it('refuses a NUL in any text field of a body with 422 naming the field, and stores nothing', async () => {
    const before = await totalPacientes();
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ['POST', '/api/paciente', pacientePayload({ nome: 'Ana\u0000Maria' }), 'nome'],
      ['POST', '/api/paciente', pacientePayload({ observacoes: 'a\u0000b' }), 'observacoes'],
      [
        'POST',
        '/api/financeiros',
        { tipo: 'receita', descricao: 'x\u0000', valor: 10, data: '2026-01-10' },
        'descricao',
      ],
      ['PUT', '/api/user/profile', cadastroPayload({ nome: 'Psi\u0000cóloga Lima' }), 'nome'],
      ['POST', '/api/leads', { nome: 'Lead\u0000', email: 'lead@example.com', consentimento: true }, 'nome'],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await send(method as 'POST', url, payload);
      expect(res.statusCode, `${url} ${field}`).toBe(422);
      // The schema's own message when another rule of the field fails first, else the control-character one.
      expect(res.json().errors?.[field], `${url} ${res.body}`).toBeDefined();
    }
    // Bidirectional overrides hide what a name really says: refused the same way.
    const bidi = await send('POST', '/api/paciente', pacientePayload({ nome: 'Ana \u202Efdp.exe' }));
    expect(bidi.statusCode).toBe(422);
    expect(await totalPacientes()).toBe(before);
  });

  it('keeps line breaks and tabs, which are text', async () => {
    const res = await send(
      'POST',
      '/api/paciente',
      pacientePayload({ observacoes: 'linha 1\n\tlinha 2\r\n' }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('refuses a NUL in a search query with 422', async () => {
    const res = await send('GET', `/api/pacientes?busca=${encodeURIComponent('ana\u0000')}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.busca).toEqual([MSG_ENTRADA.controle]);
  });
});

describe('money and dates', () => {
  it('refuses 1e21 and 2^53+1 on patient, appointment, session and profile money fields', async () => {
    const beforeP = await totalPacientes();
    const beforeS = await totalSessoes();
    for (const valor of [1e21, 2 ** 53 + 1, 10_000_000]) {
      const cases: Array<[string, string, Record<string, unknown>, string]> = [
        ['POST', '/api/paciente', pacientePayload({ valor_sessao: valor }), 'valor_sessao'],
        [
          'POST',
          '/api/sessao',
          { paciente_id: pacienteId, data: '2026-01-10', presenca: 'realizada', valor },
          'valor',
        ],
        [
          'POST',
          '/api/agendamento',
          { paciente_id: pacienteId, inicio: '2030-01-10T14:00:00-03:00', duracao_minutos: 50, valor },
          'valor',
        ],
        ['PUT', '/api/user/profile', { valor_sessao_padrao: valor }, 'valor_sessao_padrao'],
      ];
      for (const [method, url, payload, field] of cases) {
        const res = await send(method as 'POST', url, payload);
        expect(res.statusCode, `${url} ${valor}`).toBe(422);
        expect(res.json().errors[field]).toEqual([MSG_ENTRADA.valorMaximo]);
      }
    }
    expect(await totalPacientes()).toBe(beforeP);
    expect(await totalSessoes()).toBe(beforeS);
  });

  it('refuses a period beyond the supported years with 422, not a RangeError', async () => {
    const res = await send('GET', '/api/agendamentos?inicio=0001-01-01&fim=9999-12-31');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.inicio).toHaveLength(1);
    expect(res.json().errors.fim).toHaveLength(1);
    const ok = await send('GET', '/api/agendamentos?inicio=2026-01-01&fim=2026-12-31');
    expect(ok.statusCode).toBe(200);
  });
});

describe('malformed multipart', () => {
  const url = () => `/api/anexos/paciente/${pacienteId}`;
  it('answers 400/415 for a multipart body without boundary or cut short', async () => {
    const noBoundary = await app.inject({
      method: 'POST',
      url: url(),
      headers: { ...user.auth, 'content-type': 'multipart/form-data' },
      payload: 'qualquer coisa',
    });
    expect([400, 415]).toContain(noBoundary.statusCode);
    expect(noBoundary.json().message).toMatch(/[a-zà-ú]/);
  });

  it('answers 4xx for a multipart body cut short, and stores nothing', async () => {
    const whole = multipart([{ name: 'arquivo', file: { filename: 'laudo.pdf', data: pdf() } }]);
    const cut = await app.inject({
      method: 'POST',
      url: url(),
      headers: { ...user.auth, ...whole.headers },
      payload: whole.payload.subarray(0, whole.payload.length - 60),
    });
    expect([400, 413, 415, 422]).toContain(cut.statusCode);
    const list = await send('GET', url());
    expect(list.json().data ?? list.json().anexos ?? list.json()).toHaveLength(0);
  });
});

describe('references in bodies', () => {
  it('refuses a session pointing at another user’s appointment or at nothing, and stores nothing', async () => {
    const outroPaciente = await createPaciente(app, other);
    const agendado = await send(
      'POST',
      '/api/agendamento',
      { paciente_id: outroPaciente.id, inicio: '2030-02-10T14:00:00-03:00', duracao_minutos: 50 },
      other,
    );
    expect(agendado.statusCode).toBe(201);
    const alheio = agendado.json().agendamento.id as string;
    const before = await totalSessoes();
    for (const agendamento_id of [alheio, '0b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091']) {
      const res = await send('POST', '/api/sessao', {
        paciente_id: pacienteId,
        data: '2026-01-10',
        presenca: 'realizada',
        agendamento_id,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.agendamento_id).toEqual([MSG_SESSOES.agendamentoInvalido]);
    }
    expect(await totalSessoes()).toBe(before);
  });
});

describe('deep nesting', () => {
  it('answers 4xx, not 500, for a deeply nested body', async () => {
    const nested = `${'['.repeat(10_000)}"x"${']'.repeat(10_000)}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/paciente',
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload: `${JSON.stringify(pacientePayload()).slice(0, -1)},"observacoes":${nested}}`,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).not.toBe(MSG.internal);
  });
});
