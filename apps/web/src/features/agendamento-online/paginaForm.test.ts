import { agendamentoOnlineSchema } from '@consultorio/contracts/agendamento-online';
import { describe, expect, it } from 'vitest';
import { camposDaPagina, faixasDoDia, novaFaixa, resumoDosHorarios, toBody, toValues } from './paginaForm';

const pagina = {
  ativo: true,
  slug: 'ana-souza',
  duracao_minutos: 50,
  intervalo_minutos: 10,
  antecedencia_minima_horas: 24,
  janela_dias: 30,
  horarios: [
    { dia_semana: 1, inicio: '14:00', fim: '18:00' },
    { dia_semana: 1, inicio: '08:00', fim: '12:00' },
    { dia_semana: 0, inicio: '09:00', fim: '11:00' },
  ],
  confirmacao: 'manual' as const,
  modalidades: ['online' as const],
  mensagem: null,
  url: 'http://localhost:3000/agendar/ana-souza',
  salvo: true,
};

describe('the booking page form', () => {
  it('round-trips to a body the API schema accepts', () => {
    const body = toBody({ ...toValues(pagina), duracao_minutos: '45' as unknown as number });
    expect(body.duracao_minutos).toBe(45);
    expect(body.mensagem).toBeNull();
    expect(agendamentoOnlineSchema.safeParse(body).success).toBe(true);
  });

  it("groups ranges by weekday keeping their index in the list (where the API's errors point)", () => {
    expect(faixasDoDia(pagina.horarios, 1).map((f) => [f.inicio, f.indice])).toEqual([
      ['08:00', 1],
      ['14:00', 0],
    ]);
    expect(camposDaPagina(pagina.horarios)).toContain('horarios.2.fim');
  });

  it('adds a range after the last one of the day, or a morning', () => {
    expect(novaFaixa(pagina.horarios, 1)).toEqual({ dia_semana: 1, inicio: '19:00', fim: '23:00' });
    expect(novaFaixa(pagina.horarios, 3)).toEqual({ dia_semana: 3, inicio: '09:00', fim: '12:00' });
  });

  it('summarises the week from Monday for the preview', () => {
    expect(resumoDosHorarios(pagina.horarios)).toEqual([
      'Segunda: 08:00–12:00, 14:00–18:00',
      'Domingo: 09:00–11:00',
    ]);
  });
});
