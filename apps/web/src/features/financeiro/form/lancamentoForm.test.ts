import { MSG_ENTRADA } from '@consultorio/contracts/common';
import { describe, expect, it } from 'vitest';
import {
  type LancamentoFormValues,
  menorSemCpf,
  novoLancamento,
  pagadorDoPaciente,
  situacaoPrevista,
  toFormValues,
  toPayload,
  trocarCategoria,
  trocarTipo,
  validateLancamento,
} from './lancamentoForm';

const hoje = '2026-03-10';
const PACIENTE = '0e7f6a52-2b1a-4d7e-9a41-3f1f1b7c2d10';

describe('lancamentoForm', () => {
  it('starts a new receita paid today, category sessão', () => {
    expect(novoLancamento({ hoje })).toMatchObject({
      tipo: 'receita',
      data: '10/03/2026',
      status: 'pago',
      categoria: 'sessao',
      origem: 'pessoa_fisica',
    });
    expect(novoLancamento({ tipo: 'despesa', hoje }).categoria).toBeNull();
  });

  it('builds the body: dates in ISO, payer left to the API for a new receita of a patient', () => {
    const v = { ...novoLancamento({ hoje, pacienteId: PACIENTE }), descricao: 'Sessão', valor: 150 };
    const novo = toPayload(v, 'novo');
    expect(novo).toMatchObject({ data: '2026-03-10', data_pagamento: null, status: 'pago', valor: 150 });
    expect(novo).not.toHaveProperty('pagador_nome');
    expect(toPayload(v, 'editar')).toMatchObject({ pagador_nome: null, pagador_cpf: null });
    const comPagador = toPayload({ ...v, pagador_nome: 'Luana', data_pagamento: '12/03/2026' }, 'novo');
    expect(comPagador).toMatchObject({ pagador_nome: 'Luana', data_pagamento: '2026-03-12' });
  });

  it('sends no payer and no livro-caixa for the other tipo', () => {
    const v = {
      ...novoLancamento({ tipo: 'despesa', hoje }),
      descricao: 'Aluguel',
      valor: 900,
      categoria: 'aluguel' as const,
      dedutivel_livro_caixa: true,
      pagador_nome: 'resto de uma receita',
    };
    expect(toPayload(v, 'editar')).toMatchObject({
      pagador_nome: null,
      dedutivel_livro_caixa: true,
      codigo_plano_contas: 'P10.01.00002',
    });
    expect(toPayload({ ...v, tipo: 'receita', categoria: 'outro' }, 'editar').dedutivel_livro_caixa).toBe(
      false,
    );
  });

  it('validates like the API, plus the typed dates and the category', () => {
    const errors = validateLancamento({
      ...novoLancamento({ tipo: 'despesa', hoje }),
      data: '31/02/2026',
      data_pagamento: '99/99',
      valor: '',
    });
    expect(errors).toMatchObject({
      data: MSG_ENTRADA.dataInexistente,
      data_pagamento: MSG_ENTRADA.dataFormato,
      categoria: 'Escolha a categoria.',
      valor: 'Informe o valor.',
      descricao: 'Informe a descrição.',
    });
    const ok = { ...novoLancamento({ hoje }), descricao: 'Sessão', valor: 0.1 };
    expect(validateLancamento(ok)).toEqual({});
    expect(validateLancamento({ ...ok, pagador_cpf: '111.111.111-11' }).pagador_cpf).toMatch(/CPF inválido/);
  });

  it('keeps a category both tipos share when the tipo switches', () => {
    const v = novoLancamento({ hoje });
    expect(trocarTipo({ ...v, categoria: 'supervisao' }, 'despesa')).toEqual({
      tipo: 'despesa',
      categoria: 'supervisao',
    });
    expect(trocarTipo(v, 'despesa')).toEqual({ tipo: 'despesa', categoria: null });
  });

  it('round-trips a stored entry', () => {
    const v = toFormValues({
      id: PACIENTE,
      tipo: 'receita',
      descricao: 'Sessão',
      valor: 19.99,
      data: '2026-03-10',
      data_pagamento: '2026-03-11',
      status: 'pago',
      categoria: 'sessao',
      forma_pagamento: 'pix',
      paciente_id: null,
      paciente_nome: null,
      sessao_id: null,
      origem: 'pessoa_fisica',
      pagador_nome: 'Ana',
      pagador_cpf: '52998224725',
      beneficiario_cpf: null,
      dedutivel_livro_caixa: false,
      codigo_plano_contas: null,
      carne_leao_situacao: 'a_escriturar',
      escriturado_em: null,
      observacoes: null,
      created_at: '',
      updated_at: '',
    });
    expect(v).toMatchObject({
      data: '10/03/2026',
      data_pagamento: '11/03/2026',
      pagador_cpf: '529.982.247-25',
    });
    expect(toPayload(v, 'editar')).toMatchObject({ pagador_cpf: '529.982.247-25', valor: 19.99 });
  });

  describe('Carnê-Leão Web (docs/carne-leao.md §7)', () => {
    const despesa: LancamentoFormValues = {
      ...novoLancamento({ tipo: 'despesa', hoje }),
      descricao: 'Supervisão clínica',
      valor: 400,
      categoria: 'supervisao',
      dedutivel_livro_caixa: true,
    };
    const receitaPf: LancamentoFormValues = { ...novoLancamento({ hoje }), descricao: 'Sessão', valor: 200 };

    it("sends a deductible despesa's account: the one chosen, else its category's default", () => {
      expect(toPayload(despesa, 'novo').codigo_plano_contas).toBe('P10.01.00012');
      expect(toPayload({ ...despesa, codigo_plano_contas: 'P10.01.00014' }, 'novo').codigo_plano_contas).toBe(
        'P10.01.00014',
      );
      expect(toPayload({ ...despesa, dedutivel_livro_caixa: false }, 'novo').codigo_plano_contas).toBeNull();
      expect(toPayload(receitaPf, 'novo').codigo_plano_contas).toBeNull();
    });

    it('a new category brings its default account unless another one was chosen', () => {
      const comPadrao = { ...despesa, categoria: 'aluguel' as const, codigo_plano_contas: 'P10.01.00002' };
      expect(trocarCategoria(comPadrao, 'impostos')).toEqual({
        categoria: 'impostos',
        codigo_plano_contas: null,
        dedutivel_livro_caixa: true,
      });
      const escolhida = { ...comPadrao, codigo_plano_contas: 'P10.01.00003' };
      expect(trocarCategoria(escolhida, 'impostos').codigo_plano_contas).toBe('P10.01.00003');
    });

    it('ticks "Dedutível no livro-caixa" for a running cost of the practice, not for "Outro" nor a receita', () => {
      expect(
        trocarCategoria({ ...despesa, dedutivel_livro_caixa: false }, 'aluguel').dedutivel_livro_caixa,
      ).toBe(true);
      expect(trocarCategoria({ ...despesa, dedutivel_livro_caixa: false }, 'outro')).not.toHaveProperty(
        'dedutivel_livro_caixa',
      );
      expect(trocarCategoria(receitaPf, 'sessao')).not.toHaveProperty('dedutivel_livro_caixa');
    });

    it('maps "Já emiti o recibo no app Receita Saúde" to carne_leao_situacao, only for a paid PF receita', () => {
      expect(toPayload(receitaPf, 'novo')).not.toHaveProperty('carne_leao_situacao');
      expect(toPayload({ ...receitaPf, recibo_no_app: true }, 'novo').carne_leao_situacao).toBe(
        'recibo_emitido_no_app',
      );
      // Unticked on an entry that had it: back to a escriturar.
      const emitido = { ...receitaPf, carne_leao_situacao: 'recibo_emitido_no_app' as const };
      expect(toPayload(emitido, 'editar').carne_leao_situacao).toBe('a_escriturar');
      expect(toPayload({ ...emitido, recibo_no_app: true }, 'editar').carne_leao_situacao).toBe(
        'recibo_emitido_no_app',
      );
      // Pending, from a company or from abroad: no receipt, nothing sent.
      for (const outra of [
        { ...receitaPf, recibo_no_app: true, status: 'pendente' as const },
        { ...receitaPf, recibo_no_app: true, origem: 'pessoa_juridica' as const },
        { ...receitaPf, recibo_no_app: true, origem: 'exterior' as const },
      ]) {
        expect(toPayload(outra, 'editar')).not.toHaveProperty('carne_leao_situacao');
      }
      // An imported entry keeps its situação.
      const escriturado = { ...receitaPf, carne_leao_situacao: 'escriturado' as const, recibo_no_app: true };
      expect(toPayload(escriturado, 'editar')).not.toHaveProperty('carne_leao_situacao');
    });

    it('round-trips the situação and the account of a stored entry', () => {
      const v = toFormValues({
        id: PACIENTE,
        tipo: 'receita',
        descricao: 'Sessão',
        valor: 200,
        data: '2026-03-10',
        data_pagamento: '2026-03-10',
        status: 'pago',
        categoria: 'sessao',
        forma_pagamento: 'pix',
        paciente_id: null,
        paciente_nome: null,
        sessao_id: null,
        origem: 'pessoa_fisica',
        pagador_nome: 'Ana',
        pagador_cpf: '52998224725',
        beneficiario_cpf: null,
        dedutivel_livro_caixa: false,
        codigo_plano_contas: null,
        carne_leao_situacao: 'recibo_emitido_no_app',
        escriturado_em: null,
        observacoes: null,
        created_at: '',
        updated_at: '',
      });
      expect(v).toMatchObject({ recibo_no_app: true, carne_leao_situacao: 'recibo_emitido_no_app' });
      expect(toPayload(v, 'editar').carne_leao_situacao).toBe('recibo_emitido_no_app');
    });

    it('foresees the situação the server will derive', () => {
      expect(situacaoPrevista(receitaPf)).toBe('a_escriturar');
      expect(situacaoPrevista({ ...receitaPf, recibo_no_app: true })).toBe('recibo_emitido_no_app');
      expect(situacaoPrevista({ ...receitaPf, status: 'pendente' })).toBe('nao_se_aplica');
      expect(situacaoPrevista({ ...receitaPf, origem: 'pessoa_juridica' })).toBe('nao_se_aplica');
      expect(situacaoPrevista({ ...receitaPf, origem: 'exterior' })).toBe('a_escriturar');
      expect(situacaoPrevista({ ...receitaPf, carne_leao_situacao: 'escriturado' })).toBe('escriturado');
      expect(situacaoPrevista(despesa)).toBe('a_escriturar');
      expect(situacaoPrevista({ ...despesa, dedutivel_livro_caixa: false })).toBe('nao_se_aplica');
    });
  });
});

