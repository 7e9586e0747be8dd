import { describe, expect, it } from 'vitest';
import { dentroDoPrazo, erroDoMotivo, motivoParaEnviar } from './exclusaoDefinitiva';

describe('Excluir definitivamente: the retention rule', () => {
  it('is within the period until the day before excluir_a_partir_de', () => {
    expect(dentroDoPrazo('2031-03-10', '2026-03-10')).toBe(true);
    expect(dentroDoPrazo('2031-03-10', '2031-03-09')).toBe(true);
    expect(dentroDoPrazo('2031-03-10', '2031-03-10')).toBe(false);
    expect(dentroDoPrazo('2031-03-10', '2032-01-01')).toBe(false);
  });

  it('requires a legal reason of at least 20 characters within the period', () => {
    expect(erroDoMotivo('', true)).toBe('Informe o motivo legal da exclusão antes do prazo.');
    expect(erroDoMotivo('   ', true)).toBe('Informe o motivo legal da exclusão antes do prazo.');
    expect(erroDoMotivo('pedido do paciente', true)).toBe(
      'Descreva o motivo legal em pelo menos 20 caracteres.',
    );
    expect(erroDoMotivo('Ordem judicial do processo 0001234-56', true)).toBeNull();
    expect(erroDoMotivo('x'.repeat(1001), true)).toMatch(/máximo de 1000/);
  });

  it('asks nothing after the period, and sends no reason then', () => {
    expect(erroDoMotivo('', false)).toBeNull();
    expect(motivoParaEnviar('  qualquer coisa  ', false)).toBeUndefined();
    expect(motivoParaEnviar('  Ordem judicial do processo 0001234-56  ', true)).toBe(
      'Ordem judicial do processo 0001234-56',
    );
  });
});
