import { MSG_ENTRADA } from '@consultorio/contracts/common';
import { describe, expect, it } from 'vitest';
import {
  emptyPacienteForm,
  idadeDoForm,
  isMenor,
  type PacienteFormValues,
  showResponsavel,
  toFormValues,
  toPayload,
  validatePaciente,
} from './pacienteForm';

const HOJE = '2026-06-15';
const form = (over: Partial<PacienteFormValues> = {}): PacienteFormValues => ({
  ...emptyPacienteForm(),
  nome: 'João Conceição',
  telefone: '(11) 98765-4321',
  ...over,
});

describe('the under-18 rule of the patient form', () => {
  it('computes the age from the typed dd/mm/aaaa date, and nothing while it is incomplete', () => {
    expect(idadeDoForm({ data_nascimento: '16/06/2008' }, HOJE)).toBe(17);
    expect(idadeDoForm({ data_nascimento: '15/06/2008' }, HOJE)).toBe(18);
    expect(idadeDoForm({ data_nascimento: '15/06/20' }, HOJE)).toBeNull();
    expect(idadeDoForm({ data_nascimento: '' }, HOJE)).toBeNull();
  });

  it('shows the Responsável section for a minor, for an adult only when added or already filled', () => {
    expect(isMenor({ data_nascimento: '16/06/2008' }, HOJE)).toBe(true);
    expect(showResponsavel(form({ data_nascimento: '16/06/2008' }), false, HOJE)).toBe(true);
    expect(showResponsavel(form({ data_nascimento: '15/06/2008' }), false, HOJE)).toBe(false);
    expect(showResponsavel(form({ data_nascimento: '' }), false, HOJE)).toBe(false);
    expect(showResponsavel(form({ data_nascimento: '01/01/1990' }), true, HOJE)).toBe(true);
    const comResponsavel = form({ responsavel: { nome: 'Ana', cpf: '', telefone: '', parentesco: '' } });
    expect(showResponsavel(comResponsavel, false, HOJE)).toBe(true);
  });

  it('requires the responsável name and phone of a minor, on their fields', () => {
    // Relative to the real today: a child born five years ago.
    const year = new Date().getFullYear() - 5;
    const errors = validatePaciente(form({ data_nascimento: `01/01/${year}` }), true);
    expect(errors['responsavel.nome']).toBe('Informe o nome do responsável.');
    expect(errors['responsavel.telefone']).toBe('Informe o telefone do responsável.');

    const ok = validatePaciente(
      form({
        data_nascimento: `01/01/${year}`,
        responsavel: { nome: 'Maria Conceição', cpf: '', telefone: '(11) 91234-5678', parentesco: 'Mãe' },
      }),
      true,
    );
    expect(ok).toEqual({});
  });

  it('an adult needs no responsável, and a hidden section is not sent', () => {
    const v = form({
      data_nascimento: '10/03/1985',
      responsavel: { nome: 'Esquecido', cpf: '', telefone: '', parentesco: '' },
    });
    expect(toPayload(v, false).responsavel).toBeNull();
    expect(validatePaciente(v, false)).toEqual({});
  });
});

describe('patient form validation and payload', () => {
  it('puts an invalid CPF and a malformed date on their fields', () => {
    const errors = validatePaciente(form({ cpf: '123.456.789-00', data_nascimento: '31/02/1990' }), false);
    expect(errors.cpf).toBe('CPF inválido: confira os números.');
    expect(errors.data_nascimento).toBe(MSG_ENTRADA.dataInexistente);
  });

  it('requires nome and telefone', () => {
    const errors = validatePaciente(emptyPacienteForm(), false);
    expect(errors.nome).toBeTruthy();
    expect(errors.telefone).toBeTruthy();
  });

  it('sends ISO dates, money as a number, and null for what was left empty', () => {
    const body = toPayload(
      form({ data_nascimento: '05/11/1990', valor_sessao: 180.5, data_inicio: '', email: '  ' }),
      false,
    );
    expect(body).toMatchObject({
      data_nascimento: '1990-11-05',
      valor_sessao: 180.5,
      data_inicio: null,
      email: null,
      endereco: null,
      contato_emergencia: null,
      responsavel: null,
    });
  });

  it('round-trips a stored patient into masked form values', () => {
    const values = toFormValues({
      id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      nome: 'João Conceição',
      nome_social: null,
      data_nascimento: '1990-11-05',
      idade: 35,
      cpf: '52998224725',
      rg: null,
      genero: null,
      email: 'joao@exemplo.com.br',
      aceita_lembretes: true,
      telefone: '11987654321',
      endereco: {
        cep: '01310100',
        logradouro: 'Av. Paulista',
        numero: '1000',
        complemento: null,
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        uf: 'SP',
      },
      profissao: null,
      escolaridade: null,
      estado_civil: null,
      responsavel: null,
      contato_emergencia: null,
      modalidade: 'online',
      frequencia: 'semanal',
      valor_sessao: 200,
      status_tratamento: 'em_atendimento',
      data_inicio: '2026-01-10',
      observacoes: null,
      ultima_sessao: null,
      arquivado_em: null,
      created_at: '2026-01-10T12:00:00Z',
      updated_at: '2026-01-10T12:00:00Z',
    });
    expect(values).toMatchObject({
      cpf: '529.982.247-25',
      telefone: '(11) 98765-4321',
      data_nascimento: '05/11/1990',
      data_inicio: '10/01/2026',
      endereco: { cep: '01310-100', uf: 'SP' },
      valor_sessao: 200,
    });
    expect(validatePaciente(values, false)).toEqual({});
  });
});
