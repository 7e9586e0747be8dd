// `npm run bench -- --cenario saas` (docs/performance.md §"The service"): 2,000 practices on one PostgreSQL
// (apps/api/src/db/seed-saas.ts), a fixed-rate mix of what their users do over random practices, the public pages
// hit by visitors, and the heavy operations of one practice. Every request of the mix comes from its own address
// (X-Forwarded-For behind TRUST_PROXY, as behind a load balancer), so the per-address limits see many visitors, as
// in service; the flood figure sends from one address on purpose.
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { seedReferenceData } from '../../apps/api/src/db/seed.ts';
import {
  SAAS_DOMINIO,
  SAAS_SENHA,
  SAAS_VERSAO,
  saasGerado,
  seedSaas,
} from '../../apps/api/src/db/seed-saas.ts';
import { FieldCipher, newToken, sha256 } from '../../apps/api/src/lib/crypto.ts';
import { loadOrCreateSecrets } from '../../apps/api/src/lib/secrets.ts';
import { randomCpf } from '../../apps/api/src/test/factories.ts';
import { gravarResposta, type Resposta, startEco } from './eco.mts';
import { type LoadResult, openLoop, type Requisicao } from './load.mts';
import { sondasTexto } from './medidas.mts';
import { type Conta, MIX, mix, prng } from './mix.mts';
import { type PortalMix, prepararPortal } from './portal.mts';
import type { Figure, Report } from './report.mts';
import { comCpu, comSondas, pisoPg, razaoDasMetricas } from './saas-cauda.mts';
import { cobrancasDoMes } from './saas-cobrancas.mts';
import { drain, type Running, recriarBanco, startServer } from './server.mts';
import { summarize } from './stats.mts';

export interface SaasContexto {
  report: Report;
  /** Runs a section of the bench (bench.mts): its figures not reported are missing. */
  section: (name: string, specs: Spec[], fn: () => Promise<void>) => Promise<void>;
  log: (line: string) => void;
  machine: () => string;
  tmp: (prefix: string) => string;
  seconds: number;
  stepSeconds: number;
  scale: number;
}
type Spec = Omit<Figure, 'value'>;

const pgSaasUrl = process.env.BENCH_SAAS_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/consultorio_saas';
/** Kept between runs with the database: its secrets encrypted the data set's record entries. */
const dataDir = process.env.BENCH_SAAS_DATA_DIR ?? join(tmpdir(), 'consultorio-bench-saas');
const r1 = (v: number) => Math.round(v * 10) / 10;
const r2 = (v: number) => Math.round(v * 100) / 100;

export const saasSpecs: Spec[] = [
  { figure: 'saas_p99_at_150rps_1_processo_ms', unit: 'ms', budget: { max: 50 } },
  { figure: 'saas_p99_at_300rps_1_processo_ms', unit: 'ms', budget: { max: 50 } },
  { figure: 'saas_p99_over_echo_p99_at_300rps', unit: 'x', budget: { max: 2 } },
  // The database's floor: the mix's own SQL through raw pg on the same schedule (docs/decisions/0094).
  { figure: 'saas_pg_cru_p99_at_300rps_ms', unit: 'ms', budget: { max: 50 } },
  { figure: 'saas_p99_over_pg_cru_p99_at_300rps', unit: 'x', budget: { max: 1.5 } },
  // CPU time per request at 300 req/s: two cores serve 300 req/s only while API + PostgreSQL stay under ~6.7 ms.
  { figure: 'saas_cpu_api_ms_por_req', unit: 'ms', budget: { max: 3 } },
  { figure: 'saas_cpu_pg_ms_por_req', unit: 'ms', budget: { max: 2 } },
  { figure: 'metricas_overhead_ratio', unit: 'x', budget: { max: 1.05 } },
  { figure: 'saas_p99_after_idle_ms', unit: 'ms', budget: { max: 150 } },
  { figure: 'saas_max_rps_p99_le_50ms_1_processo', unit: 'req/s', budget: { min: 300 } },
  { figure: 'saas_max_rps_p99_le_50ms_2_processos', unit: 'req/s', budget: { min: 300 } },
];
export const publicoSpecs: Spec[] = [
  { figure: 'publico_horarios_p99_at_100rps_ms', unit: 'ms', budget: { max: 30 } },
  { figure: 'publico_lembrete_p99_ms', unit: 'ms', budget: { max: 20 } },
  { figure: 'publico_429_p99_at_500rps_ms', unit: 'ms', budget: { max: 20 } },
  { figure: 'portal_inicio_p99_at_100rps_ms', unit: 'ms', budget: { max: 20 } },
];
export const pesadasSpecs: Spec[] = [
  { figure: 'escrituracao_1000_ms', unit: 'ms', budget: { max: 300 } },
  { figure: 'carne_leao_anual_ms', unit: 'ms', budget: { max: 200 } },
  { figure: 'cobrancas_mes_praticas_2000_s', unit: 's', budget: { max: 120 } },
];

