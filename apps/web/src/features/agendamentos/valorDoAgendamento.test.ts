import { describe, expect, it } from 'vitest';
import { valorDoAgendamento } from './valorDoAgendamento';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('valorDoAgendamento', () => {
  it("shows the appointment's value, else the patient's, else the profile's default", () => {
    expect(nbsp(valorDoAgendamento(180, 200, 150))).toBe('R$ 180,00');
    expect(nbsp(valorDoAgendamento(null, 200, 150))).toBe('R$ 200,00 — valor do paciente');
    expect(nbsp(valorDoAgendamento(null, null, 150))).toBe('R$ 150,00 — valor padrão');
    expect(valorDoAgendamento(null, null, null)).toBe('—');
  });
});
