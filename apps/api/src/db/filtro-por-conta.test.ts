import { hojeEm } from '@consultorio/contracts/tempo';
import { getTableColumns, getTableName, isTable } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { psicologaComPagina } from '../modules/agendamento-online/testing.ts';
import { CONFIG_PADRAO } from '../modules/cobrancas/testing.ts';
import { convidarEAceitar, type Secretaria } from '../modules/equipe/testing.ts';
import { lancamentoPayload } from '../modules/financeiro/testing.ts';
import { lembrarAgendamentos } from '../modules/lembretes/service.ts';
import { emailsTo, salvarLembretes, tokenDoEmail } from '../modules/lembretes/testing.ts';
import { cadastrarPaciente, createSessao } from '../modules/pacientes/testing.ts';
import { criarLinkReq, entrarReq, tokenDaUrl } from '../modules/portal/testing.ts';
import { prontuarioPayload } from '../modules/prontuarios/testing.ts';
import type { TestUser } from '../test/app.ts';
import { appQueCaptura, type Capturada } from '../test/captura-sql.ts';
import * as schema from './schema.ts';

/*
 * Every statement the API sends filters by the account that owns the rows (docs/operations.md "Capacity", "Past one
 * PostgreSQL"; docs/decisions/0095-capacity-and-split-by-account.md): the statements of a psychologist's day, her
 * secretária's, her patient's on the patient's page and the month's charges are captured with their values, and
 * each one that touches a table carrying the owner (`usuario_id`; on `usuarios`, the account's own `id`) must name
 * that key and bind the acting account's id (the titular's, for a secretária). That is what lets the data be
 * distributed by account — on Citus with `usuario_id` as the distribution column, or split by account over several
 * databases. The statements that do not, each in FORA_DA_CONTA with its reason, find their row by a key unique
 * across accounts (a token's hash, a page's slug, an e-mail) or run across accounts by design (a scheduled job):
 * they are what a split must route first.
 */

/** The tables with no owner column: reference data every account reads, the leads form, and the accounts. */
const SEM_DONO = ['leads', 'plano_de_contas', 'planos', 'reducoes_irpf', 'tabelas_irpf', 'usuarios'];

/** Statements not scoped by one account, matched on their text, each with its reason. */
const FORA_DA_CONTA: { padrao: RegExp; motivo: string }[] = [
  {
    padrao: /from "auth_tokens".*"auth_tokens"\."token_hash" = \$1/s,
    motivo:
      'a sessão do psicólogo é achada pelo hash do token, único entre as contas: dividido por conta, o token precisa dizer a conta (ou uma tabela de referência hash → conta)',
  },
  {
    padrao: /from "usuarios" where "usuarios"\."email" = \$1/,
    motivo:
      'o login acha a conta pelo e-mail, único entre as contas: uma tabela de referência e-mail → conta',
  },
  {
    padrao: /from "portal_sessoes".*"portal_sessoes"\."token_hash" = \$1/s,
    motivo: 'a sessão do paciente é achada pelo hash do token (como a do psicólogo)',
  },
  {
    padrao: /from "portal_links".*"portal_links"\."token_hash" = \$1/s,
    motivo: 'o link do paciente é achado pelo hash do token que ele recebeu',
  },
  {
    padrao: /from "lembretes_agendamento".*"lembretes_agendamento"\."token_hash" = \$1/s,
    motivo: 'o link do lembrete é achado pelo hash do token do e-mail',
  },
  {
    padrao: /from "agendamento_online".*"agendamento_online"\."slug" = \$1/s,
    motivo: 'a página pública de agendamento é achada pelo endereço (slug), único entre as contas',
  },
];

/** A job's statements: across accounts by design (docs/operations.md, "Past one PostgreSQL"). */
const DA_TAREFA = 'tarefa agendada: percorre as contas que têm algo a fazer';

let captura: Awaited<ReturnType<typeof appQueCaptura>>;
let app: FastifyInstance;
let a: TestUser;
let secretaria: Secretaria;
let slug: string;
let pacienteId: string;
let lembrete: string;
let portalAuth: { authorization: string };
let linkToken: string;
let formularioId: string;
let escalaId: string;

const hoje = () => hojeEm('America/Sao_Paulo');
/** An ISO instant `horas` from now, whole minutes (within the reminders' 24 hours). */
const emHoras = (horas: number) =>
  new Date(Math.floor((Date.now() + horas * 3_600_000) / 60_000) * 60_000).toISOString();
const pedir = (
  quem: { auth: { authorization: string } } | null,
  method: string,
  url: string,
  payload?: unknown,
) =>
  app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: quem?.auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const ok = (res: LightMyRequestResponse, o = '') =>
  expect(res.statusCode, `${o} ${res.body}`).toBeLessThan(300);

