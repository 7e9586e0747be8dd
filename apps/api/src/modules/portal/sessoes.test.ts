import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { agendarOk } from '../agendamentos/testing.ts';
import { lembrarAgendamentos } from '../lembretes/service.ts';
import { salvarLembretes } from '../lembretes/testing.ts';
import { decodeQp, outboxFor, pacienteNoPortal, pedir, psicologa, textPart } from './testing.ts';

// Home and sessions of the patient's page (docs/product.md §17).

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  user = await psicologa(app);
});
afterAll(() => app.close());

const emHoras = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

async function agendarPara(pacienteId: string, horas: number, extra: Record<string, unknown> = {}) {
  const [a] = await agendarOk(app, user, {
    paciente_id: pacienteId,
    inicio: emHoras(horas),
    duracao_minutos: 50,
    permitir_conflito: true,
    ...extra,
  });
  return a;
}

describe('home', () => {
  it('lists the sessions from now on that are not cancelled, in the zone, and nothing clinical', async () => {
    const portal = await pacienteNoPortal(app, user);
    const futura = await agendarPara(portal.pacienteId, 72, {
      modalidade: 'online',
      link_online: 'https://meet.jit.si/sala-teste-portal',
      observacoes: 'Nota que o paciente não vê',
    });
    await agendarPara(portal.pacienteId, -48);
    const cancelada = await agendarPara(portal.pacienteId, 96);
    await pedir(app, user, 'PUT', `/agendamento/${cancelada.id}`, { status: 'cancelado' });
    const res = await pedir(app, portal, 'GET', '/portal/inicio');
    expect(res.statusCode, res.body).toBe(200);
    const corpo = res.json();
    expect(corpo.proximas_sessoes.map((s: { id: string }) => s.id)).toEqual([futura.id]);
    expect(corpo.proximas_sessoes[0]).toMatchObject({
      duracao_minutos: 50,
      modalidade: 'online',
      status: 'agendado',
      link_online: 'https://meet.jit.si/sala-teste-portal',
      pode_cancelar: true,
    });
    expect(corpo.proximas_sessoes[0].inicio).toMatch(/-03:00$/);
    expect(corpo.pendencias).toEqual({
      formularios: 0,
      documentos_novos: 0,
      cobrancas: 0,
      escalas: 0,
      termos: 0,
    });
    expect(corpo.profissional.crp).toBeTruthy();
    expect(res.body).not.toContain('Nota que o paciente');
  });
});

