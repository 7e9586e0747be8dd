import { describe, expect, it } from 'vitest';
import { planInfo } from '../../plano/testing';
import { contadorPacientes, novoPacienteBloqueio } from './planLimit';

const view = (info: ReturnType<typeof planInfo>, paused = false) => ({ ...info, paused });

describe('"Novo paciente" and the patient counter', () => {
  it('is allowed while the plan has room and is active', () => {
    expect(novoPacienteBloqueio(view(planInfo('gratuito')))).toBeNull();
  });

  it('is blocked, with the reason, at the limit or while paused', () => {
    const cheio = planInfo('gratuito');
    cheio.stats = { ...cheio.stats, pacientes_count: 5, can_add_paciente: false };
    expect(novoPacienteBloqueio(view(cheio))).toMatch(/limite de 5 pacientes do plano Gratuito/);
    expect(novoPacienteBloqueio(view(planInfo('essencial'), true))).toMatch(/pausado/);
  });

  it('counts "X de Y pacientes", and "Ilimitado" for −1', () => {
    expect(contadorPacientes({ pacientes_count: 3, limite_pacientes: 5 })).toBe('3 de 5 pacientes');
    expect(contadorPacientes({ pacientes_count: 12, limite_pacientes: -1 })).toBe('12 pacientes · Ilimitado');
    expect(contadorPacientes({ pacientes_count: 1, limite_pacientes: -1 })).toBe('1 paciente · Ilimitado');
  });
});
