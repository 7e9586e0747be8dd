import { hojeEm, somaDias } from '@consultorio/contracts/tempo';
import type { PGlite } from '@electric-sql/pglite';
import { getTableColumns, getTableName, isTable } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { psicologaComPagina } from '../modules/agendamento-online/testing.ts';
import { emDias } from '../modules/agendamentos/testing.ts';
import { lancamentoPayload } from '../modules/financeiro/testing.ts';
import { lembrarAgendamentos } from '../modules/lembretes/service.ts';
import { emailsTo, salvarLembretes, tokenDoEmail } from '../modules/lembretes/testing.ts';
import { cadastrarPaciente, createSessao } from '../modules/pacientes/testing.ts';
import { prontuarioPayload } from '../modules/prontuarios/testing.ts';
import type { TestUser } from '../test/app.ts';
import { appQueCaptura, type Capturada } from '../test/captura-sql.ts';
import type { Database } from './client.ts';
import * as schema from './schema.ts';

/*
 * Every statement the service's request mix runs (the bench's multi-tenant mix: thousands of accounts on one
 * database, tables of millions of rows) can be answered through an index scoped by the account that owns the rows:
 * the statements are captured with their parameters through drizzle's logger, then explained with sequential scans
 * disabled, so the plan shows whether an index CAN serve each one (on the test's tiny tables the planner would
 * rightly read the tables instead). A plan passes when no application table is read whole, and every index scan of
 * one has an Index Cond on the owner (usuario_id) or on a row identity that is itself checked against the owner (the
 * primary key, a unique key such as a token's hash or the account's e-mail, a reference to another row such as
 * paciente_id). An index walked without an Index Cond reads every account's rows and fails too.
 */

let captura: Awaited<ReturnType<typeof appQueCaptura>>;
let app: FastifyInstance;
let database: Database;
let a: TestUser;
let b: TestUser;
let slug: string;
let pacienteId: string;
let token: string;

beforeAll(async () => {
  captura = await appQueCaptura({ publicUrl: 'https://consultorio.exemplo.com.br' });
  ({ app, database } = captura);

  // Two accounts with a little of everything; the requests are sent as the first.
  const contas = [];
  for (const nome of ['Beatriz Almeida Rocha', 'Carla Nunes Prado']) {
    const { user, slug: s } = await psicologaComPagina(app, {}, nome);
    await salvarLembretes(app, user, { ativo: true, antecedencia_horas: 24 });
    const paciente = await cadastrarPaciente(app, user, {
      nome: 'Mariana Costa Lima',
      aceita_lembretes: true,
    });
    await cadastrarPaciente(app, user, { nome: 'Rafael Souza Dias' });
    await createSessao(app, user, paciente.id);
    const agendado = await app.inject({
      method: 'POST',
      url: '/api/agendamento',
      headers: user.auth,
      payload: { paciente_id: paciente.id, inicio: emHoras(3), duracao_minutos: 50 },
    });
    expect(agendado.statusCode, agendado.body).toBe(201);
    const lancado = await app.inject({
      method: 'POST',
      url: '/api/financeiros',
      headers: user.auth,
      payload: lancamentoPayload({ paciente_id: paciente.id }),
    });
    expect(lancado.statusCode, lancado.body).toBe(201);
    contas.push({ user, slug: s, paciente: paciente as { id: string; email: string } });
  }
  [a, b] = [contas[0].user, contas[1].user];
  slug = contas[0].slug;
  pacienteId = contas[0].paciente.id;
  await lembrarAgendamentos(app.ctx);
  token = tokenDoEmail(emailsTo(app, contas[0].paciente.email).at(-1) as string);
  expect(b.id).not.toBe(a.id);
});

afterAll(async () => {
  await captura?.close();
});

/** An ISO instant `horas` from now, whole minutes. */
function emHoras(horas: number): string {
  return new Date(Math.floor((Date.now() + horas * 3_600_000) / 60_000) * 60_000).toISOString();
}

interface Requisicao {
  nome: string;
  method?: 'GET' | 'POST';
  url: () => string;
  payload?: () => Record<string, unknown>;
  /** Sent without the account's token (the public pages, the login). */
  publica?: boolean;
}

function semana(): { inicio: string; fim: string } {
  const hoje = hojeEm('America/Sao_Paulo');
  const diaDaSemana = new Date(`${hoje}T12:00:00Z`).getUTCDay();
  const inicio = somaDias(hoje, -((diaDaSemana + 6) % 7));
  return { inicio, fim: somaDias(inicio, 6) };
}

const hoje = () => hojeEm('America/Sao_Paulo');
const mes = () => Number(hoje().slice(5, 7));
const ano = () => Number(hoje().slice(0, 4));

