import { MSG_ANEXOS } from '@consultorio/contracts/anexos';
import { MSG_ENTRADA } from '@consultorio/contracts/common';
import { MSG } from '@consultorio/contracts/messages';
import { MAX_NOTIFICACOES_PIX } from '@consultorio/contracts/pagamentos';
import { MSG_SESSOES } from '@consultorio/contracts/sessoes';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anexos, pacientes, sessoes } from './db/schema.ts';
import { multipart, pdf, storedFiles } from './modules/anexos/testing.ts';
import { cadastrarPaciente, createVitalicioUser, pacientePayload } from './modules/pacientes/testing.ts';
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
  pacienteId = (await cadastrarPaciente(app, user)).id;
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

  it('refuses a lone UTF-16 surrogate in a name (valid JSON, no character) with 422, and stores nothing', async () => {
    const before = await totalPacientes();
    for (const payload of [
      pacientePayload({ nome: 'Ana\uD800 Souza' }),
      pacientePayload({ nome_social: 'Aninha\uDC00' }),
    ]) {
      const res = await send('POST', '/api/paciente', payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.values(res.json().errors).flat()).toContain(MSG_ENTRADA.controle);
    }
    // Sent as raw JSON text, as a script would.
    const cru = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload: JSON.stringify(cadastroPayload({ nome: 'PSI' })).replace('"PSI"', '"Psic\\ud800loga Lima"'),
    });
    expect(cru.statusCode, cru.body).toBe(422);
    expect(cru.json().errors.nome).toEqual([MSG_ENTRADA.controle]);
    // A whole pair is a character: an emoji in a name is kept.
    expect((await send('POST', '/api/paciente', pacientePayload({ nome: 'Ana Souza 🌻' }))).statusCode).toBe(
      201,
    );
    expect(await totalPacientes()).toBe(before + 1);
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
    const outroPaciente = await cadastrarPaciente(app, other);
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

interface Operacao {
  security?: unknown[];
}
/** Routes that would end the test's own session or account (every later request would only be a 401). */
const ENCERRAM_A_SESSAO = new Set([
  'POST /api/logout',
  'POST /api/token/refresh',
  'DELETE /api/user',
  'DELETE /api/user/sessoes',
]);

describe('no API answer is cacheable', () => {
  const UUID = '0b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091';
  const rotas = async () => {
    await app.ready();
    const doc = app.swagger() as { paths: Record<string, Record<string, Operacao>> };
    return Object.entries(doc.paths).flatMap(([caminho, metodos]) =>
      Object.entries(metodos).map(([metodo, op]) => ({
        chave: `${metodo.toUpperCase()} ${caminho}`,
        metodo: metodo.toUpperCase() as 'GET',
        // Ids of nothing: a 404 carries the header as well as a 200, and no DELETE removes this file's patient.
        url: caminho.replace(/\{\w+\}/g, UUID),
        autenticada: (op.security?.length ?? 0) > 0,
      })),
    );
  };

  it('every authenticated route of the OpenAPI document answers Cache-Control: no-store, whatever the status', async () => {
    const todas = await rotas();
    const autenticadas = todas.filter((r) => r.autenticada && !ENCERRAM_A_SESSAO.has(r.chave));
    const metodos = new Set(autenticadas.map((r) => r.metodo));
    expect(autenticadas.filter((r) => r.metodo === 'GET').length).toBeGreaterThan(30);
    expect([...metodos].sort()).toEqual(['DELETE', 'GET', 'POST', 'PUT']);
    const sem: string[] = [];
    for (const rota of autenticadas) {
      // GETs all; one request of every other method (a body the schema refuses changes nothing).
      const res = await app.inject({
        method: rota.metodo,
        url: rota.url,
        headers: user.auth,
        ...(rota.metodo === 'GET' ? {} : { payload: {} }),
      });
      if (!String(res.headers['cache-control'] ?? '').includes('no-store'))
        sem.push(`${rota.chave} → ${res.statusCode} ${res.headers['cache-control']}`);
    }
    expect(sem).toEqual([]);
  }, 120_000);

  it('a download keeps its own policy, errors and public answers get no-store too', async () => {
    const enviado = multipart([{ name: 'arquivo', file: { filename: 'laudo.pdf', data: pdf() } }]);
    const criado = await app.inject({
      method: 'POST',
      url: `/api/anexos/paciente/${pacienteId}`,
      headers: { ...user.auth, ...enviado.headers },
      payload: enviado.payload,
    });
    expect(criado.statusCode).toBe(201);
    expect(criado.headers['cache-control']).toBe('no-store');
    const baixado = await send('GET', `/api/anexos/${criado.json().anexo.id}/download`);
    expect(baixado.headers['cache-control']).toBe('private, no-store');
    for (const url of [
      '/api/health',
      '/api/ready',
      '/api/pacientes',
      '/api/nada-aqui',
      `/api/paciente/${'x'.repeat(5000)}`,
      '/public/api/pacientes',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], `${url} → ${res.statusCode}`).toBe('no-store');
    }
  });
});