const spec = (figure: string): Spec => {
  const f = [...saasSpecs, ...publicoSpecs, ...pesadasSpecs].find((x) => x.figure === figure);
  if (!f) throw new Error(`figura desconhecida: ${figure}`);
  return f;
};

interface DadosSaas {
  contas: Conta[];
  portal: PortalMix;
  slugs: string[];
  lembretes: string[];
  escrituracao: { token: string; ano: number };
}

const contasDoBench = (escala: number) => Math.max(20, Math.round(2000 * escala));

/** The data set: generated when missing or of another version/size/key, else reused. */
export async function prepararBanco(ctx: SaasContexto): Promise<void> {
  const contas = contasDoBench(ctx.scale);
  const secrets = loadOrCreateSecrets(dataDir);
  const chave = sha256(secrets.encryptionKey);
  let database = await openDatabase({ databaseUrl: pgSaasUrl, dataDir }).catch(() => undefined);
  const gerado = database ? await saasGerado(database.db) : null;
  const marca = database
    ? await database.db
        .execute(sql`SELECT obj_description('bench_saas'::regclass) AS chave`)
        .then((r) => (r as unknown as { rows: { chave: string | null }[] }).rows[0]?.chave)
        .catch(() => undefined)
    : undefined;
  if (database && gerado?.versao === SAAS_VERSAO && gerado.contas === contas && marca === chave) {
    await database.migrate();
    await database.close();
    ctx.log(`dados SaaS reaproveitados (${contas} consultórios)`);
    return;
  }
  await database?.close();
  await recriarBanco(pgSaasUrl);
  const t = performance.now();
  database = await openDatabase({ databaseUrl: pgSaasUrl, dataDir });
  await database.migrate();
  await seedReferenceData(database.db);
  await seedSaas(database.db, new FieldCipher(secrets.encryptionKey), {
    contas,
    senhaHash: await hash(SAAS_SENHA),
    log: ctx.log,
  });
  await database.db.execute(sql.raw(`COMMENT ON TABLE bench_saas IS '${chave}'`));
  ctx.log(`dados SaaS gerados em ${Math.round((performance.now() - t) / 1000)} s; VACUUM ANALYZE…`);
  await database.db.execute(sql`VACUUM (ANALYZE)`);
  await database.db.execute(sql`CHECKPOINT`);
  ctx.log(`dados SaaS prontos em ${Math.round((performance.now() - t) / 1000)} s`);
  await database.close();
}

/**
 * What each run needs and the data set does not keep: a session token per practice (written as a login would,
 * without 2,000 argon2 verifications), reminder links of upcoming appointments, and the practice whose year of
 * 1,000 receitas the heavy figures read (created once, through the API, so its entries are as the app makes them).
 */