const MIX: Requisicao[] = [
  {
    nome: 'login',
    method: 'POST',
    url: () => '/api/login',
    payload: () => ({ email: a.email, senha: a.senha }),
    publica: true,
  },
  { nome: 'painel', url: () => '/api/dashboard' },
  {
    nome: 'agenda da semana',
    url: () => `/api/agendamentos?inicio=${semana().inicio}&fim=${semana().fim}&page=1&per_page=100`,
  },
  { nome: 'lista de pacientes', url: () => '/api/pacientes?page=1&per_page=10' },
  { nome: 'busca de pacientes', url: () => '/api/pacientes?busca=mariana&page=1&per_page=10' },
  { nome: 'busca curta de pacientes', url: () => '/api/pacientes?busca=ma&page=1&per_page=10' },
  { nome: 'ficha do paciente', url: () => `/api/paciente/${pacienteId}` },
  { nome: 'estatísticas do paciente', url: () => `/api/paciente/${pacienteId}/estatisticas` },
  { nome: 'sessões do paciente', url: () => `/api/paciente/${pacienteId}/sessoes?page=1&per_page=10` },
  { nome: 'anamnese do paciente', url: () => `/api/paciente/${pacienteId}/anamnese` },
  { nome: 'prontuário do paciente', url: () => `/api/prontuario/paciente/${pacienteId}` },
  { nome: 'agenda do paciente', url: () => `/api/agendamentos/paciente/${pacienteId}` },
  { nome: 'anexos do paciente', url: () => `/api/anexos/paciente/${pacienteId}` },
  { nome: 'documentos do paciente', url: () => `/api/paciente/${pacienteId}/documentos` },
  {
    nome: 'financeiro do paciente',
    url: () => `/api/financeiros?paciente_id=${pacienteId}&page=1&per_page=20`,
  },
  { nome: 'lista do financeiro', url: () => `/api/financeiros?mes=${mes()}&ano=${ano()}&page=1&per_page=20` },
  { nome: 'painel do financeiro', url: () => `/api/financeiros/dashboard?mes=${mes()}&ano=${ano()}` },
  {
    nome: 'nova sessão',
    method: 'POST',
    url: () => '/api/sessao',
    payload: () => ({ paciente_id: pacienteId, data: hoje(), presenca: 'realizada' }),
  },
  {
    nome: 'novo agendamento',
    method: 'POST',
    url: () => '/api/agendamento',
    payload: () => ({ paciente_id: pacienteId, inicio: emDias(5, '09:00'), duracao_minutos: 50 }),
  },
  {
    nome: 'novo lançamento',
    method: 'POST',
    url: () => '/api/financeiros',
    payload: () => lancamentoPayload({ paciente_id: pacienteId, data: hoje() }),
  },
  {
    nome: 'novo registro de prontuário',
    method: 'POST',
    url: () => `/api/prontuario/paciente/${pacienteId}`,
    payload: () => prontuarioPayload({ data: hoje() }),
  },
  {
    nome: 'horários livres (página pública)',
    url: () => `/api/publico/agenda/${slug}/horarios`,
    publica: true,
  },
  { nome: 'link do lembrete', url: () => `/api/lembretes/${token}`, publica: true },
];

/** Statements EXPLAIN cannot take (transaction control, settings, locks): they read no table. */
const SEM_PLANO = /^\s*(begin|start|commit|end|rollback|savepoint|release|set|reset|lock|show)\b/i;

/** The application's tables, and for each the columns an index lookup may be keyed by (see the comment above). */
function colunasDeIdentidade(): Map<string, Set<string>> {
  const tabelas = new Map<string, Set<string>>();
  for (const valor of Object.values(schema)) {
    if (!isTable(valor)) continue;
    const tabela = valor as PgTable;
    const config = getTableConfig(tabela);
    const colunas = new Set<string>();
    if ('usuario_id' in getTableColumns(tabela)) colunas.add('usuario_id');
    for (const c of config.columns) if (c.primary || c.isUnique) colunas.add(c.name);
    for (const pk of config.primaryKeys) for (const c of pk.columns) colunas.add(c.name);
    for (const fk of config.foreignKeys) for (const c of fk.reference().columns) colunas.add(c.name);
    for (const u of config.uniqueConstraints) colunas.add(u.columns[0].name);
    for (const i of config.indexes) {
      const primeira = i.config.columns[0];
      if (i.config.unique && primeira && 'name' in primeira) colunas.add(primeira.name as string);
    }
    tabelas.set(getTableName(tabela), colunas);
  }
  return tabelas;
}

interface No {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: No[];
}

function* nos(no: No): Generator<No> {
  yield no;
  for (const filho of no.Plans ?? []) yield* nos(filho);
}

