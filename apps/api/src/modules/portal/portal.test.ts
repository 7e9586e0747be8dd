import type { Endpoint } from '@consultorio/contracts/api/endpoint';
import { api } from '@consultorio/contracts/api/index';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, portalLinks } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { convidarEAceitar } from '../equipe/testing.ts';
import { cadastrarPaciente, setPlan } from '../pacientes/testing.ts';
import {
  criarLinkReq,
  decodeQp,
  entrarReq,
  outboxFor,
  pacienteNoPortal,
  pedir,
  psicologa,
  textPart,
  tokenDaUrl,
} from './testing.ts';

// The link, entering, and the two worlds (docs/product.md §17, docs/decisions/0072-patient-portal-access.md).

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await buildTestApp({ publicUrl: 'https://consultorio.test' });
  user = await psicologa(app);
});
afterAll(() => app.close());

describe('the link', () => {
  it('is PUBLIC_URL/portal/{token}, 90 days, stored hashed; the status never shows the token', async () => {
    const p = await cadastrarPaciente(app, user);
    const res = await criarLinkReq(app, user, p.id);
    expect(res.statusCode, res.body).toBe(201);
    const { url, expira_em } = res.json().portal;
    expect(url).toMatch(/^https:\/\/consultorio\.test\/portal\/[\w-]{43}$/);
    const dias = (new Date(expira_em).getTime() - Date.now()) / 86_400_000;
    expect(dias).toBeGreaterThan(89.9);
    expect(dias).toBeLessThan(90.1);
    const [row] = await app.ctx.db.select().from(portalLinks).where(eq(portalLinks.paciente_id, p.id));
    expect(row.token_hash).not.toContain(tokenDaUrl(url));
    const status = await pedir(app, user, 'GET', `/paciente/${p.id}/portal`);
    expect(status.json().portal).toMatchObject({ ativo: true, expira_em, ultimo_acesso_em: null });
    expect(status.body).not.toContain(tokenDaUrl(url));
  });

  it('rotates: the old link answers 404 (and 401 on entry), its sessions end', async () => {
    const portal = await pacienteNoPortal(app, user);
    const nova = await criarLinkReq(app, user, portal.pacienteId);
    expect(nova.statusCode).toBe(201);
    expect((await pedir(app, null, 'GET', `/portal/acesso/${portal.linkToken}`)).statusCode).toBe(404);
    const velho = await entrarReq(app, { token: portal.linkToken, data_nascimento: '1990-05-12' });
    expect(velho.statusCode).toBe(401);
    expect((await pedir(app, portal, 'GET', '/portal/inicio')).statusCode).toBe(401);
    const token = tokenDaUrl(nova.json().portal.url);
    expect((await pedir(app, null, 'GET', `/portal/acesso/${token}`)).json()).toEqual({
      acesso: { metodo: 'data_nascimento' },
    });
    expect((await entrarReq(app, { token, data_nascimento: '1990-05-12' })).statusCode).toBe(200);
  });

  it('revoked: 204, the link and every session die; the status says inactive', async () => {
    const portal = await pacienteNoPortal(app, user);
    expect((await pedir(app, portal, 'GET', '/portal/inicio')).statusCode).toBe(200);
    expect((await pedir(app, user, 'DELETE', `/paciente/${portal.pacienteId}/portal`)).statusCode).toBe(204);
    expect((await pedir(app, portal, 'GET', '/portal/inicio')).statusCode).toBe(401);
    expect(
      (await entrarReq(app, { token: portal.linkToken, data_nascimento: '1990-05-12' })).statusCode,
    ).toBe(401);
    const status = await pedir(app, user, 'GET', `/paciente/${portal.pacienteId}/portal`);
    expect(status.json().portal).toEqual({
      ativo: false,
      criado_em: null,
      expira_em: null,
      ultimo_acesso_em: null,
    });
    expect((await pedir(app, user, 'DELETE', `/paciente/${portal.pacienteId}/portal`)).statusCode).toBe(404);
  });

  it('needs a birth date or an e-mail on file (422 naming both)', async () => {
    const p = await cadastrarPaciente(app, user, { data_nascimento: null, email: null });
    const res = await criarLinkReq(app, user, p.id);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['data_nascimento', 'email']);
  });

  it('e-mails "Sua área de paciente" with the link and no clinical word', async () => {
    const p = await cadastrarPaciente(app, user);
    const res = await criarLinkReq(app, user, p.id, { enviar_email: true });
    expect(res.json().portal.email_enviado).toBe(true);
    const mail = outboxFor(app, p.email as string).at(-1) ?? '';
    expect(mail).toContain('Subject: =?UTF-8?Q?Sua_=C3=A1rea_de_paciente?=');
    const texto = decodeQp(textPart(mail)).replace(/\s+/g, ' ');
    expect(texto).toContain(res.json().portal.url);
    expect(texto).not.toMatch(/anamnese|prontu|diagn|terapia/i);
  });

  it('Gratuito → 403 with the feature; a secretária may create and revoke', async () => {
    const gratuita = await createUser(app);
    const p = await cadastrarPaciente(app, gratuita);
    const res = await criarLinkReq(app, gratuita, p.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().feature).toBe('essencial');
    const titular = await psicologa(app);
    const secretaria = await convidarEAceitar(app, titular);
    const q = await cadastrarPaciente(app, titular);
    expect((await criarLinkReq(app, secretaria, q.id)).statusCode).toBe(201);
    expect((await pedir(app, secretaria, 'DELETE', `/paciente/${q.id}/portal`)).statusCode).toBe(204);
    expect((await pedir(app, secretaria, 'GET', '/user/portal')).statusCode).toBe(403);
  });

  it("another psychologist's patient → 404", async () => {
    const outra = await psicologa(app);
    const p = await cadastrarPaciente(app, user);
    expect((await criarLinkReq(app, outra, p.id)).statusCode).toBe(404);
    expect((await pedir(app, outra, 'GET', `/paciente/${p.id}/portal`)).statusCode).toBe(404);
  });
});

