import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { cadastrarPaciente, createSessao, createVitalicioUser, daysAgo } from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const list = (u: TestUser, query = '') => app.inject({ url: `/api/pacientes${query}`, headers: u.auth });
const nomes = (res: { json: () => { pacientes: Array<{ nome: string }> } }) =>
  res.json().pacientes.map((p) => p.nome);

describe('GET /pacientes search', () => {
  let user: TestUser;
  let joao: Awaited<ReturnType<typeof cadastrarPaciente>>;
  beforeAll(async () => {
    user = await createVitalicioUser(app);
    joao = await cadastrarPaciente(app, user, {
      nome: 'João Pedro Araújo',
      email: 'jp.araujo@Exemplo.com.br',
      telefone: '(31) 99123-4567',
    });
    await cadastrarPaciente(app, user, { nome: 'Maria Conceição Luz', email: 'maria.luz@exemplo.com.br' });
    await cadastrarPaciente(app, user, { nome: 'Pedro Henrique Sá', nome_social: 'Pietra' });
    await cadastrarPaciente(app, user, { nome: 'Ana 100% Feliz' });
  });

  it('ignores accents and case: "joao" finds "João Pedro"', async () => {
    for (const busca of ['joao', 'JOÃO', 'joão pedro', 'araujo', 'Joao Araujo']) {
      const res = await list(user, `?busca=${encodeURIComponent(busca)}`);
      expect(res.statusCode).toBe(200);
      expect(nomes(res), busca).toEqual(['João Pedro Araújo']);
    }
    expect(nomes(await list(user, '?busca=conceicao'))).toEqual(['Maria Conceição Luz']);
  });

  it('matches every word anywhere in the names, including the social name', async () => {
    expect(nomes(await list(user, '?busca=pedro'))).toEqual(['João Pedro Araújo', 'Pedro Henrique Sá']);
    expect(nomes(await list(user, '?busca=pietra'))).toEqual(['Pedro Henrique Sá']);
    expect(nomes(await list(user, '?busca=pedro%20sa'))).toEqual(['Pedro Henrique Sá']);
  });

  it('finds by CPF with or without punctuation, and by e-mail', async () => {
    const cpf = joao.cpf as string;
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    expect(nomes(await list(user, `?busca=${cpf}`))).toEqual(['João Pedro Araújo']);
    expect(nomes(await list(user, `?busca=${encodeURIComponent(masked)}`))).toEqual(['João Pedro Araújo']);
    expect(nomes(await list(user, `?busca=${cpf.slice(0, 6)}`))).toContain('João Pedro Araújo');
    expect(nomes(await list(user, '?busca=JP.ARAUJO@exemplo'))).toEqual(['João Pedro Araújo']);
    expect(nomes(await list(user, `?busca=${encodeURIComponent('(31) 99123')}`))).toEqual([
      'João Pedro Araújo',
    ]);
  });

  it('treats % and _ as plain characters', async () => {
    expect(nomes(await list(user, '?busca=%25'))).toEqual(['Ana 100% Feliz']);
    expect(nomes(await list(user, '?busca=_'))).toEqual([]);
  });

  it('answers an empty page with pagination when nothing matches; an empty busca lists all', async () => {
    const res = await list(user, '?busca=xyzzy');
    expect(res.json()).toEqual({
      pacientes: [],
      pagination: { page: 1, per_page: 10, total: 0, last_page: 1 },
      arquivados_correspondentes: 0,
    });
    expect(res.json().pagination.total).toBe(0);
    expect((await list(user, '?busca=')).json().pagination.total).toBe(4);
  });

  it('gives the lighter list shape', async () => {
    const [item] = (await list(user, '?busca=joao')).json().pacientes;
    expect(Object.keys(item).sort()).toEqual(
      [
        'alerta_escala',
        'cpf',
        'data_nascimento',
        'email',
        'id',
        'idade',
        'modalidade',
        'nome',
        'nome_social',
        'proxima_sessao',
        'status_tratamento',
        'telefone',
        'ultima_sessao',
      ].sort(),
    );
    expect(item.proxima_sessao).toBeNull();
    // The scales' marker (docs/escalas.md): false until a PHQ-9 answer asks for attention.
    expect(item.alerta_escala).toBe(false);
  });
});

