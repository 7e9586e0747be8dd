import { describe, expect, it } from 'vitest';
import {
  nomeArquivoProntuario,
  nomeArquivoProntuarios,
  prontuarioCreateSchema,
  prontuariosQuerySchema,
  slugArquivo,
} from './prontuarios.ts';

describe('records contract', () => {
  it('makes ASCII file names from any patient name', () => {
    expect(slugArquivo('Maria da Conceição  D’Ávila')).toBe('maria-da-conceicao-d-avila');
    // Export names carry no patient name, only the start of the id.
    const id = '3f2a9c1e-0b4d-4e8f-9a7b-6c5d4e3f2a1b';
    expect(nomeArquivoProntuarios(id, '2026-03-01')).toBe('prontuarios-paciente-3f2a9c1e-2026-03-01.pdf');
    expect(nomeArquivoProntuario(id, '2026-03-01')).toBe('prontuario-paciente-3f2a9c1e-2026-03-01.pdf');
  });

  it('trims texts, turns an empty title and session into null', () => {
    const parsed = prontuarioCreateSchema.parse({
      data: '2026-01-10',
      tipo: 'evolucao',
      titulo: '  ',
      conteudo: '  Texto  ',
      sessao_id: '',
    });
    expect(parsed).toMatchObject({ titulo: null, conteudo: 'Texto', sessao_id: null });
  });

  it('reads empty query parameters as absent and checks the period', () => {
    expect(prontuariosQuerySchema.parse({ tipo: '', data_inicio: '', busca: ' ' })).toEqual({
      page: 1,
      per_page: 10,
    });
    expect(
      prontuariosQuerySchema.safeParse({ data_inicio: '2026-02-01', data_fim: '2026-01-01' }).success,
    ).toBe(false);
  });
});
