import { MSG_EQUIPE } from '@consultorio/contracts/equipe';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendamentos } from '../db/schema.ts';
import { emDias } from '../modules/agendamentos/testing.ts';
import { totp } from '../modules/conta/testing.ts';
import { convidarEAceitar, type Secretaria } from '../modules/equipe/testing.ts';
import { enviarPlanilha, planilhaCsv } from '../modules/importacoes/testing.ts';
import { cadastrarPaciente, createSessao, daysAgo, setPlan } from '../modules/pacientes/testing.ts';
import { pacienteNoPortal } from '../modules/portal/testing.ts';
import { buildTestApp, createUser, type TestUser } from '../test/app.ts';

/*
 * docs/product.md §15: every route of the OpenAPI document called as a secretária. The table below is the
 * product's decision for each route, written here independently of the declarations: a route added without a
 * decision in this table fails the test. 'nao' routes answer 403 with the titular-only message whatever is sent;
 * 'financeiro' routes answer 403 without her finance access and 2xx with it; 'sim' and 'propria' routes answer
 * 2xx to a valid request.
 */
type Decisao = 'sim' | 'financeiro' | 'nao' | 'propria';

const DECISOES: Record<string, Decisao> = {
  // her own login
  'POST /token/refresh': 'propria',
  'GET /user': 'propria',
  'POST /user/change-password': 'propria',
  'GET /user/sessoes': 'propria',
  'DELETE /user/sessoes/{id}': 'propria',
  'DELETE /user/sessoes': 'propria',
  'GET /user/2fa': 'propria',
  'POST /user/2fa/configurar': 'propria',
  'POST /user/2fa/ativar': 'propria',
  'POST /user/2fa/desativar': 'propria',
  'DELETE /user': 'propria',
  // the titular's profile, trail, data, plan and payments, team
  'GET /user/profile': 'nao',
  'PUT /user/profile': 'nao',
  'GET /user/auditoria': 'nao',
  'GET /user/export': 'nao',
  'GET /user/backups': 'nao',
  'POST /user/backups': 'nao',
  'GET /user/backups/{id}/download': 'nao',
  'DELETE /user/backups/{id}': 'nao',
  'GET /user/available-plans': 'nao',
  'GET /user/plan-info': 'sim',
  'POST /user/check-feature': 'sim',
  'POST /user/upgrade-plan': 'nao',
  'GET /user/pix-payment-status/{id}': 'nao',
  'GET /user/pagamentos': 'nao',
  'GET /user/pix-config': 'nao',
  'POST /user/pix-payment/{id}/simular-pagamento': 'nao',
  'GET /equipe': 'nao',
  'POST /equipe/convites': 'nao',
  'DELETE /equipe/convites/{id}': 'nao',
  'PUT /equipe/{id}': 'nao',
  'DELETE /equipe/{id}': 'nao',
  // patients' registration
  'GET /pacientes': 'sim',
  'GET /paciente': 'sim',
  'POST /paciente': 'sim',
  'GET /paciente/{id}': 'sim',
  'PUT /paciente/{id}': 'sim',
  'PUT /paciente/status/{id}': 'sim',
  'DELETE /paciente/{id}': 'nao',
  'GET /pacientes/arquivados': 'sim',
  // moving in by spreadsheet: she registers patients; the whole list out is the titular's act
  'POST /importacoes/pacientes': 'sim',
  'PUT /importacoes/{id}': 'sim',
  'POST /importacoes/{id}/confirmar': 'sim',
  'GET /importacoes/{id}/erros': 'sim',
  'GET /pacientes/exportar': 'nao',
  'POST /paciente/{id}/restaurar': 'sim',
  'POST /paciente/{id}/arquivar': 'sim',
  'DELETE /paciente/{id}/definitivo': 'nao',
  'GET /paciente/{id}/estatisticas': 'nao',
  // sessions: attendance and payment
  'GET /paciente/{id}/sessoes': 'sim',
  'POST /sessao': 'sim',
  'PUT /sessao/{id}': 'sim',
  'DELETE /sessao/{id}': 'sim',
  // clinical
  'GET /paciente/{id}/anamnese': 'nao',
  'POST /paciente/{id}/anamnese': 'nao',
  'PUT /anamnese/{id}': 'nao',
  'GET /prontuario/paciente/{id}': 'nao',
  'POST /prontuario/paciente/{id}': 'nao',
  'POST /prontuario': 'nao',
  'PUT /prontuario/{id}': 'nao',
  'DELETE /prontuario/{id}': 'nao',
  'GET /prontuario/paciente/{id}/exportar': 'nao',
  'GET /prontuario/{id}/exportar': 'nao',
  'GET /documentos/modelos': 'nao',
  'GET /paciente/{id}/documentos': 'nao',
  'POST /paciente/{id}/documentos': 'nao',
  'GET /documentos/{id}': 'nao',
  'PUT /documentos/{id}': 'nao',
  'DELETE /documentos/{id}': 'nao',
  'GET /documentos/{id}/pdf': 'nao',
  'GET /documentos/{id}/protocolo': 'nao',
  'POST /documentos/{id}/assinar': 'nao',
  'GET /anexos/paciente/{id}': 'nao',
  'POST /anexos/paciente/{id}': 'nao',
  'POST /anexos/paciente/{id}/multiple': 'nao',
  'GET /anexos/{id}/download': 'nao',
  'DELETE /anexos/{id}': 'nao',
  // the agenda and reminders
  'GET /agendamentos': 'sim',
  'GET /agendamentos/paciente/{id}': 'sim',
  'DELETE /agendamentos/{pacienteId}': 'sim',
  'POST /agendamento': 'sim',
  'GET /agendamento/{id}': 'sim',
  'PUT /agendamento/{id}': 'sim',
  'DELETE /agendamento/{id}': 'sim',
  'GET /agendamento/{id}/lembrete': 'sim',
  'GET /user/lembretes': 'sim',
  'PUT /user/lembretes': 'sim',
  // online bookings in the agenda; the booking page and calendar feed are the titular's settings
  'POST /agendamento/{id}/aceitar': 'sim',
  'POST /agendamento/{id}/recusar': 'sim',
  'POST /agendamento/{id}/vincular': 'sim',
  'GET /user/agendamento-online': 'nao',
  'PUT /user/agendamento-online': 'nao',
  'GET /user/calendario': 'nao',
  'POST /user/calendario': 'nao',
  'DELETE /user/calendario': 'nao',
  // the patient's page (docs/product.md §17): the link and the ficha are hers; settings, documents and the
  // pré-anamnese (refused inside the routes, see modules/portal) are the titular's
  'POST /paciente/{id}/portal': 'sim',
  'GET /paciente/{id}/portal': 'sim',
  'DELETE /paciente/{id}/portal': 'sim',
  'GET /user/portal': 'nao',
  'PUT /user/portal': 'nao',
  'POST /documentos/{id}/entregar': 'nao',
  'POST /documentos/{id}/recolher': 'nao',
  'POST /paciente/{id}/formularios': 'sim',
  'GET /paciente/{id}/formularios': 'sim',
  'GET /formularios/{id}': 'sim',
  'POST /formularios/{id}/aplicar': 'sim',
  'DELETE /formularios/{id}': 'sim',
  // terms (docs/product.md §18): no clinical content, so she sends them and sees their status; the models and the
  // A1 signature are the titular's
  'GET /termos/modelos': 'sim',
  'PUT /termos/modelos/{modelo}': 'nao',
  'DELETE /termos/modelos/{modelo}': 'nao',
  'POST /paciente/{id}/termos/previa': 'sim',
  'POST /paciente/{id}/termos': 'sim',
  'GET /paciente/{id}/termos': 'sim',
  'GET /termos/{id}': 'sim',
  'POST /termos/{id}/cancelar': 'sim',
  'DELETE /termos/{id}': 'sim',
  'GET /termos/{id}/pdf': 'sim',
  'POST /termos/{id}/assinar': 'nao',
  // finance, when the titular allows
  'GET /cobrancas': 'financeiro',
  'GET /cobrancas/mes/previa': 'financeiro',
  'GET /cobrancas/{id}': 'financeiro',
  'GET /cobrancas/{id}/comprovante': 'financeiro',
  'GET /cobrancas/{id}/recibo': 'financeiro',
  'GET /user/cobranca': 'financeiro',
  'PUT /user/cobranca': 'financeiro',
  'POST /cobrancas': 'financeiro',
  'POST /cobrancas/mes': 'financeiro',
  'POST /cobrancas/{id}/cancelar': 'financeiro',
  'POST /cobrancas/{id}/pagar': 'financeiro',
  'POST /cobrancas/{id}/recusar-comprovante': 'financeiro',
  'GET /escalas': 'sim',
  'GET /paciente/{id}/escalas': 'nao',
  'POST /paciente/{id}/escalas': 'nao',
  'POST /paciente/{id}/escalas/respostas': 'nao',
  'POST /escalas/aplicacoes/{id}/alerta-visto': 'nao',
  'POST /escalas/aplicacoes/{id}/encerrar': 'nao',
  'GET /financeiros': 'financeiro',
  'POST /financeiros': 'financeiro',
  'GET /financeiros/dashboard': 'financeiro',
  'GET /financeiros/exportar': 'financeiro',
  'GET /financeiros/sessoes-sem-lancamento': 'financeiro',
  'POST /financeiros/sessoes-sem-lancamento': 'financeiro',
  'GET /financeiros/{id}': 'financeiro',
  'GET /financeiros/{id}/recibo': 'financeiro',
  'GET /paciente/{id}/recibo-reembolso': 'financeiro',
  'PUT /financeiros/{id}': 'financeiro',
  'DELETE /financeiros/{id}': 'financeiro',
  // dashboards with clinical figures, tax
  'GET /dashboard': 'nao',
  'GET /carne-leao/plano-de-contas': 'nao',
  'GET /carne-leao/escrituracao': 'nao',
  'GET /carne-leao/escrituracao/rendimentos.csv': 'nao',
  'GET /carne-leao/escrituracao/pagamentos.csv': 'nao',
  'POST /carne-leao/escrituracao/confirmar': 'nao',
  'GET /carne-leao/escrituracao/resumo': 'nao',
  'GET /carne-leao/anual': 'nao',
  'GET /carne-leao/anual.pdf': 'nao',
  'GET /tributos': 'nao',
  'POST /carne-leao/simular': 'nao',
  'POST /carne-leao/calcular': 'nao',
  'GET /carne-leao': 'nao',
  'GET /carne-leao/{id}': 'nao',
  'POST /carne-leao/{id}/exportar-pdf': 'nao',
  'GET /carne-leao/{id}/download-pdf': 'nao',
  'DELETE /carne-leao/{id}': 'nao',
};