describe('GET /pacientes filters, pagination and order', () => {
  let user: TestUser;
  const names = [
    'Úrsula Prado',
    'Álvaro Nunes',
    'bianca Teles',
    'Carlos Eduardo',
    'Éder Gomes',
    'Davi Lucca',
    'Fábio Junior',
    'Gabriela Reis',
    'Heloísa Matos',
    'Igor Santana',
    'Joana Dark',
    'Kátia Freire',
  ];
  beforeAll(async () => {
    user = await createVitalicioUser(app);
    for (const [i, nome] of names.entries()) {
      await cadastrarPaciente(app, user, {
        nome,
        status_tratamento: i % 3 === 0 ? 'alta' : 'em_atendimento',
      });
    }
  });

  it('pages 10 by default, with total and last_page', async () => {
    const first = await list(user);
    expect(first.json().pagination).toEqual({ page: 1, per_page: 10, total: 12, last_page: 2 });
    expect(first.json().pacientes).toHaveLength(10);
    const second = await list(user, '?page=2');
    expect(second.json().pagination).toEqual({ page: 2, per_page: 10, total: 12, last_page: 2 });
    expect(second.json().pacientes).toHaveLength(2);
    const beyond = await list(user, '?page=5');
    expect(beyond.json().pacientes).toEqual([]);
    expect(beyond.json().pagination.total).toBe(12);
    const fives = await list(user, '?per_page=5&page=3');
    expect(fives.json().pagination).toEqual({ page: 3, per_page: 5, total: 12, last_page: 3 });
    expect(fives.json().pacientes).toHaveLength(2);
  });

  it('refuses per_page over 100 and page 0 (422)', async () => {
    expect((await list(user, '?per_page=101')).statusCode).toBe(422);
    expect((await list(user, '?page=0')).statusCode).toBe(422);
    expect((await list(user, '?per_page=100')).statusCode).toBe(200);
  });

  it('orders by name ignoring accents and case (default)', async () => {
    const all = nomes(await list(user, '?per_page=100'));
    expect(all).toEqual([
      'Álvaro Nunes',
      'bianca Teles',
      'Carlos Eduardo',
      'Davi Lucca',
      'Éder Gomes',
      'Fábio Junior',
      'Gabriela Reis',
      'Heloísa Matos',
      'Igor Santana',
      'Joana Dark',
      'Kátia Freire',
      'Úrsula Prado',
    ]);
    expect(nomes(await list(user, '?per_page=100&ordenar=nome'))).toEqual(all);
  });

  it('filters by status_tratamento (and with busca)', async () => {
    const alta = await list(user, '?status_tratamento=alta&per_page=100');
    expect(alta.json().pagination.total).toBe(4);
    expect(nomes(alta)).toEqual(['Carlos Eduardo', 'Fábio Junior', 'Igor Santana', 'Úrsula Prado']);
    expect(nomes(await list(user, '?status_tratamento=alta&busca=ursula'))).toEqual(['Úrsula Prado']);
    expect((await list(user, '?status_tratamento=em_pausa')).json().pagination.total).toBe(0);
    expect((await list(user, '?status_tratamento=')).json().pagination.total).toBe(12);
    const bad = await list(user, '?status_tratamento=curado');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status_tratamento).toBeDefined();
    expect((await list(user, '?ordenar=idade')).statusCode).toBe(422);
  });

  it('GET /paciente answers the same list', async () => {
    const a = await list(user, '?per_page=3&page=2');
    const b = await app.inject({ url: '/api/paciente?per_page=3&page=2', headers: user.auth });
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });
});

describe('GET /pacientes?ordenar=ultima_sessao', () => {
  it('puts the most recent session first and patients without sessions last', async () => {
    const user = await createVitalicioUser(app);
    const antigo = await cadastrarPaciente(app, user, { nome: 'Antigo Silva' });
    const recente = await cadastrarPaciente(app, user, { nome: 'Recente Souza' });
    await cadastrarPaciente(app, user, { nome: 'Sem Sessão' });
    const faltou = await cadastrarPaciente(app, user, { nome: 'Zé Faltou' });
    await createSessao(app, user, antigo.id, { data: daysAgo(60) });
    await createSessao(app, user, recente.id, { data: daysAgo(30) });
    await createSessao(app, user, recente.id, { data: daysAgo(3) });
    // A missed session is not the last session held.
    await createSessao(app, user, antigo.id, { data: daysAgo(1), presenca: 'falta' });
    await createSessao(app, user, faltou.id, { data: daysAgo(2), presenca: 'falta' });

    const res = await list(user, '?ordenar=ultima_sessao');
    expect(nomes(res)).toEqual(['Recente Souza', 'Antigo Silva', 'Sem Sessão', 'Zé Faltou']);
    const byId = Object.fromEntries(res.json().pacientes.map((p: { id: string }) => [p.id, p]));
    expect(byId[recente.id].ultima_sessao).toBe(daysAgo(3));
    expect(byId[antigo.id].ultima_sessao).toBe(daysAgo(60));
    expect(byId[faltou.id].ultima_sessao).toBeNull();
  });
});
