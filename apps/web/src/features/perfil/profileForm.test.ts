import type { ProfileOutput } from '@consultorio/contracts/usuario';
import { describe, expect, it } from 'vitest';
import {
  comSugestaoDeEmergencia,
  PROFILE_FIELDS,
  SUGESTAO_ENCAMINHAMENTO_EMERGENCIA,
  toFormValues,
  toPayload,
  validateProfile,
} from './profileForm';

const perfil: ProfileOutput = {
  id: '7d0c5a8e-3b0e-4b8e-9a57-0b7f3a0c1d11',
  nome: 'Ana Beatriz Souza',
  email: 'ana@example.com',
  cpf: '52998224725',
  crp: '06/123456',
  telefone: '11987654321',
  data_nascimento: null,
  endereco: null,
  valor_sessao_padrao: null,
  duracao_sessao_padrao: 50,
  fuso_horario: 'America/Sao_Paulo',
  codigo_ocupacao: '255',
  emite_receita_saude: true,
  link_online_padrao: null,
  plataforma_online: 'Google Meet',
  encaminhamento_emergencia: null,
};

describe('the profile form: online care (Res. CFP 09/2024)', () => {
  it('edits the platform and the emergency route, and sends blanks as null; no e-Psi field', () => {
    const valores = toFormValues(perfil);
    expect(valores.plataforma_online).toBe('Google Meet');
    expect(valores.encaminhamento_emergencia).toBe('');
    expect(valores).not.toHaveProperty('cadastro_epsi');
    expect(PROFILE_FIELDS).toContain('plataforma_online');
    expect(PROFILE_FIELDS).toContain('encaminhamento_emergencia');
    expect(PROFILE_FIELDS).not.toContain('cadastro_epsi');
    const corpo = toPayload({ ...valores, plataforma_online: ' Zoom ', encaminhamento_emergencia: '  ' });
    expect(corpo).toMatchObject({ plataforma_online: 'Zoom', encaminhamento_emergencia: null });
  });

  it('says on the field when a text is too long', () => {
    const erros = validateProfile({
      ...toFormValues(perfil),
      plataforma_online: 'x'.repeat(121),
      encaminhamento_emergencia: 'x'.repeat(1001),
    });
    expect(erros.plataforma_online).toBe('Plataforma longa demais (máximo de 120 caracteres).');
    expect(erros.encaminhamento_emergencia).toBe(
      'Encaminhamento de emergência longo demais (máximo de 1000 caracteres).',
    );
  });

  it('inserts the emergency suggestion in a blank field, or after what is written', () => {
    expect(SUGESTAO_ENCAMINHAMENTO_EMERGENCIA).toMatch(/CVV.*188/);
    expect(SUGESTAO_ENCAMINHAMENTO_EMERGENCIA).toMatch(/SAMU.*192/);
    expect(SUGESTAO_ENCAMINHAMENTO_EMERGENCIA.length).toBeLessThanOrEqual(1000);
    expect(comSugestaoDeEmergencia('  ')).toBe(SUGESTAO_ENCAMINHAMENTO_EMERGENCIA);
    expect(comSugestaoDeEmergencia('Ligue para mim: (11) 99999-0000\n')).toBe(
      `Ligue para mim: (11) 99999-0000\n\n${SUGESTAO_ENCAMINHAMENTO_EMERGENCIA}`,
    );
    expect(
      validateProfile({ ...toFormValues(perfil), encaminhamento_emergencia: comSugestaoDeEmergencia('') }),
    ).not.toHaveProperty('encaminhamento_emergencia');
  });
});