interface Rota {
  chave: string;
  method: string;
  path: string;
}

/** Every route of the OpenAPI document that needs a session (its `security` is not empty). */
async function rotasComSessao(app: FastifyInstance): Promise<Rota[]> {
  const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      // The patient's page (`/api/portal/*`) takes a portal session, never a login's: no secretária there.
      .filter(
        ([, op]) =>
          (op.security ?? [{}]).length > 0 &&
          !(path === '/health' || path === '/ready') &&
          !path.startsWith('/api/portal/'),
      )
      .map(([method, _]) => ({
        chave: `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`,
        method: method.toUpperCase(),
        path: path.replace(/^\/api/, ''),
      })),
  );
}

const UUID_QUALQUER = '00000000-0000-4000-8000-000000000000';

let app: FastifyInstance;
let titular: TestUser;
let secretaria: Secretaria;

beforeAll(async () => {
  app = await buildTestApp();
  titular = await createUser(app);
  await setPlan(app, titular.id, 'vitalicio');
  secretaria = await convidarEAceitar(app, titular, 'Joana Recepção Lima');
});
afterAll(async () => {
  await app.close();
});

const chamar = (quem: TestUser, method: string, url: string, payload?: unknown) =>
  app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: quem.auth,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const financeiro = (ligado: boolean) =>
  chamar(titular, 'PUT', `/equipe/${secretaria.membroId}`, { acesso_financeiro: ligado });

