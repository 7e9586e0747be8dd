import { onlyDigits } from '@consultorio/contracts/br';
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendamentos, pacientes } from '../../db/schema.ts';
import { escapeLike } from '../../lib/sql.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { proximosAgendamentos } from '../agendamentos/service.ts';

/*
 * The patient list answers in one statement (window count, next appointment as a subquery). These tests hold it to
 * the straightforward way it was computed before — a count, the page, then each patient's next appointment — on
 * the same data: same rows, same order, same total, same next appointment, for searches, filters, orders and pages.
 * A search with a word of 3+ characters takes the gathered form (CTE, count and sort), one without takes the name
 * index walk (window count): both are compared. The reference looks every word up with LIKE; the list looks short
 * words up with strpos (the same rows, found without the trigram index).
 */

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app);
  const outro = await createUser(app);
  const nomes = [
    'João da Silva',
    'Joana Silva Souza',
    'joão pedro',
    'Maria Conceição Silva',
    'Maria Magalhães',
    'Mário Magalhães 12',
    'Ana Maria',
    'Ânia Brandão',
    'Conceição Assunção',
    'Zé Galvão',
    'Beatriz_Lima',
    'Carla 100% Romão',
    'Lucas Caldeira',
    'Lúcia Caldeira',
    'Rafael Simões',
    'Letícia Silva',
    'Paulo Silva',
    'Adriana Gomes',
    'Gabriel Ribeiro',
    'Fátima Alves',
  ];
  const agora = Date.now();
  const inseridos = await app.ctx.db
    .insert(pacientes)
    .values(
      nomes.map((nome, i) => ({
        usuario_id: user.id,
        nome,
        nome_social: i % 7 === 3 ? 'Nome Social Silva' : null,
        email: i % 4 === 0 ? `paciente${i}@exemplo.com.br` : null,
        cpf: i % 5 === 0 ? `123456789${String(i).padStart(2, '0')}` : null,
        telefone: `1198765${String(4000 + i)}`,
        status_tratamento: i % 6 === 0 ? 'alta' : i % 6 === 1 ? 'em_pausa' : 'em_atendimento',
        ultima_sessao: i % 3 === 0 ? null : `2026-0${1 + (i % 9)}-1${i % 10}`,
        // Two patients archived: they appear nowhere.
        arquivado_em: i === 4 || i === 15 ? new Date() : null,
      })),
    )
    .returning({ id: pacientes.id });
  // The same names for another user: never seen.
  await app.ctx.db
    .insert(pacientes)
    .values(nomes.map((nome) => ({ usuario_id: outro.id, nome, telefone: '11999990000' })));
  // Appointments: past ones, cancelled ones and future ones; the next one is the earliest future not cancelled.
  const hora = 3_600_000;
  await app.ctx.db.insert(agendamentos).values(
    inseridos.flatMap(({ id }, i) =>
      [
        { d: -48 * hora, status: 'realizado' },
        { d: (i + 2) * hora, status: 'cancelado' },
        { d: (i + 30) * hora, status: i % 2 === 0 ? 'agendado' : 'confirmado' },
        { d: (i + 90) * hora, status: 'agendado' },
      ]
        .filter((_, k) => i % 4 !== 0 || k === 0)
        .map(({ d, status }) => ({
          usuario_id: user.id,
          paciente_id: id,
          inicio: new Date(agora + d),
          fim: new Date(agora + d + 50 * 60_000),
          duracao_minutos: 50,
          status,
        })),
    ),
  );
});
afterAll(async () => {
  await app.close();
});

interface Consulta {
  busca?: string;
  status_tratamento?: string;
  ordenar?: 'nome' | 'ultima_sessao';
  page: number;
  per_page: number;
}

/** Each word with LIKE, as the search was first written (a term of digits and punctuation: its digits). */
function buscaComLike(busca: string | undefined): SQL | undefined {
  const term = busca?.trim();
  if (!term) return undefined;
  const words = /^[\d\s.\-/()+]+$/.test(term) ? [onlyDigits(term)] : term.split(/\s+/).slice(0, 6);
  const parts = words
    .filter(Boolean)
    .map((w) => sql`${pacientes.busca} LIKE '%' || busca_normalizada(${escapeLike(w)}) || '%'`);
  return parts.length > 0 ? and(...parts) : undefined;
}

