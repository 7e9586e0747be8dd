import { describe, expect, it } from 'vitest';
import { paginaAntesDoPlano, registrarPagina, voltarPara } from './origem';

describe('the way back after paying for a plan', () => {
  it('keeps the page before the plans page', () => {
    registrarPagina('/pacientes/ficha/abc?aba=prontuario');
    registrarPagina('/upgrade');
    expect(paginaAntesDoPlano()).toBe('/pacientes/ficha/abc?aba=prontuario');
  });

  it('names the page it leads back to', () => {
    expect(voltarPara('/pacientes/ficha/abc?aba=prontuario')).toEqual({
      to: '/pacientes/ficha/abc?aba=prontuario',
      rotulo: 'Voltar ao prontuário',
    });
    expect(voltarPara('/pacientes/prontuarios/abc')?.rotulo).toBe('Voltar ao prontuário');
    expect(voltarPara('/pacientes/ficha/abc')?.rotulo).toBe('Voltar à ficha do paciente');
    expect(voltarPara('/agendamentos')?.rotulo).toBe('Voltar à agenda');
    expect(voltarPara('/financeiro/lista')).toBeNull();
    expect(voltarPara(null)).toBeNull();
  });
});