describe('multipart bodies cut short', () => {
  const anexosDoPaciente = async () =>
    (await app.ctx.db.select({ n: count() }).from(anexos).where(eq(anexos.paciente_id, pacienteId)))[0].n;

  /** The four ways a body ends early: before its closing boundary, in a part's headers, in a file's bytes, at once. */
  function cortes(campo: string) {
    const inteiro = multipart([
      { name: 'descricao', value: 'Laudo' },
      { name: campo, file: { filename: 'laudo.pdf', data: pdf(40_000) } },
    ]);
    const corpo = inteiro.payload;
    const fechamento = corpo.lastIndexOf(Buffer.from('\r\n--'));
    const cabecalhoDoArquivo = corpo.indexOf(Buffer.from(`name="${campo}"`));
    return {
      headers: inteiro.headers,
      variantes: {
        'sem o fechamento': corpo.subarray(0, fechamento),
        'no cabeçalho de uma parte': corpo.subarray(0, cabecalhoDoArquivo + 10),
        'nos bytes do arquivo': corpo.subarray(0, cabecalhoDoArquivo + 20_000),
        'vazio, com boundary declarado': Buffer.alloc(0),
      } as Record<string, Buffer>,
    };
  }

  it.each([
    ['/api/anexos/paciente/{id}', 'arquivo'],
    ['/api/anexos/paciente/{id}/multiple', 'arquivos[0]'],
  ])('%s: each variant answers 400 in Portuguese and stores nothing', async (rota, campo) => {
    const url = rota.replace('{id}', pacienteId);
    const linhas = await anexosDoPaciente();
    const arquivos = storedFiles(app).length;
    const { headers, variantes } = cortes(campo);
    for (const [nome, payload] of Object.entries(variantes)) {
      const res = await app.inject({ method: 'POST', url, headers: { ...user.auth, ...headers }, payload });
      expect(res.statusCode, `${nome}: ${res.body}`).toBe(400);
      expect(res.json(), nome).toEqual({ message: MSG_ANEXOS.envioIncompleto });
      expect(await anexosDoPaciente(), nome).toBe(linhas);
      expect(storedFiles(app), nome).toHaveLength(arquivos);
    }
  });
});

describe('the PIX webhook (public)', () => {
  const notificar = (quantas: number, alvo = app) =>
    alvo.inject({
      method: 'POST',
      url: '/api/pix/webhook/pix',
      payload: {
        pix: Array.from({ length: quantas }, (_, i) => ({ txid: `T${String(i).padStart(30, '0')}` })),
      },
    });

  it(`reads up to ${MAX_NOTIFICACOES_PIX} notifications and refuses a longer list whole with 422`, async () => {
    const ok = await notificar(MAX_NOTIFICACOES_PIX);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ recebido: MAX_NOTIFICACOES_PIX });
    for (const quantas of [MAX_NOTIFICACOES_PIX + 1, 2000]) {
      const res = await notificar(quantas);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.pix[0]).toMatch(/Notificações demais.*100/);
    }
  });

  it('is rate-limited per address', async () => {
    const limitado = await buildTestApp({
      rateLimits: { ...app.ctx.config.rateLimits, webhook: { max: 2, timeWindow: 60_000 } },
    });
    try {
      expect((await notificar(1, limitado)).statusCode).toBe(200);
      expect((await notificar(1, limitado)).statusCode).toBe(200);
      const res = await notificar(1, limitado);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(MSG.rateLimited);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limitado.close();
    }
  });
});

describe('odd input', () => {
  it('a 5,000-character path parameter answers 414 in the app’s shape, on a route and off one', async () => {
    const longo = 'x'.repeat(5000);
    for (const url of [`/api/paciente/${longo}`, `/api/anexos/${longo}/download`]) {
      const res = await send('GET', url);
      expect(res.statusCode, url).toBe(414);
      expect(res.json()).toEqual({ message: MSG.uriTooLong });
    }
    const fora = await send('GET', `/api/nada-aqui/${longo}`);
    expect(fora.statusCode).toBe(404);
    expect(fora.json()).toEqual({ message: MSG.routeNotFound });
  });

  it('saves a name without its zero-width characters', async () => {
    const dono = await createVitalicioUser(app);
    const res = await send(
      'POST',
      '/api/paciente',
      pacientePayload({ nome: 'Ana\u200B Souza\uFEFF', nome_social: 'Aninha\u200D' }),
      dono,
    );
    expect(res.statusCode).toBe(201);
    const lido = await send('GET', `/api/paciente/${res.json().paciente.id}`, undefined, dono);
    expect(lido.json().paciente.nome).toBe('Ana Souza');
    expect(lido.json().paciente.nome_social).toBe('Aninha');
    const busca = await send(
      'GET',
      `/api/pacientes?busca=${encodeURIComponent('Ana Souza')}`,
      undefined,
      dono,
    );
    expect(busca.json().pacientes.map((p: { nome: string }) => p.nome)).toContain('Ana Souza');
  });
});

describe('GET /api/ready and the disk', () => {
  it('answers 503 naming the disk below DISK_FREE_MIN_PERCENT, 200 above it', async () => {
    const cheio = await buildTestApp({ diskFreeMinPercent: 100 });
    const folgado = await buildTestApp({ diskFreeMinPercent: 0 });
    try {
      const res = await cheio.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/Pouco espaço em disco em DATA_DIR: .* abaixo do mínimo de 100 %/);
      const ok = await folgado.inject({ method: 'GET', url: '/api/ready' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status: 'ok' });
    } finally {
      await cheio.close();
      await folgado.close();
    }
  });
});