describe('entering', () => {
  it('right date: the session, the names, last access set, audited with the patient as actor', async () => {
    const p = await cadastrarPaciente(app, user, { nome: 'Roberto Dias Alves' });
    const link = tokenDaUrl((await criarLinkReq(app, user, p.id)).json().portal.url);
    const res = await entrarReq(app, { token: link, data_nascimento: '1990-05-12' });
    expect(res.statusCode, res.body).toBe(200);
    const corpo = res.json();
    expect(corpo.token).toMatch(/^[\w-]{43}$/);
    expect(corpo.paciente).toEqual({ nome: 'Roberto Dias Alves' });
    expect(corpo.profissional.nome).toBeTruthy();
    expect(corpo.profissional.crp).toBeTruthy();
    const status = await pedir(app, user, 'GET', `/paciente/${p.id}/portal`);
    expect(status.json().portal.ultimo_acesso_em).not.toBeNull();
    const linhas = await app.ctx.db
      .select()
      .from(auditoria)
      .where(
        and(eq(auditoria.usuario_id, user.id), eq(auditoria.entidade, 'portal'), eq(auditoria.acao, 'login')),
      );
    const minha = linhas.find((l) => (l.detalhes as { paciente_id?: string }).paciente_id === p.id);
    expect(minha?.detalhes).toMatchObject({
      autor_id: p.id,
      autor_nome: 'Roberto Dias Alves',
      autor_tipo: 'paciente',
    });
  });

  it('wrong date and unknown link: one 401 message; the 5th failure pauses the link 15 minutes (429, Retry-After)', async () => {
    const p = await cadastrarPaciente(app, user);
    const link = tokenDaUrl((await criarLinkReq(app, user, p.id)).json().portal.url);
    const desconhecido = await entrarReq(app, { token: 'x'.repeat(43), data_nascimento: '1990-05-12' });
    expect(desconhecido.statusCode).toBe(401);
    for (let i = 0; i < 5; i++) {
      const errada = await entrarReq(app, { token: link, data_nascimento: '1991-05-12' });
      expect(errada.statusCode).toBe(401);
      expect(errada.json().message).toBe(desconhecido.json().message);
    }
    const pausada = await entrarReq(app, { token: link, data_nascimento: '1990-05-12' });
    expect(pausada.statusCode).toBe(429);
    const retry = Number(pausada.headers['retry-after']);
    expect(retry).toBeGreaterThan(14 * 60);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    // Other links are not paused by this one's failures.
    const outra = await pacienteNoPortal(app, user);
    expect((await pedir(app, outra, 'GET', '/portal/inicio')).statusCode).toBe(200);
  });

  it('without a birth date: a 6-digit code by e-mail, 5 tries', async () => {
    const p = await cadastrarPaciente(app, user, { data_nascimento: null });
    const link = tokenDaUrl((await criarLinkReq(app, user, p.id)).json().portal.url);
    expect((await pedir(app, null, 'GET', `/portal/acesso/${link}`)).json().acesso.metodo).toBe('codigo');
    expect((await pedir(app, null, 'POST', '/portal/codigo', { token: link })).statusCode).toBe(204);
    const mail = decodeQp(textPart(outboxFor(app, p.email as string).at(-1) ?? ''));
    const codigo = /\b(\d{6})\b/.exec(mail)?.[1] as string;
    expect(codigo).toMatch(/^\d{6}$/);
    const errado = codigo === '000000' ? '000001' : '000000';
    expect((await entrarReq(app, { token: link, codigo: errado })).statusCode).toBe(401);
    expect((await entrarReq(app, { token: link, data_nascimento: '1990-05-12' })).statusCode).toBe(401);
    const certo = await entrarReq(app, { token: link, codigo });
    expect(certo.statusCode, certo.body).toBe(200);
    // The code serves once.
    expect((await entrarReq(app, { token: link, codigo })).statusCode).toBe(401);
    // An unknown link gets the same 204 and no e-mail.
    expect((await pedir(app, null, 'POST', '/portal/codigo', { token: 'y'.repeat(43) })).statusCode).toBe(
      204,
    );
  });

  it('sair ends the session', async () => {
    const portal = await pacienteNoPortal(app, user);
    expect((await pedir(app, portal, 'POST', '/portal/sair')).statusCode).toBe(204);
    expect((await pedir(app, portal, 'GET', '/portal/inicio')).statusCode).toBe(401);
  });

  it('the psychologist losing the plan closes the page (403 with the feature)', async () => {
    const titular = await psicologa(app);
    const portal = await pacienteNoPortal(app, titular);
    await setPlan(app, titular.id, 'gratuito');
    const res = await pedir(app, portal, 'GET', '/portal/inicio');
    expect(res.statusCode).toBe(403);
    expect(res.json().feature).toBe('essencial');
  });
});

