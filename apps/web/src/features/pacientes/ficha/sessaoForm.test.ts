import { MSG_ENTRADA } from '@consultorio/contracts/common';
import { describe, expect, it } from 'vitest';
import { realizadaNoFuturo, sessaoDefaults, toSessaoPayload, validateSessao } from './sessaoForm';

const PACIENTE = '0f8fad5b-d9cb-469f-a165-70867728950e';
const perfil = { valor_sessao_padrao: 150, duracao_sessao_padrao: 45, fuso_horario: 'America/Sao_Paulo' };

describe('"Registrar sessão" defaults and payload', () => {
  it('starts today (practice time zone), with the profile duration and the patient price', () => {
    const now = new Date('2026-03-10T02:30:00Z'); // still 09/03 in São Paulo
    const v = sessaoDefaults({ valorPaciente: 200, perfil, financeiro: false, now });
    expect(v).toMatchObject({ data: '09/03/2026', duracao_minutos: 45, valor: 200, presenca: 'realizada' });
    expect(sessaoDefaults({ valorPaciente: null, perfil, financeiro: true, now })).toMatchObject({
      valor: 150,
      gerar_lancamento: true,
    });
    expect(sessaoDefaults({ valorPaciente: null, perfil: null, financeiro: false, now })).toMatchObject({
      duracao_minutos: 50,
      valor: '',
    });
  });

  it('sends an ISO date and drops the payment method of an unpaid session', () => {
    const v = {
      ...sessaoDefaults({ valorPaciente: 200, perfil, financeiro: false }),
      data: '02/03/2026',
      hora_inicio: '14:00',
      forma_pagamento: 'pix' as const,
    };
    expect(toSessaoPayload(v, PACIENTE)).toMatchObject({
      paciente_id: PACIENTE,
      data: '2026-03-02',
      hora_inicio: '14:00',
      pago: false,
      forma_pagamento: null,
      observacoes: null,
    });
    expect(toSessaoPayload({ ...v, pago: true }, PACIENTE).forma_pagamento).toBe('pix');
  });

  it('asks for the receita only where Finance is visible; elsewhere leaves it to the API (never "no")', () => {
    const semFinanceiro = sessaoDefaults({ valorPaciente: 200, perfil, financeiro: false });
    expect(toSessaoPayload(semFinanceiro, PACIENTE).gerar_lancamento).toBeUndefined();
    const comFinanceiro = sessaoDefaults({ valorPaciente: 200, perfil, financeiro: true });
    expect(toSessaoPayload(comFinanceiro, PACIENTE).gerar_lancamento).toBe(true);
    expect(toSessaoPayload({ ...comFinanceiro, gerar_lancamento: false }, PACIENTE).gerar_lancamento).toBe(
      false,
    );
    expect(toSessaoPayload({ ...comFinanceiro, valor: '' }, PACIENTE).gerar_lancamento).toBe(false);
  });

  it('refuses an empty, malformed or future date', () => {
    const base = sessaoDefaults({ valorPaciente: 200, perfil, financeiro: false });
    expect(validateSessao({ ...base, data: '' }, PACIENTE).data).toBe('Informe a data da sessão.');
    expect(validateSessao({ ...base, data: '32/01/2026' }, PACIENTE).data).toBe(MSG_ENTRADA.dataInexistente);
    expect(validateSessao({ ...base, data: '02/03/2026' }, PACIENTE, '2026-03-01').data).toMatch(
      /não pode ser futura/,
    );
    expect(validateSessao({ ...base, data: '01/03/2026' }, PACIENTE, '2026-03-01')).toEqual({});
  });
});

describe('realizadaNoFuturo', () => {
  const agora = new Date('2026-03-10T13:00:00Z'); // 10/03 10:00 in São Paulo
  const fuso = 'America/Sao_Paulo';
  it('warns about a held session on a later day, or later today', () => {
    expect(
      realizadaNoFuturo({ presenca: 'realizada', data: '11/03/2026', hora_inicio: '' }, fuso, agora),
    ).toBe(true);
    expect(
      realizadaNoFuturo({ presenca: 'realizada', data: '10/03/2026', hora_inicio: '14:00' }, fuso, agora),
    ).toBe(true);
  });
  it('stays quiet for the past, an hour already gone, a missed session or a date being typed', () => {
    expect(
      realizadaNoFuturo({ presenca: 'realizada', data: '10/03/2026', hora_inicio: '09:00' }, fuso, agora),
    ).toBe(false);
    expect(
      realizadaNoFuturo({ presenca: 'realizada', data: '10/03/2026', hora_inicio: '' }, fuso, agora),
    ).toBe(false);
    expect(
      realizadaNoFuturo({ presenca: 'realizada', data: '09/03/2026', hora_inicio: '' }, fuso, agora),
    ).toBe(false);
    expect(realizadaNoFuturo({ presenca: 'falta', data: '11/03/2026', hora_inicio: '' }, fuso, agora)).toBe(
      false,
    );
    expect(realizadaNoFuturo({ presenca: 'realizada', data: '11/03/20', hora_inicio: '' }, fuso, agora)).toBe(
      false,
    );
  });
});
