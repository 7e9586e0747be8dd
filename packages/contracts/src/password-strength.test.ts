import { describe, expect, it } from 'vitest';
import { senhaSchema } from './auth.ts';
import { checkPasswordStrength, MIN_PASSWORD_SCORE, PASSWORD_MESSAGES } from './password-strength.ts';

const owner = { nome: 'Joana Ferreira da Silva', email: 'jfsilva.psi@exemplo.com.br', cpf: '529.982.247-25' };

describe('password rule', () => {
  it('asks for 10 characters at least (sync schema)', () => {
    expect(senhaSchema.safeParse('').error?.issues[0]?.message).toBe('Informe a senha.');
    expect(senhaSchema.safeParse('Ab3$efgh9').error?.issues[0]?.message).toBe(
      'A senha precisa de pelo menos 10 caracteres.',
    );
    expect(senhaSchema.safeParse('Ab3$efgh9k').success).toBe(true);
  });

  it('refuses common passwords, saying so', () => {
    for (const senha of ['senha123', 'senha12345', 'x1234567', 'Teste@12345', 'qwertyuiop']) {
      const v = checkPasswordStrength(senha, owner);
      expect(v.ok, senha).toBe(false);
      expect(v.score, senha).toBeLessThan(MIN_PASSWORD_SCORE);
    }
    expect(checkPasswordStrength('senha123').message).toBe(PASSWORD_MESSAGES.common);
    expect(checkPasswordStrength('aaaaaaaaaaaa').message).toBe(
      'Senha fraca: caracteres repetidos, como "aaa", são fáceis de adivinhar.',
    );
  });

  it("refuses the user's name, e-mail or CPF, also with case, l33t, separators or reversed", () => {
    const cases: Array<[string, string]> = [
      ['joana12345', PASSWORD_MESSAGES.nome],
      ['Ferreira#2024!', PASSWORD_MESSAGES.nome],
      ['J0@n@F3rr31r@', PASSWORD_MESSAGES.nome],
      ['arieRREF-2024', PASSWORD_MESSAGES.nome],
      ['MinhaSenhaJoana#2024', PASSWORD_MESSAGES.nome],
      ['jfsilva.psi', PASSWORD_MESSAGES.email],
      ['JFSilva#Consultorio', PASSWORD_MESSAGES.email],
      ['52998224725', PASSWORD_MESSAGES.cpf],
      ['cpf 529.982.247-25!', PASSWORD_MESSAGES.cpf],
    ];
    for (const [senha, message] of cases) {
      const v = checkPasswordStrength(senha, owner);
      expect(v.ok, senha).toBe(false);
      expect(v.message, senha).toBe(message);
    }
    // The same passwords are fine for someone else (the refusal is about the owner's data).
    expect(checkPasswordStrength('Ferreira#Violeta!2024', {}).ok).toBe(true);
  });

  it('accepts long passphrases and strong mixes, with no composition rule', () => {
    for (const senha of [
      'Caminho-Claro-42',
      'correct horse battery staple',
      'x9Kq!m2Lp#4z',
      'banana azul do mar',
    ]) {
      const v = checkPasswordStrength(senha, owner);
      expect(v, senha).toMatchObject({ ok: true, message: null });
      expect(v.score).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    }
  });
});