describe('pagadorDoPaciente', () => {
  const receita = novoLancamento({ hoje });
  const adulta = {
    nome: 'Luana Prado',
    cpf: '52998224725',
    data_nascimento: '1990-05-12',
    responsavel: null,
  };
  const menor = {
    nome: 'Pedro Prado',
    cpf: '11144477735',
    data_nascimento: '2015-02-01',
    responsavel: { nome: 'Marta Prado', cpf: '52998224725' },
  };

  it('fills the payer with the patient, or with the responsável of a minor (the patient as beneficiário)', () => {
    expect(pagadorDoPaciente(receita, adulta, hoje)).toEqual({
      pagador_nome: 'Luana Prado',
      pagador_cpf: '529.982.247-25',
    });
    expect(pagadorDoPaciente(receita, menor, hoje)).toEqual({
      pagador_nome: 'Marta Prado',
      pagador_cpf: '529.982.247-25',
      beneficiario_cpf: '111.444.777-35',
    });
  });

  it('keeps what was typed, and leaves a despesa alone', () => {
    expect(pagadorDoPaciente({ ...receita, pagador_nome: 'Outra pessoa' }, adulta, hoje)).toEqual({});
    expect(pagadorDoPaciente(novoLancamento({ tipo: 'despesa', hoje }), adulta, hoje)).toEqual({});
  });
});

describe('menorSemCpf', () => {
  const hoje = '2026-03-10';
  const responsavel = { nome: 'Carla Mendes', cpf: '52998224725' };
  it('is true only for a minor without a CPF of their own', () => {
    expect(menorSemCpf({ nome: 'Lia', cpf: null, data_nascimento: '2016-05-10', responsavel }, hoje)).toBe(
      true,
    );
    expect(
      menorSemCpf({ nome: 'Lia', cpf: '11144477735', data_nascimento: '2016-05-10', responsavel }, hoje),
    ).toBe(false);
    expect(
      menorSemCpf({ nome: 'Ana', cpf: null, data_nascimento: '1990-05-10', responsavel: null }, hoje),
    ).toBe(false);
  });
});
