import type { Agendamento } from '@consultorio/contracts/agendamentos';
import { agendamentoCreateSchema } from '@consultorio/contracts/agendamentos';
import { describe, expect, it } from 'vitest';
import {
  deAgendamento,
  diaDaOcorrencia,
  novoAgendamento,
  resumoRepeticao,
  semMudancas,
  tituloAgendado,
  toCreatePayload,
  toUpdatePayload,
  validateAgendamento,
} from './agendamentoForm';

const SP = 'America/Sao_Paulo';
const PACIENTE = '3f1c2d7e-0000-4000-8000-000000000001';

const base = () => ({
  ...novoAgendamento({ dia: '2026-03-10', hora: '14:00', duracao: 50 }),
  paciente_id: PACIENTE,
});

const agendamento: Agendamento = {
  id: '3f1c2d7e-0000-4000-8000-000000000002',
  paciente_id: PACIENTE,
  paciente: { id: PACIENTE, nome: 'Maria Silva', nome_social: null },
  origem: 'manual',
  reserva: null,
  inicio: '2026-03-10T14:00:00-03:00',
  fim: '2026-03-10T14:50:00-03:00',
  duracao_minutos: 50,
  modalidade: 'online',
  local: null,
  link_online: 'https://meet.exemplo.com/x',
  status: 'agendado',
  observacoes: null,
  valor: 150,
  serie_id: null,
  frequencia: null,
  serie_ordem: null,
  sessao_id: null,
  lembrete_enviado_em: null,
  resposta_paciente: null,
  created_at: '2026-03-01T00:00:00Z',
  updated_at: '2026-03-01T00:00:00Z',
};

describe('the "Novo agendamento" form', () => {
  it('builds a payload the API schema accepts, with the practice offset', () => {
    const payload = toCreatePayload({ ...base(), local: ' Sala 2 ', valor: 180 }, SP);
    expect(payload).toMatchObject({
      paciente_id: PACIENTE,
      inicio: '2026-03-10T14:00:00-03:00',
      duracao_minutos: 50,
      modalidade: 'presencial',
      local: 'Sala 2',
      link_online: null,
      valor: 180,
      recorrencia: null,
      permitir_conflito: false,
    });
    expect(agendamentoCreateSchema.safeParse(payload).success).toBe(true);
  });

  it('sends the repetition by count or until a date', () => {
    const semanal = toCreatePayload({ ...base(), repeticao: 'semanal', ocorrencias: 10 }, SP, true);
    expect(semanal.recorrencia).toEqual({ frequencia: 'semanal', ocorrencias: 10 });
    expect(semanal.permitir_conflito).toBe(true);
    const ate = toCreatePayload({ ...base(), repeticao: 'mensal', termino: 'ate', ate: '31/12/2026' }, SP);
    expect(ate.recorrencia).toEqual({ frequencia: 'mensal', ate: '2026-12-31' });
  });

  it('validates what the user can fix before sending', () => {
    expect(validateAgendamento(base(), true)).toEqual({});
    const e = validateAgendamento(
      {
        ...base(),
        paciente_id: null,
        data: '31/02/2026',
        hora: '25:00',
        duracao_minutos: 2,
        modalidade: 'online',
        link_online: 'meet',
        repeticao: 'semanal',
        ocorrencias: 53,
      },
      true,
    );
    expect(Object.keys(e).sort()).toEqual([
      'data',
      'duracao_minutos',
      'hora',
      'link_online',
      'ocorrencias',
      'paciente_id',
    ]);
    expect(
      validateAgendamento({ ...base(), repeticao: 'semanal', termino: 'ate', ate: '01/03/2026' }, true).ate,
    ).toMatch(/anterior/);
  });

  it('an edit sends only what changed (so "Este e os próximos" carries only the edits)', () => {
    const values = deAgendamento(agendamento, SP);
    expect(values).toMatchObject({ data: '10/03/2026', hora: '14:00', modalidade: 'online', valor: 150 });
    expect(semMudancas(toUpdatePayload(values, agendamento, SP))).toBe(true);
    expect(toUpdatePayload({ ...values, hora: '15:00', valor: 160 }, agendamento, SP)).toEqual({
      permitir_conflito: false,
      inicio: '2026-03-10T15:00:00-03:00',
      valor: 160,
    });
    expect(
      toUpdatePayload({ ...values, modalidade: 'presencial', local: 'Sala 1' }, agendamento, SP),
    ).toEqual({
      permitir_conflito: false,
      modalidade: 'presencial',
      local: 'Sala 1',
      link_online: null,
    });
  });
});

describe('the repetition summary', () => {
  it('says how many sessions and the last one, with the API’s rules', () => {
    expect(resumoRepeticao({ ...base(), repeticao: 'semanal', ocorrencias: 6 })).toBe(
      '6 sessões, a última em 14/04/2026.',
    );
    expect(resumoRepeticao({ ...base(), repeticao: 'quinzenal', termino: 'ate', ate: '07/04/2026' })).toBe(
      '3 sessões, a última em 07/04/2026.',
    );
    expect(diaDaOcorrencia('2026-01-31', 'mensal', 1)).toBe('2026-02-28');
    expect(diaDaOcorrencia('2026-01-31', 'mensal', 2)).toBe('2026-03-31');
    expect(resumoRepeticao({ ...base(), repeticao: 'semanal', termino: 'ate', ate: '31/12/2027' })).toMatch(
      /52/,
    );
    expect(resumoRepeticao(base())).toBeNull();
  });
});

describe('the toast after booking names the booked day and time', () => {
  it('names the day and time booked, in the practice’s zone', () => {
    expect(tituloAgendado(1, '2026-12-01T10:00:00-03:00', 'America/Sao_Paulo')).toBe(
      'Agendamento marcado para ter., 01/12 às 10:00',
    );
    expect(tituloAgendado(6, '2026-11-30T17:00:00Z', 'America/Sao_Paulo')).toBe(
      '6 agendamentos marcados a partir de seg., 30/11 às 14:00',
    );
  });
});