/** Runs `EXPLAIN (FORMAT JSON)` of each statement with sequential scans off, in a transaction rolled back. */
async function planos(capturadas: Capturada[]): Promise<No[]> {
  const cliente = (database.db as unknown as { $client: unknown }).$client;
  const explicar = async (consultar: (sql: string, params?: unknown[]) => Promise<unknown[]>) => {
    await consultar('SET LOCAL enable_seqscan = off');
    const out: No[] = [];
    for (const c of capturadas) {
      const [linha] = (await consultar(`EXPLAIN (FORMAT JSON) ${c.sql}`, c.params)) as Array<{
        'QUERY PLAN': Array<{ Plan: No }> | string;
      }>;
      const plano = linha['QUERY PLAN'];
      out.push((typeof plano === 'string' ? JSON.parse(plano) : plano)[0].Plan);
    }
    return out;
  };
  if (database.kind === 'pglite') {
    let out: No[] = [];
    await (cliente as PGlite).transaction(async (tx) => {
      out = await explicar(async (sql, params) => (await tx.query(sql, params)).rows);
      await tx.rollback();
    });
    return out;
  }
  const conexao = await (cliente as Pool).connect();
  try {
    await conexao.query('BEGIN');
    return await explicar(async (sql, params) => (await conexao.query(sql, params)).rows);
  } finally {
    await conexao.query('ROLLBACK');
    conexao.release();
  }
}

describe('acesso indexado e restrito à conta de cada instrução das requisições do serviço', () => {
  it('cada instrução do mix lê as tabelas por um índice com condição na conta ou numa identidade de linha', async () => {
    const identidade = colunasDeIdentidade();
    const indices = new Map<string, string>();
    const cliente = (database.db as unknown as { $client: unknown }).$client;
    const linhas =
      database.kind === 'pglite'
        ? (
            await (cliente as PGlite).query<{ indexname: string; tablename: string }>(
              "SELECT indexname, tablename FROM pg_indexes WHERE schemaname = 'public'",
            )
          ).rows
        : (
            await (cliente as Pool).query<{ indexname: string; tablename: string }>(
              "SELECT indexname, tablename FROM pg_indexes WHERE schemaname = 'public'",
            )
          ).rows;
    for (const l of linhas) indices.set(l.indexname, l.tablename);

    const falhas: string[] = [];
    for (const req of MIX) {
      let res = undefined as unknown as Awaited<ReturnType<typeof app.inject>>;
      const todas = await captura.capturar(async () => {
        res = await app.inject({
          method: req.method ?? 'GET',
          url: req.url(),
          ...(req.publica ? {} : { headers: a.auth }),
          ...(req.payload ? { payload: req.payload() } : {}),
        });
        // Work the handler leaves running after answering (an audit line) belongs to this request too.
        await new Promise((r) => setTimeout(r, 20));
      });
      const capturadas = todas.filter((c) => !SEM_PLANO.test(c.sql));
      expect(res.statusCode, `${req.nome}: ${res.body}`).toBeLessThan(300);
      expect(capturadas.length, `${req.nome}: nenhuma instrução capturada`).toBeGreaterThan(0);

      const explicados = await planos(capturadas);
      explicados.forEach((plano, i) => {
        for (const no of nos(plano)) {
          const tipo = no['Node Type'];
          const tabela =
            no['Relation Name'] ?? (no['Index Name'] ? indices.get(no['Index Name']) : undefined) ?? '';
          const colunas = identidade.get(tabela);
          if (!colunas) continue;
          let motivo: string | undefined;
          if (tipo === 'Seq Scan') motivo = `Seq Scan em ${tabela}`;
          else if (tipo === 'Index Scan' || tipo === 'Index Only Scan' || tipo === 'Bitmap Index Scan') {
            const cond = no['Index Cond'];
            const chaves = [...(cond ?? '').matchAll(/\(\s*(?:\w+\.)?"?(\w+)"?\s+=\s/g)].map((m) => m[1]);
            if (!cond) motivo = `${tipo} de ${no['Index Name']} (${tabela}) sem Index Cond: lê o índice todo`;
            else if (!chaves.some((c) => colunas.has(c)))
              motivo = `${tipo} de ${no['Index Name']} (${tabela}) com Index Cond ${cond}, sem a conta nem uma identidade de linha (${[...colunas].join(', ')})`;
          }
          if (motivo) {
            const { sql, params } = capturadas[i];
            falhas.push(`${req.nome}: ${motivo}\n  instrução: ${sql}\n  valores: ${JSON.stringify(params)}`);
          }
        }
      });
    }
    expect(falhas, falhas.join('\n\n')).toEqual([]);
  });
});
