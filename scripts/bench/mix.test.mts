import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Conta, MIX, mix } from './mix.mts';

const contas: Conta[] = Array.from({ length: 30 }, (_, i) => ({
  email: `conta${i}@saas.consultorio.local`,
  token: `token-${i}`,
  pacientes: Array.from(
    { length: 5 },
    (_, k) => `00000000-0000-4000-8000-${String(i * 100 + k).padStart(12, '0')}`,
  ),
}));

test('the mix sends each kind at its share, over many practices', () => {
  const proxima = mix(contas, 3);
  const n = 20_000;
  const vistos: Record<string, number> = {};
  const tokens = new Set<string>();
  for (let i = 0; i < n; i++) {
    const r = proxima(i);
    vistos[r.tipo] = (vistos[r.tipo] ?? 0) + 1;
    if (r.headers?.authorization) tokens.add(r.headers.authorization);
  }
  for (const [tipo, share] of Object.entries(MIX)) {
    const medido = ((vistos[tipo] ?? 0) / n) * 100;
    assert.ok(Math.abs(medido - share) < 1, `${tipo}: ${medido.toFixed(1)} % for ${share} %`);
  }
  assert.equal(tokens.size, contas.length, 'every practice is used');
});

test("a login carries no token and the practice's e-mail; writes are POSTs with a body of one of its patients", () => {
  const proxima = mix(contas, 5);
  let logins = 0;
  let escritas = 0;
  for (let i = 0; i < 5000; i++) {
    const r = proxima(i);
    assert.match(r.headers?.['x-forwarded-for'] ?? '', /^10\.\d+\.\d+\.\d+$/);
    if (r.tipo === 'login') {
      logins++;
      assert.equal(r.headers?.authorization, undefined);
      assert.match((r.body as { email: string }).email, /^conta\d+@saas\.consultorio\.local$/);
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
  const a = mix(contas, 9);
  const b = mix(contas, 9);
  for (let i = 0; i < 100; i++) assert.deepEqual(a(i), b(i));
});