/** The list as computed before (three queries), as [id, proxima_sessao] pairs and the total. */
async function referencia(q: Consulta) {
  const db = app.ctx.db;
  const where = and(
    eq(pacientes.usuario_id, user.id),
    isNull(pacientes.arquivado_em),
    q.status_tratamento ? eq(pacientes.status_tratamento, q.status_tratamento) : undefined,
    buscaComLike(q.busca),
  );
  const order =
    q.ordenar === 'ultima_sessao'
      ? [sql`${pacientes.ultima_sessao} DESC NULLS LAST`, asc(pacientes.nome_ordem), asc(pacientes.id)]
      : [asc(pacientes.nome_ordem), asc(pacientes.id)];
  const [{ total }] = await db.select({ total: count() }).from(pacientes).where(where);
  const rows = await db
    .select({ id: pacientes.id })
    .from(pacientes)
    .where(where)
    .orderBy(...order)
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const proximas = await proximosAgendamentos(
    db,
    user.id,
    rows.map((r) => r.id),
  );
  return { linhas: rows.map((r) => [r.id, proximas.get(r.id) ?? null]), total };
}

async function api(q: Consulta) {
  const qs = new URLSearchParams(
    Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  const res = await app.inject({ url: `/api/pacientes?${qs}`, headers: user.auth });
  expect(res.statusCode).toBe(200);
  const body = res.json() as {
    pacientes: Array<{ id: string; proxima_sessao: string | null }>;
    pagination: { total: number; last_page: number };
  };
  return { linhas: body.pacientes.map((p) => [p.id, p.proxima_sessao]), total: body.pagination.total };
}

describe('GET /pacientes answers as before', () => {
  const buscas = [
    undefined,
    'silva',
    'joao',
    'JOÃO',
    'maria silva',
    'magalhaes 12',
    'conceicao',
    '100%',
    'beatriz_',
    '_',
    '123.456.789-0',
    '123.456.789-10',
    '(11) 98765',
    'paciente8@exemplo',
    'nome social',
    'ninguém-aqui',
    // Words too short for the trigram index (the name index walk) and a mix of short and long (the gathered form).
    'a',
    'jo',
    'da silva',
    'ma 12',
    '12 magalhaes',
    'ma 12 silva',
    // Three characters but no run of three letters or digits: looked up without the trigram index.
    'z. galvao',
    'b_l',
    '0%',
    '@exemplo',
    // E-mails: the index looks up the part before "@", the whole word is checked after.
    'paciente12@exemplo.com',
    'PACIENTE8@',
    'paciente1@exemplo',
    'ente8@exe',
    'a@exemplo',
    'paciente8@outro',
    'silva paciente0@exemplo.com.br',
    '100%@exemplo',
    'paciente_2@exemplo',
  ];

  it('every search, by name, pages of 3 up to past the end', async () => {
    for (const busca of buscas) {
      for (const page of [1, 2, 3, 8]) {
        const q: Consulta = { busca, page, per_page: 3 };
        expect(await api(q), JSON.stringify(q)).toEqual(await referencia(q));
      }
    }
  });

  it('ordered by last session, filtered by status, one big page and the default page', async () => {
    for (const busca of buscas) {
      for (const q of [
        { busca, ordenar: 'ultima_sessao' as const, page: 1, per_page: 4 },
        { busca, ordenar: 'ultima_sessao' as const, page: 2, per_page: 4 },
        { busca, status_tratamento: 'em_atendimento', page: 1, per_page: 5 },
        { busca, status_tratamento: 'alta', ordenar: 'ultima_sessao' as const, page: 1, per_page: 100 },
        { busca, page: 1, per_page: 10 },
      ]) {
        expect(await api(q), JSON.stringify(q)).toEqual(await referencia(q));
      }
    }
  });

  it('the trigram indexes keep no pending list (the embedded database never vacuums one away)', async () => {
    const { rows } = (await app.ctx.db.execute(
      sql`select relname, reloptions from pg_class where relname in ('pacientes_usuario_busca_trgm_idx', 'financeiros_busca_trgm_idx') order by relname`,
    )) as unknown as { rows: Array<{ relname: string; reloptions: string[] | null }> };
    expect(rows.map((r) => [r.relname, r.reloptions])).toEqual([
      ['financeiros_busca_trgm_idx', ['fastupdate=off']],
      ['pacientes_usuario_busca_trgm_idx', ['fastupdate=off']],
    ]);
  });

  it('the comparison can tell: patients, archived ones hidden, next appointments filled', async () => {
    const tudo = await api({ page: 1, per_page: 100 });
    expect(tudo.total).toBe(18);
    expect(tudo.linhas.filter(([, proxima]) => proxima !== null).length).toBe(14);
    expect(
      tudo.linhas.every(([, proxima]) => proxima === null || new Date(proxima).getTime() > Date.now()),
    ).toBe(true);
  });
});
