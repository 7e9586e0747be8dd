import { describe, expect, it } from 'vitest';
import {
  MSG_ENTRADA,
  motivoDataInvalida,
  nomeOpcional,
  semLarguraZero,
  temCaractereDeControle,
} from './common.ts';
import { lancamentoFieldsSchema } from './financeiro.ts';
import { pacienteFieldsSchema } from './pacientes.ts';
import { nomeSchema } from './pessoa.ts';

// Names lose the invisible zero-width characters (docs/security.md): two equal names must compare equal.
describe('zero-width characters in names', () => {
  const invisiveis = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF'];

  it('drops each of them, keeping every visible character', () => {
    for (const c of invisiveis) expect(semLarguraZero(`Ana${c} Souza${c}`)).toBe('Ana Souza');
    expect(semLarguraZero('João Açaí')).toBe('João Açaí');
  });

  it('cleans a required name and the optional ones before trimming and counting', () => {
    expect(nomeSchema.parse('\uFEFFAna\u200B Souza\u200D ')).toBe('Ana Souza');
    // Only invisible characters around two letters: shorter than the minimum once they are gone.
    expect(nomeSchema.safeParse('\u200BAn\u200B').success).toBe(false);
    expect(nomeOpcional(150).parse('Ana\u200C Lima')).toBe('Ana Lima');
    expect(nomeOpcional(150).parse('\u200B\u2060')).toBeNull();
  });

  it('cleans the patient’s social name, the responsible’s name and a payer’s name', () => {
    const { shape } = pacienteFieldsSchema;
    expect(shape.nome.parse('Ana\u200B Souza')).toBe('Ana Souza');
    expect(shape.nome_social.parse('Aninha\uFEFF')).toBe('Aninha');
    expect(shape.responsavel.parse({ nome: 'Maria\u200D Souza' })?.nome).toBe('Maria Souza');
    expect(shape.contato_emergencia.parse({ nome: 'Rui\u2060 Lima' })?.nome).toBe('Rui Lima');
    const lancamento = lancamentoFieldsSchema.shape.pagador_nome.parse('José\u200B da Silva');
    expect(lancamento).toBe('José da Silva');
  });

  it('are not control characters: free text keeps them (an emoji sequence joins with U+200D)', () => {
    expect(temCaractereDeControle('👩\u200D⚕️')).toBe(false);
  });
});

describe('a lone UTF-16 surrogate', () => {
  it('is refused in a name like a control character; a whole pair (an emoji) is a character', () => {
    for (const nome of ['Ana\uD800 Souza', 'Ana Souza\uDC00', '\uDBFFAna Souza']) {
      expect(temCaractereDeControle(nome)).toBe(true);
      expect(nomeSchema.safeParse(nome).error?.issues[0].message).toBe(MSG_ENTRADA.controle);
      expect(nomeOpcional(150).safeParse(nome).error?.issues[0].message).toBe(MSG_ENTRADA.controle);
    }
    expect(nomeSchema.parse('Ana Souza 😀')).toBe('Ana Souza 😀');
    expect(temCaractereDeControle('\uD83D\uDE00')).toBe(false);
  });
});

describe('why a typed date was not read', () => {
  it('tells a day that does not exist from a wrong shape', () => {
    expect(motivoDataInvalida('31/02/2001')).toBe(MSG_ENTRADA.dataInexistente);
    expect(motivoDataInvalida(' 2001-02-30 ')).toBe(MSG_ENTRADA.dataInexistente);
    expect(motivoDataInvalida('31/02')).toBe(MSG_ENTRADA.dataFormato);
    expect(motivoDataInvalida('ontem')).toBe(MSG_ENTRADA.dataFormato);
  });
});