describe('a secretária on every route of the OpenAPI document (docs/product.md §15)', () => {
  it('every route with a session has a decision in this table, and the table names no route that is gone', async () => {
    const rotas = (await rotasComSessao(app)).map((r) => r.chave).sort();
    expect(rotas.filter((r) => !(r in DECISOES))).toEqual([]);
    expect(Object.keys(DECISOES).filter((r) => !rotas.includes(r))).toEqual([]);
  });

  it("answers 403 with the titular-only message on every 'nao' route, whatever the request carries", async () => {
    const rotas = (await rotasComSessao(app)).filter((r) => DECISOES[r.chave] === 'nao');
    expect(rotas.length).toBeGreaterThan(50);
    const erradas: string[] = [];
    for (const r of rotas) {
      const url = r.path.replace(/\{\w+\}/g, UUID_QUALQUER);
      const res = await chamar(secretaria, r.method, url, r.method === 'GET' ? undefined : {});
      if (res.statusCode !== 403 || res.json().message !== MSG_EQUIPE.areaDoTitular) {
        erradas.push(`${r.chave} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(erradas).toEqual([]);
  });

  it("answers 2xx on every 'sim' route to a valid request, on the titular's data", async () => {
    const p = await cadastrarPaciente(app, titular, { observacoes: 'Nota clínica que a secretária não vê.' });
    const arquivado = await cadastrarPaciente(app, titular);
    await createSessao(app, titular, arquivado.id, { data: daysAgo(3) });
    expect((await chamar(titular, 'DELETE', `/paciente/${arquivado.id}`)).json().arquivado).toBe(true);
    const sessao = await createSessao(app, titular, p.id, { data: daysAgo(2) });
    const [agendamento] = (
      await chamar(titular, 'POST', '/agendamento', { paciente_id: p.id, inicio: emDias(5) })
    ).json().agendamentos;

    // Three online bookings waiting for a patient (docs/product.md §16), as the public page writes them.
    const reservas = await app.ctx.db
      .insert(agendamentos)
      .values(
        [7, 9, 11].map((d) => ({
          usuario_id: titular.id,
          inicio: new Date(emDias(d)),
          fim: new Date(new Date(emDias(d)).getTime() + 50 * 60_000),
          duracao_minutos: 50,
          status: 'solicitado',
          origem: 'agendamento_online',
          reserva_nome: 'Visitante da Página',
          reserva_email: 'visitante@exemplo.com.br',
        })),
      )
      .returning({ id: agendamentos.id });

    // The import's preview is a multipart upload: made here, the steps after it are plain requests.
    const envio = await enviarPlanilha(
      app,
      secretaria,
      planilhaCsv([
        ['Nome', 'Celular'],
        ['Paciente Importada', '(11) 93333-4444'],
      ]),
    );
    expect(envio.statusCode, envio.body).toBe(200);
    const importacao = envio.json().importacao.id;

    // A ficha the patient answered on their page, for her to read and apply.
    const noPortal = await pacienteNoPortal(app, titular);
    const ficha = (
      await chamar(titular, 'POST', `/paciente/${noPortal.pacienteId}/formularios`, {
        modelo: 'ficha_cadastral',
      })
    ).json().formulario;
    // And one still waiting, for her to withdraw.
    const fichaPendente = (
      await chamar(titular, 'POST', `/paciente/${noPortal.pacienteId}/formularios`, {
        modelo: 'ficha_cadastral',
      })
    ).json().formulario;
    const resposta = await app.inject({
      method: 'PUT',
      url: `/api/portal/formularios/${ficha.id}`,
      headers: noPortal.auth,
      payload: { respostas: { data_nascimento: '1990-05-12', telefone: '(11) 95555-1212' }, enviar: true },
    });
    expect(resposta.statusCode, resposta.body).toBe(200);

    // Terms sent by the titular, for her to read, download, cancel (docs/product.md §18).
    const termo = async () =>
      (await chamar(titular, 'POST', `/paciente/${p.id}/termos`, { modelo: 'aviso_privacidade' })).json()
        .termo.id as string;
    const [t1, t2, t3] = [await termo(), await termo(), await termo()];

    const pedidos: Array<[string, string, string, unknown?]> = [
      ['POST /paciente/{id}/portal', 'POST', `/paciente/${p.id}/portal`, {}],
      ['GET /paciente/{id}/portal', 'GET', `/paciente/${p.id}/portal`],
      ['DELETE /paciente/{id}/portal', 'DELETE', `/paciente/${p.id}/portal`],
      [
        'POST /paciente/{id}/formularios',
        'POST',
        `/paciente/${p.id}/formularios`,
        { modelo: 'ficha_cadastral' },
      ],
      ['GET /paciente/{id}/formularios', 'GET', `/paciente/${p.id}/formularios`],
      ['GET /formularios/{id}', 'GET', `/formularios/${ficha.id}`],
      ['POST /formularios/{id}/aplicar', 'POST', `/formularios/${ficha.id}/aplicar`],
      ['DELETE /formularios/{id}', 'DELETE', `/formularios/${fichaPendente.id}`],
      ['GET /termos/modelos', 'GET', '/termos/modelos'],
      [
        'POST /paciente/{id}/termos/previa',
        'POST',
        `/paciente/${p.id}/termos/previa`,
        { modelo: 'livre', titulo: 'T', texto: 'Texto.' },
      ],
      ['POST /paciente/{id}/termos', 'POST', `/paciente/${p.id}/termos`, { modelo: 'contrato_terapeutico' }],
      ['GET /paciente/{id}/termos', 'GET', `/paciente/${p.id}/termos`],
      ['GET /termos/{id}', 'GET', `/termos/${t1}`],
      ['GET /termos/{id}/pdf', 'GET', `/termos/${t1}/pdf`],
      ['POST /termos/{id}/cancelar', 'POST', `/termos/${t2}/cancelar`],
      ['DELETE /termos/{id}', 'DELETE', `/termos/${t3}`],
      ['PUT /importacoes/{id}', 'PUT', `/importacoes/${importacao}`, { mapeamento: { telefone: 'Celular' } }],
      ['POST /importacoes/{id}/confirmar', 'POST', `/importacoes/${importacao}/confirmar`],
      ['GET /importacoes/{id}/erros', 'GET', `/importacoes/${importacao}/erros`],
      ['POST /agendamento/{id}/aceitar', 'POST', `/agendamento/${reservas[0].id}/aceitar`],
      ['POST /agendamento/{id}/recusar', 'POST', `/agendamento/${reservas[1].id}/recusar`],
      [
        'POST /agendamento/{id}/vincular',
        'POST',
        `/agendamento/${reservas[2].id}/vincular`,
        { paciente_id: p.id },
      ],
      ['GET /user/plan-info', 'GET', '/user/plan-info'],
      ['POST /user/check-feature', 'POST', '/user/check-feature', { feature: 'agendamentos' }],
      ['GET /pacientes', 'GET', '/pacientes'],
      ['GET /paciente', 'GET', '/paciente'],
      ['POST /paciente', 'POST', '/paciente', { nome: 'Paciente da Recepção', telefone: '(11) 91234-5678' }],
      ['GET /paciente/{id}', 'GET', `/paciente/${p.id}`],
      ['PUT /paciente/{id}', 'PUT', `/paciente/${p.id}`, { telefone: '(11) 97777-1234' }],
      ['PUT /paciente/status/{id}', 'PUT', `/paciente/status/${p.id}`, { status_tratamento: 'em_pausa' }],
      ['GET /pacientes/arquivados', 'GET', '/pacientes/arquivados'],
      ['POST /paciente/{id}/restaurar', 'POST', `/paciente/${arquivado.id}/restaurar`],
      ['POST /paciente/{id}/arquivar', 'POST', `/paciente/${arquivado.id}/arquivar`],
      ['GET /paciente/{id}/sessoes', 'GET', `/paciente/${p.id}/sessoes`],
      ['POST /sessao', 'POST', '/sessao', { paciente_id: p.id, data: daysAgo(1), presenca: 'realizada' }],
      [
        'PUT /sessao/{id}',
        'PUT',
        `/sessao/${sessao.id}`,
        { data: daysAgo(2), presenca: 'realizada', pago: true },
      ],
      ['GET /agendamentos', 'GET', '/agendamentos'],
      ['GET /agendamentos/paciente/{id}', 'GET', `/agendamentos/paciente/${p.id}`],
      ['GET /agendamento/{id}', 'GET', `/agendamento/${agendamento.id}`],
      ['PUT /agendamento/{id}', 'PUT', `/agendamento/${agendamento.id}`, { inicio: emDias(6) }],
      ['GET /agendamento/{id}/lembrete', 'GET', `/agendamento/${agendamento.id}/lembrete`],
      ['POST /agendamento', 'POST', '/agendamento', { paciente_id: p.id, inicio: emDias(8) }],
      ['DELETE /agendamento/{id}', 'DELETE', `/agendamento/${agendamento.id}`],
      ['DELETE /agendamentos/{pacienteId}', 'DELETE', `/agendamentos/${p.id}`],
      ['GET /user/lembretes', 'GET', '/user/lembretes'],
      ['PUT /user/lembretes', 'PUT', '/user/lembretes', { ativo: true, antecedencia_horas: 24 }],
      ['DELETE /sessao/{id}', 'DELETE', `/sessao/${sessao.id}`],
      // The scales' catalogue carries no patient's answer; every route with one is 'nao'.
      ['GET /escalas', 'GET', '/escalas'],
    ];
    const vistas = new Set([...pedidos.map(([chave]) => chave), 'POST /importacoes/pacientes']);
    expect(Object.entries(DECISOES).filter(([c, d]) => d === 'sim' && !vistas.has(c))).toEqual([]);
    const erradas: string[] = [];
    for (const [chave, method, url, payload] of pedidos) {
      expect(DECISOES[chave]).toBe('sim');
      const res = await chamar(secretaria, method, url, payload);
      if (res.statusCode < 200 || res.statusCode > 299)
        erradas.push(`${chave} → ${res.statusCode} ${res.body}`);
    }
    expect(erradas).toEqual([]);
    // What she registered belongs to the account.
    const nomes = (await chamar(titular, 'GET', '/pacientes?per_page=100'))
      .json()
      .pacientes.map((x: { nome: string }) => x.nome);
    expect(nomes).toContain('Paciente da Recepção');
  });

  it("answers 403 on every 'financeiro' route until the titular allows it, then 2xx", async () => {
    const p = await cadastrarPaciente(app, titular);
    await createSessao(app, titular, p.id, {
      data: daysAgo(4),
      valor: 200,
      pago: true,
      forma_pagamento: 'pix',
    });
    const criar = await chamar(titular, 'POST', '/financeiros', {
      tipo: 'receita',
      descricao: 'Sessão individual',
      valor: 150,
      data: daysAgo(1),
      categoria: 'sessao',
      status: 'pago',
      data_pagamento: daysAgo(1),
      paciente_id: p.id,
      forma_pagamento: 'pix',
    });
    expect(criar.statusCode, criar.body).toBe(201);
    const lancamento = criar.json().financeiro;
    const pedidos: Array<[string, string, string, unknown?]> = [
      ['GET /financeiros', 'GET', '/financeiros'],
      ['GET /financeiros/dashboard', 'GET', '/financeiros/dashboard'],
      ['GET /financeiros/exportar', 'GET', '/financeiros/exportar'],
      ['GET /financeiros/sessoes-sem-lancamento', 'GET', '/financeiros/sessoes-sem-lancamento'],
      ['POST /financeiros/sessoes-sem-lancamento', 'POST', '/financeiros/sessoes-sem-lancamento'],
      ['GET /financeiros/{id}', 'GET', `/financeiros/${lancamento.id}`],
      ['GET /financeiros/{id}/recibo', 'GET', `/financeiros/${lancamento.id}/recibo`],
      [
        'GET /paciente/{id}/recibo-reembolso',
        'GET',
        `/paciente/${p.id}/recibo-reembolso?de=${daysAgo(30)}&ate=${daysAgo(0)}`,
      ],
      [
        'PUT /financeiros/{id}',
        'PUT',
        `/financeiros/${lancamento.id}`,
        { descricao: 'Sessão individual (ajuste)' },
      ],
      [
        'POST /financeiros',
        'POST',
        '/financeiros',
        { tipo: 'despesa', descricao: 'Aluguel da sala', valor: 900, data: daysAgo(1), categoria: 'aluguel' },
      ],
      ['DELETE /financeiros/{id}', 'DELETE', `/financeiros/${lancamento.id}`],
    ];
    // The charges' routes need a key, sessions and a charge: modules/cobrancas/cobrancas.test.ts calls each of them
    // as a secretária with and without finance access.
    const cobrancas = Object.keys(DECISOES).filter((c) => /cobranca/.test(c));
    const vistas = new Set([...pedidos.map(([chave]) => chave), 'POST /importacoes/pacientes', ...cobrancas]);
    expect(Object.entries(DECISOES).filter(([c, d]) => d === 'financeiro' && !vistas.has(c))).toEqual([]);

    expect((await financeiro(false)).statusCode).toBe(200);
    for (const [chave, method, url, payload] of pedidos) {
      const res = await chamar(secretaria, method, url, payload);
      expect(res.statusCode, chave).toBe(403);
      expect(res.json().message, chave).toBe(MSG_EQUIPE.semFinanceiro);
    }
    expect((await financeiro(true)).statusCode).toBe(200);
    const erradas: string[] = [];
    for (const [chave, method, url, payload] of pedidos) {
      const res = await chamar(secretaria, method, url, payload);
      if (res.statusCode < 200 || res.statusCode > 299)
        erradas.push(`${chave} → ${res.statusCode} ${res.body}`);
    }
    expect(erradas).toEqual([]);
  });

  it("answers 2xx on every 'propria' route, acting on her own login and never on the titular's", async () => {
    // A second session of hers, to end one by id and the others at once.
    const outra = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: secretaria.email, senha: secretaria.senha },
    });
    expect(outra.statusCode).toBe(200);
    const sessoes = (await chamar(secretaria, 'GET', '/user/sessoes')).json().sessoes as Array<{
      id: string;
      atual: boolean;
    }>;
    const naoAtual = sessoes.find((s) => !s.atual);
    expect(sessoes.length).toBeGreaterThanOrEqual(2);

    const eu = await chamar(secretaria, 'GET', '/user');
    expect(eu.statusCode).toBe(200);
    expect(eu.json().usuario).toMatchObject({
      id: secretaria.membroId,
      papel: 'secretaria',
      cpf: null,
      consultorio: { titular_id: titular.id },
    });
    expect((await chamar(secretaria, 'DELETE', `/user/sessoes/${naoAtual?.id}`)).statusCode).toBe(204);
    expect((await chamar(secretaria, 'DELETE', '/user/sessoes')).statusCode).toBe(200);

    expect((await chamar(secretaria, 'GET', '/user/2fa')).json().ativo).toBe(false);
    const configurar = await chamar(secretaria, 'POST', '/user/2fa/configurar');
    expect(configurar.statusCode).toBe(200);
    const { segredo } = configurar.json();
    const ativar = await chamar(secretaria, 'POST', '/user/2fa/ativar', { codigo: totp(segredo) });
    expect(ativar.statusCode, ativar.body).toBe(200);
    const desativar = await chamar(secretaria, 'POST', '/user/2fa/desativar', {
      senha: secretaria.senha,
      codigo: totp(segredo, 1),
    });
    expect(desativar.statusCode, desativar.body).toBe(200);
    // The titular's own 2FA was never touched.
    expect((await chamar(titular, 'GET', '/user/2fa')).json().ativo).toBe(false);

    const novaSenha = 'Vento-norte-sobre-o-mar-77';
    const troca = await chamar(secretaria, 'POST', '/user/change-password', {
      senha_atual: secretaria.senha,
      senha: novaSenha,
      senha_confirmacao: novaSenha,
    });
    expect(troca.statusCode, troca.body).toBe(200);
    const login = async (email: string, senha: string) =>
      (await app.inject({ method: 'POST', url: '/api/login', payload: { email, senha } })).statusCode;
    expect(await login(secretaria.email, novaSenha)).toBe(200);
    expect(await login(titular.email, titular.senha)).toBe(200);

    const refresh = await chamar(secretaria, 'POST', '/token/refresh');
    expect(refresh.statusCode).toBe(200);
    const novo = { ...secretaria, auth: { authorization: `Bearer ${refresh.json().token}` } };
    expect((await chamar(novo, 'GET', '/user')).json().usuario.id).toBe(secretaria.membroId);

    // Deleting "her account" deletes only her login.
    const excluir = await chamar(novo, 'DELETE', '/user', { senha: novaSenha });
    expect(excluir.statusCode, excluir.body).toBe(204);
    expect((await chamar(novo, 'GET', '/user')).statusCode).toBe(401);
    expect(await login(secretaria.email, novaSenha)).toBe(401);
    expect((await chamar(titular, 'GET', '/user')).statusCode).toBe(200);
    expect((await chamar(titular, 'GET', '/pacientes')).json().pacientes.length).toBeGreaterThan(0);
  });
});

describe('on the routes open to her, the clinical fields stay the titular’s (docs/product.md §15)', () => {
  let joana: Secretaria;
  beforeAll(async () => {
    joana = await convidarEAceitar(app, titular, 'Joana Agenda Prado');
  });

  it("hides the patient's notes, refuses writing them, and keeps them when she edits the registration", async () => {
    const nota = 'Relata crises de pânico no trabalho.';
    const p = await cadastrarPaciente(app, titular, { observacoes: nota });
    const dela = await chamar(joana, 'GET', `/paciente/${p.id}`);
    expect(dela.json().paciente.observacoes).toBeNull();
    expect(JSON.stringify(dela.json())).not.toContain('pânico');

    const escrever = await chamar(joana, 'PUT', `/paciente/${p.id}`, { observacoes: 'Outra nota' });
    expect(escrever.statusCode).toBe(403);
    expect(escrever.json().message).toBe(MSG_EQUIPE.campoClinico('as observações do paciente'));
    const criar = await chamar(joana, 'POST', '/paciente', {
      nome: 'Pessoa Com Nota',
      telefone: '(11) 95555-1234',
      observacoes: 'Nota clínica',
    });
    expect(criar.statusCode).toBe(403);

    // What she read (observacoes null) sent back with a new phone: the phone changes, the note stays.
    const editado = await chamar(joana, 'PUT', `/paciente/${p.id}`, {
      ...dela.json().paciente,
      telefone: '(11) 96666-1234',
      idade: undefined,
    });
    expect(editado.statusCode, editado.body).toBe(200);
    const doTitular = (await chamar(titular, 'GET', `/paciente/${p.id}`)).json().paciente;
    expect(doTitular.observacoes).toBe(nota);
    expect(doTitular.telefone).toMatch(/96666/);
  });

  it("hides a session's notes, keeps them when she marks it paid, and leaves a session with notes to the titular", async () => {
    const p = await cadastrarPaciente(app, titular);
    const sessao = await createSessao(app, titular, p.id, {
      data: daysAgo(2),
      observacoes: 'Falou do luto.',
    });
    const lista = (await chamar(joana, 'GET', `/paciente/${p.id}/sessoes`)).json().sessoes;
    expect(lista[0].observacoes).toBeNull();

    const paga = await chamar(joana, 'PUT', `/sessao/${sessao.id}`, {
      data: daysAgo(2),
      presenca: 'realizada',
      pago: true,
      forma_pagamento: 'pix',
    });
    expect(paga.statusCode, paga.body).toBe(200);
    expect(paga.json().sessao).toMatchObject({ pago: true, observacoes: null });
    const doTitular = (await chamar(titular, 'GET', `/paciente/${p.id}/sessoes`)).json().sessoes[0];
    expect(doTitular).toMatchObject({ pago: true, observacoes: 'Falou do luto.' });

    const anotar = await chamar(joana, 'PUT', `/sessao/${sessao.id}`, {
      data: daysAgo(2),
      presenca: 'realizada',
      observacoes: 'Nota dela',
    });
    expect(anotar.statusCode).toBe(403);
    const excluir = await chamar(joana, 'DELETE', `/sessao/${sessao.id}`);
    expect(excluir.statusCode).toBe(403);
    expect(excluir.json().message).toBe(MSG_EQUIPE.sessaoComAnotacoes);
    expect((await chamar(titular, 'GET', `/paciente/${p.id}/sessoes`)).json().sessoes).toHaveLength(1);
  });

  it("hides an appointment's notes wherever the agenda answers her, refuses writing them, and keeps them when she moves it", async () => {
    const p = await cadastrarPaciente(app, titular);
    const nota = 'Avaliar encaminhamento psiquiátrico.';
    const [consulta] = (
      await chamar(titular, 'POST', '/agendamento', {
        paciente_id: p.id,
        inicio: emDias(3),
        observacoes: nota,
      })
    ).json().agendamentos;
    const respostas = [
      await chamar(joana, 'GET', `/agendamento/${consulta.id}`),
      await chamar(
        joana,
        'GET',
        `/agendamentos?inicio=${emDias(2).slice(0, 10)}&fim=${emDias(5).slice(0, 10)}`,
      ),
      await chamar(joana, 'GET', `/agendamentos/paciente/${p.id}`),
    ];
    for (const r of respostas) {
      expect(r.statusCode, r.body).toBe(200);
      expect(JSON.stringify(r.json())).not.toContain('psiquiátrico');
    }
    expect(respostas[0].json().agendamento.observacoes).toBeNull();

    const anotar = await chamar(joana, 'PUT', `/agendamento/${consulta.id}`, { observacoes: 'Nota dela' });
    expect(anotar.statusCode).toBe(403);
    expect(anotar.json().message).toBe(MSG_EQUIPE.campoClinico('as observações do agendamento'));
    const criar = await chamar(joana, 'POST', '/agendamento', {
      paciente_id: p.id,
      inicio: emDias(4),
      observacoes: 'Nota dela',
    });
    expect(criar.statusCode).toBe(403);

    // What she read (observacoes null) sent back with a new time: the time changes, the note stays.
    const movido = await chamar(joana, 'PUT', `/agendamento/${consulta.id}`, {
      inicio: emDias(4),
      observacoes: null,
    });
    expect(movido.statusCode, movido.body).toBe(200);
    expect(movido.json().agendamento.observacoes).toBeNull();
    const doTitular = (await chamar(titular, 'GET', `/agendamento/${consulta.id}`)).json().agendamento;
    expect(doTitular.observacoes).toBe(nota);
    expect(doTitular.inicio).toBe(movido.json().agendamento.inicio);
    // Hers carry none, and the titular's view is unchanged.
    const dela = await chamar(joana, 'POST', '/agendamento', { paciente_id: p.id, inicio: emDias(6) });
    expect(dela.statusCode, dela.body).toBe(201);
    expect(dela.json().agendamento.observacoes).toBeNull();
  });

  it('generating the finance entry of a session needs her finance access', async () => {
    const p = await cadastrarPaciente(app, titular);
    const pedido = {
      paciente_id: p.id,
      data: daysAgo(1),
      presenca: 'realizada',
      valor: 180,
      gerar_lancamento: true,
    };
    const sem = await chamar(joana, 'POST', '/sessao', pedido);
    expect(sem.statusCode).toBe(403);
    expect(sem.json().message).toBe(MSG_EQUIPE.lancamentoSemFinanceiro);
    const [consulta] = (
      await chamar(titular, 'POST', '/agendamento', { paciente_id: p.id, inicio: emDias(2) })
    ).json().agendamentos;
    const registrar = await chamar(joana, 'PUT', `/agendamento/${consulta.id}`, {
      status: 'realizado',
      registrar_sessao: true,
      gerar_lancamento: true,
    });
    expect(registrar.statusCode).toBe(403);
    expect(registrar.json().message).toBe(MSG_EQUIPE.lancamentoSemFinanceiro);
    await chamar(titular, 'PUT', `/equipe/${joana.membroId}`, { acesso_financeiro: true });
    expect((await chamar(joana, 'POST', '/sessao', pedido)).statusCode).toBe(201);
  });
});
