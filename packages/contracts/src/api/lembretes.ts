import { idParamsSchema } from '../common.ts';
import {
  lembretePublicoSchema,
  lembreteRespostaSchema,
  lembretesConfigResponseSchema,
  lembretesConfigSchema,
  lembreteTokenParamsSchema,
  lembreteWhatsappSchema,
} from '../lembretes.ts';
import { declarar } from './endpoint.ts';

const acesso = 'sessao' as const;

/**
 * Appointment reminders (docs/product.md §13): an appointment's WhatsApp message, the settings, and the patient's
 * public link (no login, rate-limited per address).
 */
export const lembretesApi = declarar({
  'agendamentos.lembrete': {
    method: 'GET',
    path: 'agendamento/:id/lembrete',
    operationId: 'lembreteWhatsapp',
    summary: 'Devolve a mensagem de lembrete do agendamento e o link do WhatsApp para o paciente.',
    tag: 'lembretes',
    acesso,
    secretaria: 'sim',
    plano: { feature: 'agendamentos' },
    params: idParamsSchema,
    responses: { 200: lembreteWhatsappSchema },
  },

  'lembretes.config': {
    method: 'GET',
    path: 'user/lembretes',
    operationId: 'obterLembretes',
    summary: 'Devolve a configuração dos lembretes de agendamento.',
    tag: 'lembretes',
    acesso,
    secretaria: 'sim',
    responses: { 200: lembretesConfigResponseSchema },
  },
  'lembretes.salvar': {
    method: 'PUT',
    path: 'user/lembretes',
    operationId: 'salvarLembretes',
    summary: 'Liga ou desliga os lembretes, com a antecedência em horas e a mensagem.',
    tag: 'lembretes',
    acesso,
    secretaria: 'sim',
    body: lembretesConfigSchema,
    responses: { 200: lembretesConfigResponseSchema },
  },
  'lembretes.publico': {
    method: 'GET',
    path: 'lembretes/:token',
    operationId: 'obterLembretePublico',
    summary: 'Página do paciente (sem login): data, horário e profissional do agendamento do link.',
    tag: 'lembretes',
    acesso: 'publico',
    params: lembreteTokenParamsSchema,
    responses: { 200: lembretePublicoSchema },
    erros: [429],
  },
  'lembretes.confirmar': {
    method: 'POST',
    path: 'lembretes/:token/confirmar',
    operationId: 'confirmarPresenca',
    summary: 'O paciente confirma a presença pelo link do lembrete.',
    tag: 'lembretes',
    acesso: 'publico',
    params: lembreteTokenParamsSchema,
    responses: { 200: lembreteRespostaSchema },
    erros: [409, 429],
  },
  'lembretes.cancelar': {
    method: 'POST',
    path: 'lembretes/:token/cancelar',
    operationId: 'cancelarPeloPaciente',
    summary: 'O paciente avisa pelo link do lembrete que não poderá ir; o agendamento é cancelado.',
    tag: 'lembretes',
    acesso: 'publico',
    params: lembreteTokenParamsSchema,
    responses: { 200: lembreteRespostaSchema },
    erros: [409, 429],
  },
});
