import { MSG_AGENDAMENTO_ONLINE } from '@consultorio/contracts/agendamento-online';
import { hojeEm, somaDias } from '@consultorio/contracts/tempo';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser } from '../../test/app.ts';
import { agendarOk, cadastrarPaciente, setPerfil } from '../agendamentos/testing.ts';
import { expectValidationError } from '../auth/testing.ts';
import { convidarEAceitar } from '../equipe/testing.ts';
import { setPlan } from '../pacientes/testing.ts';
import {
  configAberta,
  horarios,
  livresEm,
  psicologaComPagina,
  reservaPayload,
  reservar,
  salvarConfig,
  slugNovo,
} from './testing.ts';

/*
 * docs/product.md §16: the booking page's settings (Essencial and Vitalício), and what the public page answers —
 * the psychologist's name and CRP and free times, nothing about any patient.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('GET/PUT /user/agendamento-online', () => {
  it('suggests settings before the first save, then answers what was saved', async () => {
    const user = await createUser(app, { nome: 'Dra. Lúcia Helena Vaz' });
    await setPlan(app, user.id, 'vitalicio');
    const antes = await app.inject({ url: '/api/user/agendamento-online', headers: user.auth });
    expect(antes.statusCode, antes.body).toBe(200);
    expect(antes.json().agendamento_online).toMatchObject({
      ativo: false,
      salvo: false,
      slug: 'dra-lucia-helena-vaz',
    });

    const slug = slugNovo('lucia');
    const res = await salvarConfig(app, user, configAberta(slug.toUpperCase(), { confirmacao: 'manual' }));
    expect(res.statusCode, res.body).toBe(200);
    const salvo = res.json().agendamento_online;
    expect(salvo).toMatchObject({
      ativo: true,
      slug,
      duracao_minutos: 50,
      intervalo_minutos: 10,
      antecedencia_minima_horas: 0,
      janela_dias: 60,
      confirmacao: 'manual',
      modalidades: ['presencial', 'online'],
      mensagem: 'Atendimento para adultos.',
      salvo: true,
    });
    expect(salvo.horarios).toHaveLength(7);
    expect(salvo.url).toMatch(new RegExp(`/agendar/${slug}$`));
    const depois = await app.inject({ url: '/api/user/agendamento-online', headers: user.auth });
    expect(depois.json().agendamento_online).toEqual(salvo);
  });

  it("refuses an address another psychologist uses (409) and keeps one's own on a new save", async () => {
    const { user, slug } = await psicologaComPagina(app);
    const outra = await createUser(app);
    await setPlan(app, outra.id, 'essencial');
    const res = await salvarConfig(app, outra, configAberta(slug));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.slug).toEqual([MSG_AGENDAMENTO_ONLINE.slugEmUso]);
    expect((await salvarConfig(app, user, configAberta(slug, { ativo: false }))).statusCode).toBe(200);
  });

  it('refuses hours that end before they start, overlap, or bad values (422 naming the field)', async () => {
    const user = await createUser(app);
    await setPlan(app, user.id, 'essencial');
    const slug = slugNovo();
    const fimAntes = await salvarConfig(
      app,
      user,
      configAberta(slug, { horarios: [{ dia_semana: 2, inicio: '14:00', fim: '09:00' }] }),
    );
    expectValidationError(fimAntes, 'horarios.0.fim');
    const sobrepostos = await salvarConfig(
      app,
      user,
      configAberta(slug, {
        horarios: [
          { dia_semana: 3, inicio: '08:00', fim: '12:00' },
          { dia_semana: 3, inicio: '11:00', fim: '13:00' },
        ],
      }),
    );
    expectValidationError(sobrepostos, 'horarios.1.inicio');
    expectValidationError(
      await salvarConfig(app, user, configAberta(slug, { duracao_minutos: 5 })),
      'duracao_minutos',
    );
    expectValidationError(
      await salvarConfig(app, user, configAberta(slug, { janela_dias: 0 })),
      'janela_dias',
    );
    expectValidationError(
      await salvarConfig(app, user, configAberta(slug, { modalidades: [] })),
      'modalidades',
    );
    expectValidationError(
      await salvarConfig(app, user, configAberta(slug, { confirmacao: 'talvez' })),
      'confirmacao',
    );
    expectValidationError(await salvarConfig(app, user, configAberta('a b')), 'slug');
    expectValidationError(
      await salvarConfig(
        app,
        user,
        configAberta(slug, { horarios: [{ dia_semana: 7, inicio: '08:00', fim: '09:00' }] }),
      ),
      'horarios.0.dia_semana',
    );
    expectValidationError(
      await salvarConfig(
        app,
        user,
        configAberta(slug, { horarios: [{ dia_semana: 1, inicio: '8h', fim: '09:00' }] }),
      ),
      'horarios.0.inicio',
    );
    expectValidationError(await salvarConfig(app, user, configAberta(slug, { horarios: [] })), 'horarios');
  });

  it('is for Essencial and Vitalício, and never for a secretária', async () => {
    const gratuito = await createUser(app);
    const res = await salvarConfig(app, gratuito, configAberta(slugNovo()));
    expect(res.statusCode).toBe(403);
    expect(
      (await app.inject({ url: '/api/user/agendamento-online', headers: gratuito.auth })).statusCode,
    ).toBe(403);

    const { user } = await psicologaComPagina(app);
    const secretaria = await convidarEAceitar(app, user);
    expect(
      (await app.inject({ url: '/api/user/agendamento-online', headers: secretaria.auth })).statusCode,
    ).toBe(403);
  });
});

describe('the public page', () => {
  it('answers the name, CRP and offer of an active page; unknown or inactive is 404', async () => {
    const { user, slug } = await psicologaComPagina(app, {}, 'Renata Moura Teles');
    const res = await app.inject({ url: `/api/publico/agenda/${slug}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      profissional: { nome: 'Renata Moura Teles', crp: expect.any(String) },
      duracao_minutos: 50,
      modalidades: ['presencial', 'online'],
      mensagem: 'Atendimento para adultos.',
    });
    expect(res.body).not.toContain(user.email);

    expect((await app.inject({ url: '/api/publico/agenda/ninguem-tem-este-endereco' })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/publico/agenda/${'x'.repeat(60)}` })).statusCode).toBe(404);
    await salvarConfig(app, user, configAberta(slug, { ativo: false }));
    const inativa = await app.inject({ url: `/api/publico/agenda/${slug}` });
    expect(inativa.statusCode).toBe(404);
    expect(inativa.json().message).toBe(MSG_AGENDAMENTO_ONLINE.paginaNaoEncontrada);
    expect((await horarios(app, slug)).statusCode).toBe(404);
    expect((await reservar(app, slug, reservaPayload('2030-01-07T09:00:00-03:00'))).statusCode).toBe(404);
  });

  it('goes down when the plan no longer includes it', async () => {
    const { user, slug } = await psicologaComPagina(app);
    await setPlan(app, user.id, 'gratuito');
    expect((await app.inject({ url: `/api/publico/agenda/${slug}` })).statusCode).toBe(404);
    await setPlan(app, user.id, 'essencial', 'INACTIVE');
    expect((await app.inject({ url: `/api/publico/agenda/${slug}` })).statusCode).toBe(404);
  });

  it("lists free times in the psychologist's zone, without any appointment of the agenda or anything about it", async () => {
    const { user, slug } = await psicologaComPagina(app);
    const livres = await livresEm(app, slug, 3);
    expect(livres[0]).toMatch(/T08:00:00-03:00$/);
    expect(livres).toHaveLength(12);
    // An appointment of a patient at 10:00 takes 10:00 (and nothing else: 09:00 + 50 + 10 ends at 10:00).
    const paciente = await cadastrarPaciente(app, user, { nome: 'Paciente Sigiloso Nunes' });
    const dez = livres.find((h) => h.includes('T10:00'));
    await agendarOk(app, user, { paciente_id: paciente.id, inicio: dez, duracao_minutos: 50 });
    const dia = somaDias(hojeEm('America/Sao_Paulo'), 3);
    const res = await horarios(app, slug, dia, dia);
    expect(res.json().horarios.map((h: { inicio: string }) => h.inicio)).toEqual(
      livres.filter((h) => h !== dez),
    );
    expect(res.body).not.toContain('Sigiloso');
    expect(res.body).not.toContain(paciente.id);
    expect(Object.keys(res.json())).toEqual(['horarios']);
  });

  it("offers times in another zone by that zone's clock", async () => {
    const { user, slug } = await psicologaComPagina(app);
    await setPerfil(app, user.id, { fuso_horario: 'America/Manaus' });
    const livres = await livresEm(app, slug, 3);
    expect(livres[0]).toMatch(/T08:00:00-04:00$/);
  });

  it('refuses a period too long or upside down (422)', async () => {
    const { slug } = await psicologaComPagina(app);
    for (const [de, ate] of [
      ['2030-01-01', '2030-06-01'],
      ['2030-01-10', '2030-01-01'],
    ]) {
      const res = await horarios(app, slug, de, ate);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.ate).toEqual([MSG_AGENDAMENTO_ONLINE.periodo]);
    }
    expect((await horarios(app, slug, 'ontem', '2030-01-01')).statusCode).toBe(422);
  });
});
