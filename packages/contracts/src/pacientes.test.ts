import { describe, expect, it } from 'vitest';
import { anamneseCreateSchema, anamneseUpdateSchema } from './anamnese.ts';
import {
  hojeEm,
  idadeEm,
  isMenorDeIdade,
  pacienteCreateSchema,
  pacienteStatusRequestSchema,
  pacientesQuerySchema,
  pacienteUpdateSchema,
  regrasPaciente,
} from './pacientes.ts';
import { sessaoCreateSchema } from './sessoes.ts';

const issues = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join('.'));

describe('idade', () => {
  it('counts whole years, the birthday included', () => {
    expect(idadeEm('2008-11-21', '2026-11-21')).toBe(18);
    expect(idadeEm('2008-11-22', '2026-11-21')).toBe(17);
    expect(idadeEm('2008-12-01', '2026-11-21')).toBe(17);
    expect(idadeEm('2000-02-29', '2026-02-28')).toBe(25);
    expect(isMenorDeIdade('2008-11-22', '2026-11-21')).toBe(true);
    expect(isMenorDeIdade(null, '2026-11-21')).toBe(false);
    // Not born yet: the future date is refused on its own, no responsável asked for.
    expect(isMenorDeIdade('2030-01-01', '2026-11-21')).toBe(false);
  });

  it("gives today's date in the practice's time zone", () => {
    // 02:00 UTC on the 22nd is still the 21st in São Paulo (UTC−3).
    expect(hojeEm('America/Sao_Paulo', new Date('2026-11-22T02:00:00Z'))).toBe('2026-11-21');
    expect(hojeEm('UTC', new Date('2026-11-22T02:00:00Z'))).toBe('2026-11-22');
  });
});

describe('regrasPaciente', () => {
  const hoje = '2026-11-21';
  it('requires a responsável under 18 only', () => {
    expect(regrasPaciente({ data_nascimento: '2010-01-01' }, hoje)).toEqual([
      { path: ['responsavel'], message: expect.stringMatching(/menor de 18/) },
    ]);
    expect(regrasPaciente({ data_nascimento: '2008-11-21' }, hoje)).toEqual([]);
    expect(regrasPaciente({ data_nascimento: null }, hoje)).toEqual([]);
    expect(
      regrasPaciente(
        { data_nascimento: '2010-01-01', responsavel: { nome: 'Mãe', telefone: '11987654321' } },
        hoje,
      ),
    ).toEqual([]);
  });

  it('requires nome and telefone of a given responsável and contact; refuses impossible birth dates', () => {
    const paths = regrasPaciente(
      {
        data_nascimento: '2030-01-01',
        responsavel: { nome: 'X' },
        contato_emergencia: { telefone: '11987654321' },
      },
      hoje,
    ).map((r) => r.path.join('.'));
    expect(paths).toEqual(['data_nascimento', 'responsavel.telefone', 'contato_emergencia.nome']);
    expect(regrasPaciente({ data_nascimento: '1850-01-01' }, hoje).map((r) => r.path[0])).toEqual([
      'data_nascimento',
    ]);
  });
});

describe('pacienteCreateSchema', () => {
  it('normalizes CPF, phone and e-mail, turns empty strings into null', () => {
    const r = pacienteCreateSchema.parse({
      nome: '  Maria  da Silva ',
      telefone: '+55 (11) 98765-4321',
      cpf: '529.982.247-25',
      email: ' Maria@Exemplo.com ',
      rg: '',
      modalidade: '',
      data_nascimento: '',
      responsavel: { nome: '', cpf: '', telefone: '', parentesco: '' },
    });
    expect(r).toMatchObject({
      nome: 'Maria  da Silva',
      telefone: '11987654321',
      cpf: '52998224725',
      email: 'maria@exemplo.com',
      rg: null,
      modalidade: null,
      data_nascimento: null,
      responsavel: null,
    });
  });

  it('names the fields in error', () => {
    const r = pacienteCreateSchema.safeParse({
      nome: 'Jo',
      telefone: '999',
      cpf: '52998224724',
      valor_sessao: 10.001,
    });
    expect(issues(r)).toEqual(expect.arrayContaining(['nome', 'telefone', 'cpf', 'valor_sessao']));
  });

  it('update keeps absent keys absent', () => {
    expect(pacienteUpdateSchema.parse({ profissao: null })).toEqual({ profissao: null });
    expect(pacienteUpdateSchema.parse({})).toEqual({});
  });
});

describe('other request schemas', () => {
  it('status accepts psicologo as id, {id} or absent', () => {
    const id = '0e7f6a52-2b1a-4d7e-9a41-3f1f1b7c2d10';
    expect(
      pacienteStatusRequestSchema.parse({ status_tratamento: 'alta', psicologo: { id } }).psicologo,
    ).toBe(id);
    expect(pacienteStatusRequestSchema.parse({ status_tratamento: 'alta', psicologo: id }).psicologo).toBe(
      id,
    );
    expect(pacienteStatusRequestSchema.safeParse({ status_tratamento: 'alta', psicologo: 7 }).success).toBe(
      false,
    );
  });

  it('list query has defaults and treats empty filters as absent', () => {
    expect(pacientesQuerySchema.parse({ status_tratamento: '', ordenar: '' })).toEqual({
      page: 1,
      per_page: 10,
      ordenar: 'nome',
    });
    expect(pacientesQuerySchema.safeParse({ per_page: '101' }).success).toBe(false);
  });

  it('session: defaults pago, leaves gerar_lancamento to the API when absent, checks HH:MM', () => {
    const base = {
      paciente_id: '0e7f6a52-2b1a-4d7e-9a41-3f1f1b7c2d10',
      data: '2026-11-01',
      presenca: 'falta',
    };
    expect(sessaoCreateSchema.parse(base)).toMatchObject({ pago: false });
    expect(sessaoCreateSchema.parse(base).gerar_lancamento).toBeUndefined();
    expect(issues(sessaoCreateSchema.safeParse({ ...base, hora_inicio: '9:00' }))).toEqual(['hora_inicio']);
    expect(sessaoCreateSchema.parse({ ...base, hora_inicio: '' }).hora_inicio).toBeNull();
  });

  it('anamnese: queixa principal required on create, optional but not blank on update', () => {
    expect(issues(anamneseCreateSchema.safeParse({ sono: 'ok' }))).toEqual(['queixa_principal']);
    expect(anamneseUpdateSchema.parse({ sono: '' })).toEqual({ sono: null });
    expect(anamneseUpdateSchema.safeParse({ queixa_principal: ' ' }).success).toBe(false);
  });
});
