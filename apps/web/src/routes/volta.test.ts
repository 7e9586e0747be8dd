import { describe, expect, it } from 'vitest';
import { loginComVolta, voltaSegura } from './volta';

describe('login returns to the page asked for, same-site only', () => {
  it('keeps a same-site path with its query', () => {
    expect(loginComVolta('/agendamentos?data=2026-11-30')).toBe(
      '/login?volta=%2Fagendamentos%3Fdata%3D2026-11-30',
    );
    expect(voltaSegura('/pacientes/ficha/1?aba=sessoes')).toBe('/pacientes/ficha/1?aba=sessoes');
  });

  it('refuses other sites and the login page itself', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/login',
    ]) {
      expect(voltaSegura(bad)).toBeNull();
    }
    expect(loginComVolta('/login')).toBe('/login');
  });
});