export async function prepararExecucao(ctx: SaasContexto): Promise<Omit<DadosSaas, 'escrituracao'>> {
  const client = new pg.Client({ connectionString: pgSaasUrl });
  await client.connect();
  try {
    const usuarios = await client.query<{ id: string; email: string }>(
      `SELECT id, email FROM usuarios WHERE email LIKE $1 ORDER BY email`,
      [`conta%@${SAAS_DOMINIO}`],
    );
    await client.query(`DELETE FROM auth_tokens WHERE user_agent = 'bench-saas'`);
    const contas = new Map<string, Conta>();
    const tokens: string[] = [];
    const hashes: string[] = [];
    const ids: string[] = [];
    for (const u of usuarios.rows) {
      const token = newToken();
      tokens.push(token);
      hashes.push(sha256(token));
      ids.push(u.id);
      contas.set(u.id, { id: u.id, email: u.email, token, pacientes: [] });
    }
    await client.query(
      `INSERT INTO auth_tokens (usuario_id, token_hash, expires_at, user_agent)
       SELECT u, h, now() + interval '1 day', 'bench-saas' FROM unnest($1::uuid[], $2::text[]) AS t(u, h)`,
      [ids, hashes],
    );
    const pacientes = await client.query<{ usuario_id: string; id: string }>(
      `SELECT p.usuario_id, p.id FROM pacientes p WHERE p.usuario_id = ANY($1::uuid[]) AND arquivado_em IS NULL`,
      [ids],
    );
    for (const p of pacientes.rows) contas.get(p.usuario_id)?.pacientes.push(p.id);
    // Reminder links of 2,000 upcoming appointments spread over the practices.
    await client.query('DELETE FROM lembretes_agendamento WHERE usuario_id = ANY($1::uuid[])', [ids]);
    const proximos = await client.query<{ id: string; usuario_id: string }>(
      `SELECT DISTINCT ON (usuario_id) id, usuario_id FROM agendamentos
       WHERE usuario_id = ANY($1::uuid[]) AND status = 'agendado' AND inicio > now() + interval '1 day'
       ORDER BY usuario_id, inicio`,
      [ids],
    );
    const lembretes = proximos.rows.map(() => newToken());
    await client.query(
      `INSERT INTO lembretes_agendamento (usuario_id, agendamento_id, token_hash)
       SELECT u, a, h FROM unnest($1::uuid[], $2::uuid[], $3::text[]) AS t(u, a, h)`,
      [
        proximos.rows.map((r) => r.usuario_id),
        proximos.rows.map((r) => r.id),
        lembretes.map((t) => sha256(t)),
      ],
    );
    const lista = [...contas.values()].filter((c) => c.pacientes.length > 0);
    const paginas = await client.query<{ slug: string }>(
      'SELECT slug FROM agendamento_online WHERE usuario_id = ANY($1::uuid[]) AND ativo ORDER BY slug',
      [ids],
    );
    const slugs = paginas.rows.map((r) => r.slug);
    const portal = await prepararPortal(
      client,
      new FieldCipher(loadOrCreateSecrets(dataDir).encryptionKey),
      ids,
    );
    ctx.log(
      `${lista.length} consultórios, ${pacientes.rowCount} pacientes, ${slugs.length} páginas de agendamento, ${lembretes.length} links de lembrete, ${portal.links.length} links da área do paciente`,
    );
    return { contas: lista, portal, slugs, lembretes };
  } finally {
    await client.end();
  }
}

const ESCRITURACAO_EMAIL = `escrituracao@${SAAS_DOMINIO}`;