describe('two separate worlds', () => {
  const declaracoes = Object.entries(api as Record<string, Endpoint>);
  const caminho = (e: Endpoint, id: string) => `/${e.path.replace(/:\w+/g, id)}`;

  it('a portal token is refused (401) on every psychologist route', async () => {
    const portal = await pacienteNoPortal(app, user);
    const rotas = declaracoes.filter(([, e]) => e.acesso === 'sessao');
    expect(rotas.length).toBeGreaterThan(100);
    for (const [nome, e] of rotas) {
      const res = await pedir(
        app,
        portal,
        e.method,
        caminho(e, portal.pacienteId),
        e.method === 'GET' ? undefined : {},
      );
      expect(res.statusCode, nome).toBe(401);
    }
  });

  it("a psychologist's token is refused (401) on every portal route", async () => {
    const rotas = declaracoes.filter(([, e]) => e.acesso === 'portal');
    expect(rotas.length).toBeGreaterThanOrEqual(9);
    for (const [nome, e] of rotas) {
      const res = await pedir(app, user, e.method, caminho(e, user.id), e.method === 'GET' ? undefined : {});
      expect(res.statusCode, nome).toBe(401);
      expect(e.path.startsWith('portal/'), nome).toBe(true);
    }
  });

  it("another patient's ids → 404, even of the same psychologist", async () => {
    const eu = await pacienteNoPortal(app, user);
    const outro = await cadastrarPaciente(app, user);
    const [agendamento] = (
      await pedir(app, user, 'POST', '/agendamento', {
        paciente_id: outro.id,
        inicio: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        duracao_minutos: 50,
        permitir_conflito: true,
      })
    ).json().agendamentos;
    const form = (
      await pedir(app, user, 'POST', `/paciente/${outro.id}/formularios`, { modelo: 'ficha_cadastral' })
    ).json().formulario;
    const doc = (
      await pedir(app, user, 'POST', `/paciente/${outro.id}/documentos`, {
        tipo: 'declaracao',
        data: new Date().toISOString().slice(0, 10),
        finalidade: 'Comprovar comparecimento',
        secoes: { informacoes_atendimento: 'Compareceu à sessão das 14h às 14h50.' },
      })
    ).json().documento;
    expect((await pedir(app, user, 'POST', `/documentos/${doc.id}/entregar`)).statusCode).toBe(200);
    const tentativas: Array<[string, string, unknown?]> = [
      ['POST', `/portal/agendamentos/${agendamento.id}/confirmar`],
      ['POST', `/portal/agendamentos/${agendamento.id}/cancelar`, {}],
      ['GET', `/portal/formularios/${form.id}`],
      ['PUT', `/portal/formularios/${form.id}`, { respostas: {}, enviar: false }],
      ['GET', `/portal/documentos/${doc.id}/pdf`],
    ];
    for (const [m, url, body] of tentativas) {
      expect((await pedir(app, eu, m, url, body)).statusCode, `${m} ${url}`).toBe(404);
    }
    expect((await pedir(app, eu, 'GET', '/portal/documentos')).json().documentos).toEqual([]);
    expect((await pedir(app, eu, 'GET', '/portal/formularios')).json().formularios).toEqual([]);
  });
});
