import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Conta, MIX, mix } from './mix.mts';
import type { PortalMix } from './portal.mts';

const contas: Conta[] = Array.from({ length: 30 }, (_, i) => ({
  id: `00000000-0000-4000-a000-${String(i).padStart(12, '0')}`,
  email: `conta${i}@saas.consultorio.local`,
  token: `token-${i}`,
  pacientes: Array.from(
    { length: 5 },
    (_, k) => `00000000-0000-4000-8000-${String(i * 100 + k).padStart(12, '0')}`,
  ),
}));

const uuid = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
const portal = (escalas = 5000): PortalMix => ({
  links: Array.from({ length: 40 }, (_, k) => ({
    token: `link-${k}`,
    nascimento: `1980-01-${String(1 + (k % 28)).padStart(2, '0')}`,
    sessao: `sessao-${k}`,
    formulario: uuid(k),
  })),
  escalas: Array.from({ length: escalas }, (_, k) => ({
    sessao: `sessao-${k % 40}`,
    id: uuid(1000 + k),
    itens: k % 2 ? 7 : 9,
  })),
});

test("the shares add up to 100 and the patients' page has its 12 %", () => {
  assert.equal(
    Object.values(MIX).reduce((a, b) => a + b, 0),
    100,
  );
  assert.deepEqual(
    [MIX.portal_entrar, MIX.portal_inicio, MIX.portal_rascunho, MIX.portal_escala],
    [1, 8, 2, 1],
  );
});

test('the mix sends each kind at its share, over many practices', () => {
  const proxima = mix(contas, portal(), 3);
  const n = 20_000;
  const vistos: Record<string, number> = {};
  const tokens = new Set<string>();
  for (let i = 0; i < n; i++) {
    const r = proxima(i);
    vistos[r.tipo] = (vistos[r.tipo] ?? 0) + 1;
    if (r.headers?.authorization && !r.tipo.startsWith('portal_')) tokens.add(r.headers.authorization);
  }
  for (const [tipo, share] of Object.entries(MIX)) {
    const medido = ((vistos[tipo] ?? 0) / n) * 100;
    assert.ok(Math.abs(medido - share) < 1, `${tipo}: ${medido.toFixed(1)} % for ${share} %`);
  }
  assert.equal(tokens.size, contas.length, 'every practice is used');
});

test("a login carries no token and the practice's e-mail; writes are POSTs with a body of one of its patients", () => {
  const proxima = mix(contas, portal(), 5);
  let logins = 0;
  let escritas = 0;
  for (let i = 0; i < 5000; i++) {
    const r = proxima(i);
    assert.match(r.headers?.['x-forwarded-for'] ?? '', /^10\.\d+\.\d+\.\d+$/);
    if (r.tipo === 'login') {
      logins++;
      assert.equal(r.headers?.authorization, undefined);
      assert.match((r.body as { email: string }).email, /^conta\d+@saas\.consultorio\.local$/);
    } else if (r.tipo.startsWith('portal_')) {
      assert.ok(r.path.startsWith('/api/portal/'), r.path);
      if (r.tipo !== 'portal_entrar') assert.match(r.headers?.authorization ?? '', /^Bearer sessao-\d+$/);
    } else if (r.tipo === 'escrita') {
      escritas++;
      assert.equal(r.method, 'POST');
      const token = r.headers?.authorization?.slice('Bearer token-'.length);
      const dono = contas[Number(token)];
      const body = r.body as { paciente_id?: string };
      const paciente = body.paciente_id ?? /paciente\/([^/?]+)/.exec(r.path)?.[1];
      if (r.path !== '/api/financeiros') assert.ok(dono.pacientes.includes(paciente ?? ''), r.path);
    } else {
      assert.equal(r.method ?? 'GET', 'GET');
      assert.ok(r.path.startsWith('/api/'), r.path);
    }
  }
  assert.ok(logins > 50 && escritas > 800, `${logins} logins, ${escritas} escritas`);
});

test('the same seed sends the same requests', () => {
  const a = mix(contas, portal(), 9);
  const b = mix(contas, portal(), 9);
  for (let i = 0; i < 100; i++) assert.deepEqual(a(i), b(i));
});

test("the patients' requests: entering with the link's birth date, a draft of its form, each scale answered once", () => {
  const p = portal(30);
  const proxima = mix(contas, p, 11);
  const respondidas = new Set<string>();
  const vistos = new Set<string>();
  for (let i = 0; i < 20_000; i++) {
    const r = proxima(i);
    if (!r.tipo.startsWith('portal_')) continue;
    vistos.add(r.tipo);
    if (r.tipo === 'portal_entrar') {
      const b = r.body as { token: string; data_nascimento: string };
      const link = portal().links.find((l) => l.token === b.token);
      assert.equal(b.data_nascimento, link?.nascimento);
      assert.equal(r.headers?.authorization, undefined);
    } else if (r.tipo === 'portal_rascunho') {
      assert.equal(r.method, 'PUT');
      assert.equal((r.body as { enviar: boolean }).enviar, false);
      const id = r.path.split('/').at(-1) ?? '';
      const link = p.links.find((l) => l.formulario === id);
      assert.equal(
        r.headers?.authorization,
        `Bearer ${link?.sessao}`,
        'the draft is the form of its own session',
      );
    } else if (r.tipo === 'portal_escala' && r.method === 'POST') {
      const id = /escalas\/([^/]+)\/respostas/.exec(r.path)?.[1] ?? '';
      assert.ok(!respondidas.has(id), `${id} answered twice`);
      respondidas.add(id);
      const respostas = (r.body as { respostas: number[] }).respostas;
      assert.ok(respostas.length === 7 || respostas.length === 9);
      assert.equal(respostas[8] ?? 0, 0, 'no PHQ-9 alert');
    } else {
      assert.equal(r.method ?? 'GET', 'GET');
      assert.equal(r.path, '/api/portal/inicio');
    }
  }
  assert.equal(respondidas.size, 30, 'every waiting scale answered, then the home instead');
  assert.equal(p.escalas.length, 0);
  assert.equal(vistos.size, 4);
});