/** The practice of the heavy figures: 50 patients with CPF, 1,000 receitas paid this year (created once). */
async function prepararEscrituracao(url: string): Promise<DadosSaas['escrituracao']> {
  const client = new pg.Client({ connectionString: pgSaasUrl });
  await client.connect();
  const token = newToken();
  const ano = new Date().getFullYear();
  let criar = false;
  try {
    let r = await client.query<{ id: string }>('SELECT id FROM usuarios WHERE email = $1', [
      ESCRITURACAO_EMAIL,
    ]);
    if (r.rowCount === 0) {
      r = await client.query<{ id: string }>(
        `INSERT INTO usuarios (nome, email, senha_hash, cpf, crp, telefone, plano_slug)
         VALUES ('Dra. Escrituração Anual', $1, 'x', $2, '06/999999', '11799999999', 'vitalicio') RETURNING id`,
        [ESCRITURACAO_EMAIL, randomCpf()],
      );
      criar = true;
    }
    await client.query(
      `INSERT INTO auth_tokens (usuario_id, token_hash, expires_at, user_agent)
       VALUES ($1, $2, now() + interval '1 day', 'bench-saas')`,
      [r.rows[0].id, sha256(token)],
    );
  } finally {
    await client.end();
  }
  if (criar) {
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${url}/api/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, { id: string }>>;
    };
    const pacientes: string[] = [];
    for (let k = 0; k < 50; k++) {
      const p = await post('paciente', {
        nome: `Paciente Anual ${k}`,
        telefone: `(11) 9${String(70_000_000 + k).padStart(8, '0')}`,
        cpf: randomCpf(),
      });
      pacientes.push(p.paciente.id);
    }
    // 1,000 receitas from January to the last day already past, about four a working day.
    const hoje = new Date();
    const inicio = Date.UTC(ano, 0, 1);
    const dias = Math.max(
      1,
      Math.floor((Date.UTC(ano, hoje.getMonth(), hoje.getDate()) - inicio) / 86_400_000),
    );
    for (let k = 0; k < 1000; k++) {
      const data = new Date(inicio + Math.floor((k * dias) / 1000) * 86_400_000).toISOString().slice(0, 10);
      await post('financeiros', {
        tipo: 'receita',
        descricao: 'Sessão de psicoterapia',
        valor: 180 + (k % 5) * 10,
        data,
        data_pagamento: data,
        status: 'pago',
        categoria: 'sessao',
        forma_pagamento: 'pix',
        paciente_id: pacientes[k % pacientes.length],
      });
    }
  }
  return { token, ano };
}

const porTipoNota = (r: LoadResult) =>
  Object.entries(r.porTipo)
    .map(([t, amostras]) => {
      const s = summarize(amostras);
      return `${t} ${r1(s.p50)}/${r1(s.p99)}`;
    })
    .join('; ');

/**
 * A just-started process gets 600 requests of the mix at 100 req/s before any figure, so that the figures measure
 * it in service, not while it warms up (docs/decisions/0049-bench-method.md).
 */
async function aquecer(url: string, contas: Conta[], portal: PortalMix) {
  await openLoop({ targets: [url], next: mix(contas, portal, 7), rate: 100, seconds: 6 });
}

