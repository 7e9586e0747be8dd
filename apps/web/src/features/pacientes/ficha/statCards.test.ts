import { describe, expect, it } from 'vitest';
import { formatTaxa, statCards } from './statCards';

const vazio = {
  total_sessoes: 0,
  sessoes_realizadas: 0,
  faltas: 0,
  taxa_presenca: null,
  primeira_sessao: null,
  ultima_sessao: null,
  proxima_sessao: null,
  total_recebido: 0,
  total_pendente: 0,
  prontuarios_count: 0,
  anexos_count: 0,
};

describe('statistics cards of the patient file', () => {
  it('formats the attendance rate in pt-BR', () => {
    expect(formatTaxa(50)).toBe('50%');
    expect(formatTaxa(66.7)).toBe('66,7%');
    expect(formatTaxa(null)).toBe('—');
  });

  it('reads well for a patient without sessions', () => {
    const cards = Object.fromEntries(statCards(vazio).map((c) => [c.key, c]));
    expect(cards.realizadas.value).toBe('0');
    expect(cards.presenca).toMatchObject({ value: '—', hint: 'Sem sessões ainda' });
    expect(cards.ultima.value).toBe('—');
    expect(cards.recebido.value.replace(/\s/g, ' ')).toBe('R$ 0,00');
  });

  it('shows one held and one missed session as 50% attendance', () => {
    const cards = Object.fromEntries(
      statCards({
        ...vazio,
        total_sessoes: 2,
        sessoes_realizadas: 1,
        faltas: 1,
        taxa_presenca: 50,
        ultima_sessao: '2026-03-02',
        total_recebido: 200,
      }).map((c) => [c.key, c]),
    );
    expect(cards.realizadas).toMatchObject({ value: '1', hint: '2 registradas no total' });
    expect(cards.faltas.value).toBe('1');
    expect(cards.presenca).toMatchObject({ value: '50%', hint: 'Presente em 1 de 2' });
    expect(cards.ultima.value).toBe('02/03/2026');
  });
});