beforeAll(async () => {
  captura = await appQueCaptura({ publicUrl: 'https://consultorio.exemplo.com.br' });
  ({ app } = captura);
  // Two practices alike; the requests are the first one's. The second has rows of its own everywhere, so a
  // statement without the owner would read them.
  const contas = [];
  for (const nome of ['Beatriz Almeida Rocha', 'Carla Nunes Prado']) {
    const { user, slug: s } = await psicologaComPagina(app, {}, nome);
    await salvarLembretes(app, user, { ativo: true, antecedencia_horas: 24 });
    ok(await pedir(user, 'PUT', '/user/cobranca', CONFIG_PADRAO));
    const p = await cadastrarPaciente(app, user, {
      nome: 'Mariana Costa Lima',
      aceita_lembretes: true,
      data_nascimento: '1990-05-12',
    });
    await createSessao(app, user, p.id, { data: hoje(), valor: 150, pago: false });
    ok(
      await pedir(user, 'POST', '/agendamento', {
        paciente_id: p.id,
        inicio: emHoras(3),
        duracao_minutos: 50,
      }),
    );
    contas.push({ user, slug: s, paciente: p as { id: string; email: string } });
  }
  a = contas[0].user;
  slug = contas[0].slug;
  pacienteId = contas[0].paciente.id;
  secretaria = await convidarEAceitar(app, a, 'Joana Recepção Lima', { acesso_financeiro: true });
  await lembrarAgendamentos(app.ctx);
  lembrete = tokenDoEmail(emailsTo(app, contas[0].paciente.email).at(-1) as string);
  const link = await criarLinkReq(app, a, pacienteId);
  ok(link);
  linkToken = tokenDaUrl(link.json().portal.url);
  const entrada = await entrarReq(app, {
    token: linkToken,
    data_nascimento: '1990-05-12',
  });
  ok(entrada);
  portalAuth = { authorization: `Bearer ${entrada.json().token}` };
  const f = await pedir(a, 'POST', `/paciente/${pacienteId}/formularios`, { modelo: 'pre_anamnese' });
  ok(f);
  formularioId = f.json().formulario.id;
  const e = await pedir(a, 'POST', `/paciente/${pacienteId}/escalas`, {
    escala: 'gad7',
    recorrencia: 'unica',
  });
  ok(e);
  escalaId = e.json().aplicacao.id;
});

afterAll(async () => {
  await captura?.close();
});

type Pedido = [
  nome: string,
  quem: 'a' | 'secretaria' | 'portal' | null,
  method: string,
  url: () => string,
  body?: () => unknown,
];

const PEDIDOS: Pedido[] = [
  ['login', null, 'POST', () => '/login', () => ({ email: a.email, senha: a.senha })],
  ['painel', 'a', 'GET', () => '/dashboard'],
  [
    'agenda do mês',
    'a',
    'GET',
    () => `/agendamentos?mes=${hoje().slice(5, 7)}&ano=${hoje().slice(0, 4)}&per_page=100`,
  ],
  ['lista de pacientes', 'a', 'GET', () => '/pacientes?page=1&per_page=10'],
  ['busca de pacientes', 'a', 'GET', () => '/pacientes?busca=mariana&page=1&per_page=10'],
  ['ficha', 'a', 'GET', () => `/paciente/${pacienteId}`],
  ['sessões do paciente', 'a', 'GET', () => `/paciente/${pacienteId}/sessoes?page=1&per_page=10`],
  ['prontuário', 'a', 'GET', () => `/prontuario/paciente/${pacienteId}`],
  ['escalas do paciente', 'a', 'GET', () => `/paciente/${pacienteId}/escalas`],
  [
    'lista do financeiro',
    'a',
    'GET',
    () => `/financeiros?mes=${Number(hoje().slice(5, 7))}&ano=${hoje().slice(0, 4)}`,
  ],
  [
    'painel do financeiro',
    'a',
    'GET',
    () => `/financeiros/dashboard?mes=${Number(hoje().slice(5, 7))}&ano=${hoje().slice(0, 4)}`,
  ],
  [
    'nova sessão',
    'a',
    'POST',
    () => '/sessao',
    () => ({ paciente_id: pacienteId, data: hoje(), presenca: 'realizada' }),
  ],
  [
    'novo lançamento',
    'a',
    'POST',
    () => '/financeiros',
    () => lancamentoPayload({ paciente_id: pacienteId, data: hoje() }),
  ],
  [
    'novo registro',
    'a',
    'POST',
    () => `/prontuario/paciente/${pacienteId}`,
    () => prontuarioPayload({ data: hoje() }),
  ],
  ['prévia do mês a cobrar', 'a', 'GET', () => `/cobrancas/mes/previa?mes=${hoje().slice(0, 7)}`],
  ['cobrar o mês', 'a', 'POST', () => '/cobrancas/mes', () => ({ mes: hoje().slice(0, 7) })],
  ['cobranças', 'a', 'GET', () => '/cobrancas'],
  [
    'secretária: agenda',
    'secretaria',
    'GET',
    () => `/agendamentos?inicio=${hoje()}&fim=${hoje()}&per_page=100`,
  ],
  ['secretária: pacientes', 'secretaria', 'GET', () => '/pacientes?page=1&per_page=10'],
  ['secretária: cobranças', 'secretaria', 'GET', () => '/cobrancas'],
  ['paciente: o link', null, 'GET', () => `/portal/acesso/${linkToken}`],
  ['paciente: início', 'portal', 'GET', () => '/portal/inicio'],
  [
    'paciente: rascunho',
    'portal',
    'PUT',
    () => `/portal/formularios/${formularioId}`,
    () => ({ respostas: { sono: 'Durmo mal.' } }),
  ],
  [
    'paciente: escala',
    'portal',
    'POST',
    () => `/portal/escalas/${escalaId}/respostas`,
    () => ({ respostas: [1, 1, 1, 1, 1, 1, 1] }),
  ],
  ['paciente: cobranças', 'portal', 'GET', () => '/portal/cobrancas'],
  ['página pública', null, 'GET', () => `/publico/agenda/${slug}/horarios`],
  ['link do lembrete', null, 'GET', () => `/lembretes/${lembrete}`],
];