export async function benchSaas(ctx: SaasContexto): Promise<void> {
  const { report, section, log, machine, seconds } = ctx;
  const todas = [...saasSpecs, ...publicoSpecs, ...pesadasSpecs];
  let dados: DadosSaas | undefined;
  let um: Running | undefined;
  const env = { DATABASE_URL: pgSaasUrl, DATA_DIR: dataDir, TRUST_PROXY: 'true' };
  const note = (r: LoadResult, extra = '') =>
    `p50 ${r1(r.p50)} ms; por tipo p50/p99: ${porTipoNota(r)}${extra}; ${r.count} amostras; emissor p99 ${r1(r.senderLagP99)} ms; ${machine()}`;
  try {
    await section('saas', todas, async () => {
      await prepararBanco(ctx);
      um = await startServer(env);
      const base = await prepararExecucao(ctx);
      dados = { ...base, escrituracao: await prepararEscrituracao(um.url) };
      const { contas, portal } = dados;
      const proxima = (seed: number) => mix(contas, portal, seed);
      await aquecer(um.url, contas, dados.portal);
      await drain([um.url], ctx.log);

      // The mix at 150 and 300 req/s on one process, then the echo of the same responses at 300.
      const medir = async (rate: number, seed: number, targets = [um?.url ?? '']) => {
        const r = await openLoop({ targets, next: proxima(seed), rate, seconds, warmupSeconds: 2 });
        await drain(targets, ctx.log);
        return r;
      };
      // The echo answers each kind with a response the API gave for one request of that kind; kinds whose requests
      // are POSTs (login, writes) are echoed with the dashboard's, a small JSON answer as theirs are.
      const respostas: Record<string, Resposta> = {};
      const gravar = proxima(17);
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let k = 0; Object.keys(respostas).length < Object.keys(MIX).length && k < 2000; k++) {
        const req = gravar(k);
        if (respostas[`/${req.tipo}`] || (req.method ?? 'GET') !== 'GET') continue;
        const token = String(req.headers?.authorization).slice('Bearer '.length);
        respostas[`/${req.tipo}`] = await gravarResposta(agent, um.url + req.path, token);
      }
      agent.destroy();
      for (const t of Object.keys(MIX)) respostas[`/${t}`] ??= respostas['/dashboard'];
      const eco = await startEco(respostas, ctx.tmp('bench-saas-eco-'));
      // The same requests to the echo, right after the API's at the same rate: the machine's floor at that moment.
      const viaEco = async (rate: number, seed: number) => {
        const daMix = proxima(seed);
        const e = await openLoop({
          targets: [eco.url],
          next: (i) => {
            const r = daMix(i);
            return { ...r, path: `/${r.tipo}` };
          },
          rate,
          seconds,
          warmupSeconds: 2,
        });
        log(`eco a ${rate} req/s: p99 ${r1(e.p99)} ms`);
        return e.p99;
      };
      try {
        const r150 = await medir(150, 11);
        log(`150 req/s: p99 ${r1(r150.p99)} ms — ${porTipoNota(r150)}`);
        const eco150 = await viaEco(150, 11);
        report.add({
          ...spec('saas_p99_at_150rps_1_processo_ms'),
          value: r150.p99,
          failure: r150.failure,
          note: note(r150, `; eco p99 ${r1(eco150)} ms`),
        });
        // The 300 req/s run with what it cost in CPU and what the process's own probes saw during it.
        const servidor = um;
        const {
          r: { r: r300, cpu },
          sondas: s300,
        } = await comSondas(um.url, loadOrCreateSecrets(dataDir).metricsToken, () =>
          comCpu(pgSaasUrl, servidor.child.pid, () => medir(300, 13)),
        );
        log(`300 req/s: p99 ${r1(r300.p99)} ms — ${porTipoNota(r300)}; ${sondasTexto(s300)}`);
        const eco300 = await viaEco(300, 13);
        report.add({
          ...spec('saas_p99_at_300rps_1_processo_ms'),
          value: r300.p99,
          failure: r300.failure,
          note: note(r300, `; eco p99 ${r1(eco300)} ms`),
        });
        // The login verifies an argon2id hash (~10 ms of CPU at the OWASP minimum, docs/security.md): with 2 % of
        // the mix, the mix's p99 is about the login's median. The note gives the ratio without it too.
        const semLogin = summarize(
          Object.entries(r300.porTipo).flatMap(([t, v]) => (t === 'login' ? [] : v)),
        ).p99;
        report.add({
          ...spec('saas_p99_over_echo_p99_at_300rps'),
          value: r300.p99 / eco300,
          note: `API p99 ${r1(r300.p99)} ms / eco p99 ${r1(eco300)} ms, ambos a 300 req/s; sem os logins ${r1(semLogin)} ms = ${r1(semLogin / eco300)}×; ${machine()}`,
        });
        const cpuNota = `${cpu.requisicoes} requisições a 300 req/s; ${sondasTexto(s300)}; ${machine()}`;
        report.add({ ...spec('saas_cpu_api_ms_por_req'), value: cpu.apiMsPorReq, note: cpuNota });
        report.add({ ...spec('saas_cpu_pg_ms_por_req'), value: cpu.pgMsPorReq, note: cpuNota });

        // The database's floor: the same requests' SQL, replayed raw on the same schedule.
        const daMix = proxima(13);
        const reqs = Array.from({ length: 300 * (seconds + 2) }, (_, i) => daMix(i));
        const piso = await pisoPg({ env, pgUrl: pgSaasUrl, tmp: ctx.tmp, reqs, rate: 300, seconds, log });
        const cru = piso.r;
        log(
          `SQL cru a 300 req/s: p99 ${r1(cru.p99)} ms; ${cru.erros} erros${cru.primeiroErro ? ` (${cru.primeiroErro})` : ''}`,
        );
        report.add({
          ...spec('saas_pg_cru_p99_at_300rps_ms'),
          value: cru.p99,
          failure:
            cru.erros > cru.enviadas * 0.01 || piso.falhasNaCaptura > reqs.length * 0.01
              ? `${cru.erros} erros na reprodução (${cru.primeiroErro}), ${piso.falhasNaCaptura} não-2xx na captura`
              : undefined,
          note: `p50 ${r1(cru.p50)} ms; por tipo p50/p99: ${porTipoNota({ porTipo: cru.porTipo } as LoadResult)}; ${piso.instrucoes} instruções de ${reqs.length} requisições; CPU do PostgreSQL ${r2(piso.cpu.pgMsPorReq)} ms/req (na API ${r2(cpu.pgMsPorReq)}); ${cru.erros} erros; ${machine()}`,
        });
        report.add({
          ...spec('saas_p99_over_pg_cru_p99_at_300rps'),
          value: r300.p99 / cru.p99,
          note: `API p99 ${r1(r300.p99)} ms / SQL cru p99 ${r1(cru.p99)} ms; sem os logins ${r1(semLogin)} ms = ${r2(semLogin / cru.p99)}×; ${machine()}`,
        });
      } finally {
        await eco.stop();
      }

      // What recording the metrics costs: pairs of runs on this process and on one started with them off.
      const sem = await startServer({ ...env, METRICS_DISABLED: 'true' });
      try {
        await aquecer(sem.url, contas, portal);
        await drain([sem.url], log);
        const m = await razaoDasMetricas({
          ligado: um,
          desligado: sem,
          proxima,
          rate: 300,
          seconds,
          limite: spec('metricas_overhead_ratio').budget.max ?? 1.05,
          log,
        });
        report.add({
          ...spec('metricas_overhead_ratio'),
          value: m.valor,
          failure: m.falha,
          note: `mediana de ${m.pares.length} pares a 300 req/s, p99 ligadas/desligadas (ms): ${m.pares.join(' ')}; ${machine()}`,
        });
      } finally {
        await sem.stop();
      }

      // Public pages and heavy operations on the same process, then the idle figure, then the highest rates.
      await publicas(ctx, um.url, dados);
      await pesadas(ctx, um.url, dados.escrituracao);
      const cobr = await cobrancasDoMes({ url: um.url, pgUrl: pgSaasUrl, contas, log });
      report.add({
        ...spec('cobrancas_mes_praticas_2000_s'),
        value: cobr.s,
        failure: cobr.falha ?? (cobr.criadas === 0 ? 'nenhuma cobrança criada' : undefined),
        note: `${contas.length} consultórios, ${cobr.criadas} cobranças de ${cobr.mes}; por consultório p50 ${r1(cobr.porConta.p50)} / p99 ${r1(cobr.porConta.p99)} / max ${r1(cobr.porConta.max)} ms; ${machine()}`,
      });
      await drain([um.url], log);

      const ocioso_s = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
      log(`${ocioso_s} s sem requisições…`);
      await new Promise((r) => setTimeout(r, ocioso_s * 1000));
      const ocioso = await openLoop({ targets: [um.url], next: proxima(19), rate: 150, seconds: 10 });
      report.add({
        ...spec('saas_p99_after_idle_ms'),
        value: ocioso.p99,
        failure: ocioso.failure,
        note: note(ocioso),
      });
      await drain([um.url], ctx.log);

      report.add({
        ...spec('saas_max_rps_p99_le_50ms_1_processo'),
        ...(await maxRate(ctx, [um.url], proxima)),
      });
      await um.stop();
      um = undefined;
      // Two processes as replicas are deployed: shared rate limits in Redis, the same database and secrets.
      const replica = { ...env, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
      const a = await startServer(replica);
      const b = await startServer(replica).catch(async (e) => {
        await a.stop();
        throw e;
      });
      try {
        await aquecer(a.url, contas, portal);
        await aquecer(b.url, contas, portal);
        report.add({
          ...spec('saas_max_rps_p99_le_50ms_2_processos'),
          ...(await maxRate(ctx, [a.url, b.url], proxima)),
        });
      } finally {
        await a.stop();
        await b.stop();
      }
    });
  } finally {
    await um?.stop();
  }
}

