import { CAMPOS_FICHA, CAMPOS_PRE_ANAMNESE } from '@consultorio/contracts/portal';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/errors';
import { errosAntesDeEnviar, errosDaApi, MSG_DATA_INVALIDA, respostasDe, valoresIniciais } from './respostas';

describe('a form between the screen and the API', () => {
  it('shows ISO dates as dd/mm/aaaa and blanks as empty texts, groups field by field', () => {
    const valores = valoresIniciais(CAMPOS_FICHA, {
      data_nascimento: '1990-03-05',
      cpf: null,
      endereco: { cep: '01310100', cidade: 'São Paulo' },
    });
    expect(valores.data_nascimento).toBe('05/03/1990');
    expect(valores.cpf).toBe('');
    expect(valores.endereco).toMatchObject({ cep: '01310100', cidade: 'São Paulo', uf: '' });
    expect(valores.responsavel).toEqual({ nome: '', cpf: '', telefone: '' });
  });

  it('sends trimmed texts, ISO dates, null blanks and null for a group left blank', () => {
    const valores = valoresIniciais(CAMPOS_FICHA, {});
    valores.data_nascimento = '05/03/1990';
    valores.telefone = ' (11) 98877-6655 ';
    valores.endereco = { ...(valores.endereco as Record<string, string>), cidade: 'São Paulo' };
    const r = respostasDe(CAMPOS_FICHA, valores);
    expect(r.data_nascimento).toBe('1990-03-05');
    expect(r.telefone).toBe('(11) 98877-6655');
    expect(r.cpf).toBeNull();
    expect(r.endereco).toMatchObject({ cidade: 'São Paulo', cep: null });
    expect(r.responsavel).toBeNull();
  });

  it('keeps an incomplete date as typed in the draft, and says so before sending', () => {
    const valores = valoresIniciais(CAMPOS_FICHA, {});
    valores.data_nascimento = '05/03';
    expect(respostasDe(CAMPOS_FICHA, valores).data_nascimento).toBe('05/03');
    expect(errosAntesDeEnviar(CAMPOS_FICHA, valores)).toEqual({ data_nascimento: MSG_DATA_INVALIDA });
    expect(valoresIniciais(CAMPOS_FICHA, { data_nascimento: '05/03' }).data_nascimento).toBe('05/03');
  });

  it('reads the pré-anamnese texts as they are', () => {
    const valores = valoresIniciais(CAMPOS_PRE_ANAMNESE, { queixa_principal: 'Ansiedade.' });
    expect(respostasDe(CAMPOS_PRE_ANAMNESE, valores).queixa_principal).toBe('Ansiedade.');
    expect(errosAntesDeEnviar(CAMPOS_PRE_ANAMNESE, valores)).toEqual({});
  });

  it("puts the API's 422 on the form's paths, without the body's copies", () => {
    const erro = new ApiError(422, {
      message: 'Confira os campos destacados do formulário.',
      errors: {
        cpf: ['CPF inválido.'],
        'respostas.cpf': ['CPF inválido.'],
        'responsavel.nome': ['Informe o nome do responsável.'],
      },
    });
    expect(errosDaApi(erro)).toEqual({
      cpf: 'CPF inválido.',
      'responsavel.nome': 'Informe o nome do responsável.',
    });
    expect(errosDaApi(new Error('rede'))).toEqual({});
  });
});
