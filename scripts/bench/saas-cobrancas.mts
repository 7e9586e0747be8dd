// The month's charge run (docs/product.md §18, §10): POST /cobrancas/mes after PUT /user/cobranca, as the screen
// does. `cobrancas_mes_praticas_2000_s` runs it for every practice of the service one after another (as the first
// working day of a month would, practice by practice); `cobrancas_mes_10000_pacientes_ms` for the single practice
// of 10,000 patients (scripts/bench.mts). A run charges last month: the charges an earlier run created for that
// month are deleted first (items cascade), so every run charges the same sessions — a second run of the month
// creates nothing by design.
import pg from 'pg';
import { summarize } from './stats.mts';

/** Last month, as `AAAA-MM`. */
export function mesPassado(hoje = new Date()): string {
  const d = new Date(Date.UTC(hoje.getUTCFullYear(), hoje.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

const headers = (token: string, k: number) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
  'x-forwarded-for': `10.250.${(k >> 8) & 255}.${k & 255}`,
});

/** The account's PIX key and rules, through the API (not timed). */
export async function configurarCobranca(url: string, token: string, k: number): Promise<void> {
  const res = await fetch(`${url}/api/user/cobranca`, {
    method: 'PUT',
    headers: headers(token, k),
    body: JSON.stringify({
      chave_pix: `cobranca${k}@exemplo.com.br`,
      nome_recebedor: 'Consultorio de Psicologia',
      cidade: 'Sao Paulo',
      vencimento_dias: 5,
    }),
  });
  if (!res.ok) throw new Error(`PUT /user/cobranca: ${res.status} ${await res.text()}`);
}

/** Deletes the charges of `mes` of the given accounts: the next run charges the same sessions again. */
export async function apagarCobrancas(pgUrl: string, usuarios: string[], mes: string): Promise<number> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    const r = await client.query(
      'DELETE FROM cobrancas WHERE usuario_id = ANY($1::uuid[]) AND competencia = $2',
      [usuarios, mes],
    );
    return r.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** One month's run: its time (ms, to the last byte) and how many charges it created. */
export async function cobrarOMes(url: string, token: string, mes: string, k = 0) {
  const t = performance.now();
  const res = await fetch(`${url}/api/cobrancas/mes`, {
    method: 'POST',
    headers: headers(token, k),
    body: JSON.stringify({ mes }),
  });
  const body = await res.text();
  const ms = performance.now() - t;
  if (!res.ok) return { ms, criadas: 0, falha: `POST /cobrancas/mes: ${res.status} ${body.slice(0, 200)}` };
  return { ms, criadas: (JSON.parse(body) as { criadas: number }).criadas };
}

/** Every practice's month, one after another: the total (s), per practice p50/p99/max (ms), charges created. */
export async function cobrancasDoMes(o: {
  url: string;
  pgUrl: string;
  contas: { id: string; token: string }[];
  log: (line: string) => void;
}) {
  const mes = mesPassado();
  for (const [k, c] of o.contas.entries()) await configurarCobranca(o.url, c.token, k);
  const apagadas = await apagarCobrancas(
    o.pgUrl,
    o.contas.map((c) => c.id),
    mes,
  );
  o.log(
    `cobranças de ${mes}: ${apagadas} de execuções anteriores apagadas; cobrando ${o.contas.length} consultórios…`,
  );
  const tempos: number[] = [];
  let criadas = 0;
  let falha: string | undefined;
  const t = performance.now();
  for (const [k, c] of o.contas.entries()) {
    const r = await cobrarOMes(o.url, c.token, mes, k);
    tempos.push(r.ms);
    criadas += r.criadas;
    falha ??= r.falha;
  }
  const s = (performance.now() - t) / 1000;
  return { s, mes, criadas, porConta: summarize(tempos), falha };
}