/** The highest rate of the mix whose p99 stays ≤ 50 ms with every answer 2xx (steps ×1.25; a step fails twice). */
async function maxRate(
  ctx: SaasContexto,
  targets: string[],
  proxima: (seed: number) => (i: number) => Requisicao,
): Promise<Pick<Figure, 'value' | 'note'>> {
  const steps: string[] = [];
  let seed = 100;
  const once = async (rate: number) => {
    const r = await openLoop({
      targets,
      next: proxima(seed++),
      rate,
      seconds: ctx.stepSeconds,
      warmupSeconds: 1,
    });
    const ok = r.ok && r.p99 <= 50;
    steps.push(`${rate}${ok ? '✓' : '✗'}(${r1(r.p99)})`);
    await drain(targets, ctx.log);
    ctx.log(
      `${targets.length} processo(s) a ${rate} req/s: p99 ${r1(r.p99)} ms${r.ok ? '' : ` — ${r.failure}`}`,
    );
    return ok;
  };
  const passes = async (rate: number) => (await once(rate)) || (await once(rate));
  let good = 0;
  let bad = 100;
  while (bad <= 5000 && (await passes(bad))) {
    good = bad;
    bad = Math.round((bad * 1.25) / 10) * 10;
  }
  for (let i = 0; i < 2 && good > 0 && bad - good > 10; i++) {
    const mid = Math.round((good + bad) / 20) * 10;
    if (await passes(mid)) good = mid;
    else bad = mid;
  }
  return { value: good, note: `degraus req/s (p99 ms): ${steps.join(' ')}; ${ctx.machine()}` };
}