/** The application's tables that touch `sql`, by name (FROM, JOIN, INTO, UPDATE). */
function tabelasDe(sql: string, conhecidas: Set<string>): string[] {
  const achadas = [...sql.matchAll(/\b(?:from|join|into|update)\s+"?(\w+)"?/gi)].map((m) =>
    m[1].toLowerCase(),
  );
  return [...new Set(achadas.filter((t) => conhecidas.has(t)))];
}

describe('toda instrução filtra pela conta dona das linhas', () => {
  it('cada tabela carrega a conta, salvo os dados de referência, os leads e as próprias contas', () => {
    const sem = Object.values(schema)
      .filter(isTable)
      .filter((t) => !('usuario_id' in getTableColumns(t as PgTable)))
      .map((t) => getTableName(t as PgTable))
      .sort();
    expect(sem).toEqual(SEM_DONO);
  });

  it('as instruções de um dia do consultório nomeiam a conta e a amarram ao id de quem pede', async () => {
    const conhecidas = new Set(
      Object.values(schema)
        .filter(isTable)
        .map((t) => getTableName(t as PgTable)),
    );
    const falhas: string[] = [];
    const usados = new Set<string>();
    let total = 0;
    const conferir = (nome: string, capturadas: Capturada[], ids: string[]) => {
      for (const c of capturadas) {
        // The owned tables, and `usuarios` itself (the account: its key is its own id).
        const donas = tabelasDe(c.sql, conhecidas).filter((t) => !SEM_DONO.includes(t) || t === 'usuarios');
        if (donas.length === 0) continue;
        total++;
        const valores = c.params.flatMap((p) => (Array.isArray(p) ? p : [p])).map(String);
        const amarrada = ids.some((id) => valores.includes(id));
        const nomeia =
          /usuario_id|titular_id/.test(c.sql) ||
          (donas.every((t) => t === 'usuarios') && /"?id"?\s*=/.test(c.sql));
        if (amarrada && nomeia) continue;
        const fora = FORA_DA_CONTA.find((f) => f.padrao.test(c.sql));
        if (fora) {
          usados.add(fora.motivo);
          continue;
        }
        falhas.push(
          `${nome}: ${donas.join(', ')} sem a conta\n  instrução: ${c.sql}\n  valores: ${JSON.stringify(c.params)}`,
        );
      }
    };
    for (const [nome, quem, method, url, body] of PEDIDOS) {
      const auth =
        quem === 'a'
          ? a
          : quem === 'secretaria'
            ? secretaria
            : quem === 'portal'
              ? { auth: portalAuth }
              : null;
      let res = undefined as unknown as LightMyRequestResponse;
      const capturadas = await captura.capturar(async () => {
        res = await pedir(auth, method, url(), body?.());
        await new Promise((r) => setTimeout(r, 20));
      });
      ok(res, nome);
      conferir(nome, capturadas, quem === 'secretaria' ? [secretaria.id, a.id] : [a.id]);
    }
    expect(falhas, falhas.join('\n\n')).toEqual([]);
    expect(total).toBeGreaterThan(60);
    // Every exception is still needed: one no statement uses any more is removed from the list.
    expect(FORA_DA_CONTA.filter((f) => !usados.has(f.motivo)).map((f) => String(f.padrao))).toEqual([]);
  });

  it('uma tarefa agendada percorre as contas: as suas instruções são as que uma divisão por conta distribui', async () => {
    const capturadas = await captura.capturar(() => lembrarAgendamentos(app.ctx));
    const conhecidas = new Set(
      Object.values(schema)
        .filter(isTable)
        .map((t) => getTableName(t as PgTable)),
    );
    const semConta = capturadas.filter(
      (c) => tabelasDe(c.sql, conhecidas).length > 0 && !c.params.map(String).includes(a.id),
    );
    // At least its first statement reads every account's appointments due for a reminder.
    expect(semConta.length, DA_TAREFA).toBeGreaterThan(0);
  });
});