describe('confirming and cancelling', () => {
  it('confirms its own session', async () => {
    const portal = await pacienteNoPortal(app, user);
    const a = await agendarPara(portal.pacienteId, 48);
    const res = await pedir(app, portal, 'POST', `/portal/agendamentos/${a.id}/confirmar`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ agendamento: { id: a.id, status: 'confirmado' } });
    const agenda = await pedir(app, user, 'GET', `/agendamento/${a.id}`);
    expect(agenda.json().agendamento.status).toBe('confirmado');
  });

  it('cancels within the notice: the agenda shows it cancelled and the psychologist is e-mailed', async () => {
    const portal = await pacienteNoPortal(app, user, { nome: 'Carla Nunes Prado' });
    const a = await agendarPara(portal.pacienteId, 48);
    const res = await pedir(app, portal, 'POST', `/portal/agendamentos/${a.id}/cancelar`, {
      motivo: 'Viagem',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ agendamento: { id: a.id, status: 'cancelado' } });
    const agenda = await pedir(app, user, 'GET', `/agendamento/${a.id}`);
    expect(agenda.json().agendamento).toMatchObject({ status: 'cancelado', resposta_paciente: 'cancelado' });
    const mail = decodeQp(textPart(outboxFor(app, user.email).at(-1) ?? '')).replace(/\s+/g, ' ');
    expect(mail).toContain('Carla Nunes Prado cancelou');
    expect(mail).toContain('Motivo informado: Viagem');
    const inicio = await pedir(app, portal, 'GET', '/portal/inicio');
    expect(inicio.json().proximas_sessoes).toEqual([]);
  });

  it('later than the notice → 422 naming the hours; cancelling off → 422', async () => {
    const portal = await pacienteNoPortal(app, user);
    const cedo = await agendarPara(portal.pacienteId, 10);
    const res = await pedir(app, portal, 'POST', `/portal/agendamentos/${cedo.id}/cancelar`, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('24 hora(s)');
    expect(res.json().message).toContain('telefone');
    const inicio = await pedir(app, portal, 'GET', '/portal/inicio');
    expect(inicio.json().proximas_sessoes[0].pode_cancelar).toBe(false);

    const salvo = await pedir(app, user, 'PUT', '/user/portal', {
      permitir_cancelamento: true,
      antecedencia_cancelamento_horas: 6,
      mensagem: 'Qualquer dúvida, me chame.',
    });
    expect(salvo.json()).toEqual({
      portal_config: {
        permitir_cancelamento: true,
        antecedencia_cancelamento_horas: 6,
        mensagem: 'Qualquer dúvida, me chame.',
      },
    });
    expect(
      (await pedir(app, portal, 'POST', `/portal/agendamentos/${cedo.id}/cancelar`, {})).statusCode,
    ).toBe(200);

    await pedir(app, user, 'PUT', '/user/portal', {
      permitir_cancelamento: false,
      antecedencia_cancelamento_horas: 6,
    });
    const outra = await agendarPara(portal.pacienteId, 100);
    expect(
      (await pedir(app, portal, 'POST', `/portal/agendamentos/${outra.id}/cancelar`, {})).statusCode,
    ).toBe(422);
    await pedir(app, user, 'PUT', '/user/portal', {
      permitir_cancelamento: true,
      antecedencia_cancelamento_horas: 24,
    });
  });

  it('settings: defaults, and 0–168 hours', async () => {
    const nova = await psicologa(app);
    expect((await pedir(app, nova, 'GET', '/user/portal')).json()).toEqual({
      portal_config: { permitir_cancelamento: true, antecedencia_cancelamento_horas: 24, mensagem: null },
    });
    const ruim = await pedir(app, nova, 'PUT', '/user/portal', {
      permitir_cancelamento: true,
      antecedencia_cancelamento_horas: 169,
    });
    expect(ruim.statusCode).toBe(422);
    expect(ruim.json().errors.antecedencia_cancelamento_horas).toBeDefined();
  });
});

describe('reminders', () => {
  it('carry the portal link while the patient has a live one', async () => {
    const titular = await psicologa(app);
    await salvarLembretes(app, titular, { ativo: true, antecedencia_horas: 48 });
    const { cadastrarPaciente } = await import('../pacientes/testing.ts');
    const p = await cadastrarPaciente(app, titular, { aceita_lembretes: true });
    const link = await pedir(app, titular, 'POST', `/paciente/${p.id}/portal`, {});
    const url = link.json().portal.url as string;
    await agendarOk(app, titular, {
      paciente_id: p.id,
      inicio: emHoras(20),
      duracao_minutos: 50,
      permitir_conflito: true,
    });
    await lembrarAgendamentos(app.ctx);
    const mail = decodeQp(textPart(outboxFor(app, p.email as string).at(-1) ?? '')).replace(/\s+/g, '');
    expect(mail).toContain(url);
    // Revoked: the next reminder has no portal link.
    await pedir(app, titular, 'DELETE', `/paciente/${p.id}/portal`);
    await agendarOk(app, titular, {
      paciente_id: p.id,
      inicio: emHoras(30),
      duracao_minutos: 50,
      permitir_conflito: true,
    });
    await lembrarAgendamentos(app.ctx);
    const segundo = decodeQp(textPart(outboxFor(app, p.email as string).at(-1) ?? ''));
    expect(segundo).toContain('Lembrete');
    expect(segundo).not.toContain('/portal/');
  });
});