/** The public booking page's free times and the reminder link, each from many visitors; then a flood from one. */
async function publicas(ctx: SaasContexto, url: string, dados: DadosSaas) {
  const rand = prng(23);
  const pick = <T,>(a: readonly T[]) => a[Math.floor(rand() * a.length)];
  const ip = () =>
    `10.${Math.floor(rand() * 256)}.${Math.floor(rand() * 256)}.${1 + Math.floor(rand() * 254)}`;
  const hoje = Date.now();
  const dia = (d: number) => new Date(hoje + d * 86_400_000).toISOString().slice(0, 10);
  const horarios = (i: number): Requisicao => {
    const de = 1 + (i % 21);
    return {
      tipo: 'horarios',
      path: `/api/publico/agenda/${pick(dados.slugs)}/horarios?de=${dia(de)}&ate=${dia(de + 6)}`,
      headers: { 'x-forwarded-for': ip() },
    };
  };
  const rH = await openLoop({
    targets: [url],
    next: horarios,
    rate: 100,
    seconds: ctx.seconds,
    warmupSeconds: 2,
  });
  ctx.report.add({
    ...publicoSpecs[0],
    value: rH.p99,
    failure: rH.failure,
    note: `p50 ${r1(rH.p50)} ms; ${dados.slugs.length} páginas; ${rH.count} amostras; ${ctx.machine()}`,
  });
  const rL = await openLoop({
    targets: [url],
    next: () => ({
      tipo: 'lembrete',
      path: `/api/lembretes/${pick(dados.lembretes)}`,
      headers: { 'x-forwarded-for': ip() },
    }),
    rate: 100,
    seconds: ctx.seconds,
    warmupSeconds: 2,
  });
  ctx.report.add({
    ...publicoSpecs[1],
    value: rL.p99,
    failure: rL.failure,
    note: `a 100 req/s; p50 ${r1(rL.p50)} ms; ${dados.lembretes.length} links; ${rL.count} amostras; ${ctx.machine()}`,
  });
  // The patient's page: the home of a random patient's open session, each from their own address.
  const rP = await openLoop({
    targets: [url],
    next: () => {
      const link = pick(dados.portal.links);
      return {
        tipo: 'portal_inicio',
        path: '/api/portal/inicio',
        headers: { authorization: `Bearer ${link.sessao}`, 'x-forwarded-for': ip() },
      };
    },
    rate: 100,
    seconds: ctx.seconds,
    warmupSeconds: 2,
  });
  ctx.report.add({
    ...spec('portal_inicio_p99_at_100rps_ms'),
    value: rP.p99,
    failure: rP.failure,
    note: `p50 ${r1(rP.p50)} ms; ${dados.portal.links.length} links; ${rP.count} amostras; ${ctx.machine()}`,
  });
  // One address past its limit (120 reads a minute): every answer after the first 120 is a 429, written before
  // any database work (the limit runs on the request's arrival).
  const um = ip();
  const flood = await openLoop({
    targets: [url],
    next: (i) => ({ ...horarios(i), headers: { 'x-forwarded-for': um } }),
    rate: 500,
    seconds: 5,
    warmupSeconds: 1,
    okStatus: (s) => s === 200 || s === 429,
  });
  ctx.report.add({
    ...publicoSpecs[2],
    value: flood.p99,
    failure:
      (flood.statuses['429'] ?? 0) < flood.sent - 200
        ? `poucas respostas 429: ${JSON.stringify(flood.statuses)}`
        : flood.failure,
    note: `${JSON.stringify(flood.statuses)}; p50 ${r1(flood.p50)} ms; ${ctx.machine()}`,
  });
  await drain([url], ctx.log);
}

