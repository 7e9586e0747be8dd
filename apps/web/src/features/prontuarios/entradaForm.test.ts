import { MSG_ENTRADA } from '@consultorio/contracts/common';
import { describe, expect, it } from 'vitest';
import {
  entradaDefaults,
  sessaoLabel,
  temAlteracoes,
  toEntradaPayload,
  validateEntrada,
} from './entradaForm';

const existente = {
  id: 'b3f0c1de-0000-4000-8000-000000000001',
  paciente_id: 'b3f0c1de-0000-4000-8000-000000000002',
  data: '2026-03-02',
  tipo: 'encaminhamento' as const,
  titulo: null,
  conteudo: 'Texto.',
  sessao_id: null,
  sessao_data: null,
  created_at: '2026-03-02T12:00:00.000Z',
  updated_at: '2026-03-02T12:00:00.000Z',
};

describe('entry form', () => {
  it('starts a new entry today, as an evolution note; an edit from the entry', () => {
    expect(entradaDefaults(null, '2026-03-05')).toEqual({
      data: '05/03/2026',
      tipo: 'evolucao',
      titulo: '',
      conteudo: '',
      sessao_id: null,
    });
    expect(entradaDefaults(existente)).toMatchObject({
      data: '02/03/2026',
      tipo: 'encaminhamento',
      titulo: '',
    });
  });

  it('sends ISO dates and null for what was left empty', () => {
    expect(
      toEntradaPayload({ data: '05/03/2026', tipo: 'evolucao', titulo: '  ', conteudo: 'X', sessao_id: '' }),
    ).toEqual({ data: '2026-03-05', tipo: 'evolucao', titulo: null, conteudo: 'X', sessao_id: null });
  });

  it('explains each problem on its field', () => {
    const base = entradaDefaults(null, '2026-03-05');
    expect(validateEntrada({ ...base, conteudo: 'ok' }, '2026-03-05')).toEqual({});
    expect(validateEntrada(base, '2026-03-05')).toEqual({ conteudo: 'Escreva o texto do registro.' });
    expect(validateEntrada({ ...base, conteudo: 'ok', data: '06/03/2026' }, '2026-03-05').data).toBe(
      'A data do registro não pode ser futura.',
    );
    expect(validateEntrada({ ...base, conteudo: 'ok', data: '31/02/2026' }, '2026-03-05').data).toBe(
      MSG_ENTRADA.dataInexistente,
    );
    expect(validateEntrada({ ...base, conteudo: 'ok', tipo: null }, '2026-03-05').tipo).toBe(
      'Escolha o tipo do registro.',
    );
  });

  it('knows when closing would lose typed text', () => {
    const inicial = entradaDefaults(null, '2026-03-05');
    expect(temAlteracoes(inicial, inicial)).toBe(false);
    expect(temAlteracoes({ ...inicial, conteudo: 'Começou a escrever' }, inicial)).toBe(true);
    expect(temAlteracoes({ ...inicial, conteudo: '   ' }, inicial)).toBe(false);
  });

  it('labels sessions for the picker', () => {
    expect(sessaoLabel({ data: '2026-03-02', hora_inicio: '14:00', presenca: 'realizada' })).toBe(
      '02/03/2026 às 14:00 · Realizada',
    );
  });
});