/** The Carnê-Leão Web file of a year of 1,000 receitas and the year's summary: median of 15 after 3 warm-up calls. */
async function pesadas(ctx: SaasContexto, url: string, e: DadosSaas['escrituracao']) {
  const medir = async (path: string, verificar: (body: string) => string | undefined) => {
    const tempos: number[] = [];
    let falha: string | undefined;
    for (let k = 0; k < 18; k++) {
      const t = performance.now();
      const res = await fetch(`${url}/api/${path}`, { headers: { authorization: `Bearer ${e.token}` } });
      const body = await res.text();
      if (k >= 3) tempos.push(performance.now() - t);
      if (!res.ok) falha = `${res.status}: ${body.slice(0, 200)}`;
      else falha ??= verificar(body);
    }
    return { s: summarize(tempos), falha };
  };
  const arquivo = await medir(`carne-leao/escrituracao/rendimentos.csv?ano=${e.ano}&todos=true`, (body) => {
    const linhas = body.trim().split('\n').length;
    return linhas >= 1000 ? undefined : `o arquivo tem ${linhas} linhas, não 1.000`;
  });
  ctx.report.add({
    ...pesadasSpecs[0],
    value: arquivo.s.p50,
    failure: arquivo.falha,
    note: `mediana de 15; p90 ${r1(arquivo.s.p90)} / max ${r1(arquivo.s.max)} ms; ${ctx.machine()}`,
  });
  const anual = await medir(`carne-leao/anual?ano=${e.ano}`, () => undefined);
  ctx.report.add({
    ...pesadasSpecs[1],
    value: anual.s.p50,
    failure: anual.falha,
    note: `mediana de 15; p90 ${r1(anual.s.p90)} / max ${r1(anual.s.max)} ms; ${ctx.machine()}`,
  });
}
