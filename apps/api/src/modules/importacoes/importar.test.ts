import { formatCpf } from '@consultorio/contracts/br';
import { MSG_ENTRADA } from '@consultorio/contracts/common';
import { MSG_IMPORTACAO } from '@consultorio/contracts/importacoes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importacoes } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { randomCpf } from '../../test/factories.ts';
import { pdf, png, xls } from '../anexos/testing.ts';
import { convidarEAceitar } from '../equipe/testing.ts';
import { cadastrarPaciente, createVitalicioUser } from '../pacientes/testing.ts';
import { confirmarImportacao, enviarPlanilha, planilhaCsv, planilhaXlsx } from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const pacientesDe = async (user: TestUser) =>
  (await app.inject({ url: '/api/pacientes?per_page=100', headers: user.auth })).json().pacientes as {
    id: string;
    nome: string;
  }[];

const fichaDe = async (user: TestUser, nome: string) => {
  const p = (await pacientesDe(user)).find((x) => x.nome === nome);
  if (!p) throw new Error(`${nome} não foi cadastrado`);
  return (await app.inject({ url: `/api/paciente/${p.id}`, headers: user.auth })).json().paciente;
};

describe('POST /importacoes/pacientes: the preview', () => {
  it('reads a UTF-8 CSV with BOM and ";", matches the columns by name and saves nothing', async () => {
    const user = await createVitalicioUser(app);
    const cpf = randomCpf();
    const res = await enviarPlanilha(
      app,
      user,
      planilhaCsv(
        [
          [
            'Nome completo',
            'Celular',
            'E-mail',
            'Data de nascimento',
            'CPF',
            'Valor da sessão',
            'Observações',
          ],
          [
            'Ana Luíza Gonçalves',
            '(11) 98765-4321',
            'ana@exemplo.com.br',
            '04/03/1990',
            formatCpf(cpf),
            'R$ 180,00',
            'Veio por indicação',
          ],
          ['Bruno Araújo', '21 3456-7890', '', '1985-12-31', '', '150', ''],
        ],
        { bom: true },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { importacao } = res.json();
    expect(importacao).toMatchObject({
      colunas: [
        'Nome completo',
        'Celular',
        'E-mail',
        'Data de nascimento',
        'CPF',
        'Valor da sessão',
        'Observações',
      ],
      mapeamento: {
        nome: 'Nome completo',
        telefone: 'Celular',
        email: 'E-mail',
        data_nascimento: 'Data de nascimento',
        cpf: 'CPF',
        valor_sessao: 'Valor da sessão',
        observacoes: 'Observações',
      },
      linhas_total: 2,
      erros: [],
      ignorados: 0,
    });
    expect(importacao.amostra[0]).toMatchObject({
      linha: 2,
      nome: 'Ana Luíza Gonçalves',
      telefone: '11987654321',
      email: 'ana@exemplo.com.br',
      data_nascimento: '1990-03-04',
      cpf,
      valor_sessao: 180,
      observacoes: 'Veio por indicação',
      status_tratamento: 'em_atendimento',
    });
    expect(importacao.amostra[1]).toMatchObject({
      linha: 3,
      telefone: '2134567890',
      data_nascimento: '1985-12-31',
    });
    expect(await pacientesDe(user)).toEqual([]);
  });

  it('reads Latin-1 (Excel’s CSV in Portuguese), "," and tab separators, quoted cells', async () => {
    const user = await createVitalicioUser(app);
    const linhas = [
      ['Nome', 'Telefone', 'Endereço', 'Cidade'],
      ['João Conceição Müller', '11 91234-5678', 'Rua das Flores, 12', 'São Paulo'],
    ];
    for (const [separador, codificacao] of [
      [';', 'latin1'],
      [',', 'latin1'],
      ['\t', 'utf8'],
      [',', 'utf8'],
    ] as const) {
      const res = await enviarPlanilha(app, user, planilhaCsv(linhas, { separador, codificacao }));
      expect(res.statusCode, `${JSON.stringify(separador)} ${codificacao}: ${res.body}`).toBe(200);
      expect(res.json().importacao.amostra[0]).toMatchObject({
        nome: 'João Conceição Müller',
        endereco: { logradouro: 'Rua das Flores, 12', cidade: 'São Paulo' },
      });
    }
  });

  it('reads the first sheet of an .xlsx: date cells, a CPF typed as a number, money as a number', async () => {
    const user = await createVitalicioUser(app);
    const arquivo = await planilhaXlsx([
      ['Paciente', 'WhatsApp', 'Nascimento', 'CPF', 'Valor'],
      ['Carla Dias', '11987650000', new Date('2001-07-15T00:00:00Z'), 1234567890, 200.5],
    ]);
    const res = await enviarPlanilha(app, user, arquivo, 'pacientes.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().importacao.amostra[0]).toMatchObject({
      nome: 'Carla Dias',
      telefone: '11987650000',
      data_nascimento: '2001-07-15',
      cpf: '01234567890',
      valor_sessao: 200.5,
    });
  });

  it('reads a sheet as office programs write it: a CEP made a number, dd/mm/aa, a formula guard’s apostrophe', async () => {
    const user = await createVitalicioUser(app);
    const arquivo = await planilhaXlsx([
      ['Nome', 'Telefone', 'Nascimento', 'Início', 'CEP', 'Profissão'],
      ["'=SOMA(1;2)", "'+55 11 98765-0000", '15/04/88', '03.02.25', 1001000, "'-engenheira"],
      ['Sem Aspas', '11987650001', '31/02/88', '', 1310100, "'nada a tirar"],
    ]);
    const res = await enviarPlanilha(app, user, arquivo, 'pacientes.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const { importacao } = res.json();
    expect(importacao.amostra[0]).toMatchObject({
      nome: '=SOMA(1;2)',
      data_nascimento: '1988-04-15',
      data_inicio: '2025-02-03',
      endereco: { cep: '01001000' },
      profissao: '-engenheira',
    });
    // A two-digit year still has to be a day of the calendar; an apostrophe before anything else stays.
    expect(importacao.erros).toEqual([
      { linha: 3, campo: 'data_nascimento', motivo: MSG_ENTRADA.dataFormato },
    ]);
    const csv = await enviarPlanilha(
      app,
      user,
      planilhaCsv([
        ['Nome', 'Telefone', 'CEP', 'Profissão'],
        ['Sem Aspas', '11987650001', '1310100', "'nada a tirar"],
      ]),
    );
    expect(csv.json().importacao.amostra[0]).toMatchObject({
      endereco: { cep: '01310100' },
      profissao: "'nada a tirar",
    });
  });

  it('matches the common variants of each header', async () => {
    const user = await createVitalicioUser(app);
    const colunas = [
      'NOME DO PACIENTE',
      'Telefone (WhatsApp)',
      'e-mail',
      'Dt. Nasc.',
      'Responsável',
      'Telefone do responsável',
      'Endereço',
      'CEP',
      'UF',
      'Valor por sessão',
      'Obs',
      'Coluna sem uso',
    ];
    const res = await enviarPlanilha(app, user, planilhaCsv([colunas, colunas.map(() => '')]));
    // A file of headers and one blank row has nothing to import.
    expect(res.statusCode).toBe(422);
    const com = await enviarPlanilha(
      app,
      user,
      planilhaCsv([
        colunas,
        [
          'Davi Lima',
          '11 99999-0000',
          'davi@ex.com',
          '10/10/2015',
          'Marta Lima',
          '11 98888-0000',
          'Rua A',
          '01001-000',
          'sp',
          '120',
          'x',
          'y',
        ],
      ]),
    );
    expect(com.statusCode, com.body).toBe(200);
    const { importacao } = com.json();
    expect(importacao.mapeamento).toEqual({
      nome: 'NOME DO PACIENTE',
      telefone: 'Telefone (WhatsApp)',
      email: 'e-mail',
      data_nascimento: 'Dt. Nasc.',
      'responsavel.nome': 'Responsável',
      'responsavel.telefone': 'Telefone do responsável',
      'endereco.logradouro': 'Endereço',
      'endereco.cep': 'CEP',
      'endereco.uf': 'UF',
      valor_sessao: 'Valor por sessão',
      observacoes: 'Obs',
    });
    expect(importacao.amostra[0]).toMatchObject({
      responsavel: { nome: 'Marta Lima', telefone: '11988880000' },
      endereco: { cep: '01001000', uf: 'SP', logradouro: 'Rua A' },
    });
  });

  it('reports every row error with its line (the header is 1) and field', async () => {
    const user = await createVitalicioUser(app);
    const res = await enviarPlanilha(
      app,
      user,
      planilhaCsv([
        ['Nome', 'Celular', 'CPF', 'Nascimento', 'E-mail', 'Modalidade', 'Valor'],
        ['Válida Um', '11 91111-1111', '', '', '', 'Online', ''],
        ['CPF Errado', '11 92222-2222', '123.456.789-00', '', '', '', ''],
        ['Data Errada', '11 93333-3333', '', '31/02/1990', '', '', ''],
        ['Sem Telefone', '', '', '', '', '', ''],
        ['Menor Sem Responsável', '11 94444-4444', '', '01/01/2020', '', '', ''],
        ['E-mail Errado', '11 95555-5555', '', '', 'nao-e-email', '', ''],
        ['Modalidade Errada', '11 96666-6666', '', '', '', 'Telepatia', ''],
        ['Valor Errado', '11 97777-7777', '', '', '', '', 'cento e vinte'],
        ['', '11 98888-8888', '', '', '', '', ''],
        ['Telefone Errado', '123', '', '', '', '', ''],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { importacao } = res.json();
    expect(importacao.linhas_total).toBe(10);
    const por = (linha: number) =>
      importacao.erros
        .filter((e: { linha: number }) => e.linha === linha)
        .map((e: { campo: string }) => e.campo);
    expect(por(2)).toEqual([]);
    expect(por(3)).toEqual(['cpf']);
    expect(por(4)).toEqual(['data_nascimento']);
    expect(por(5)).toEqual(['telefone']);
    expect(por(6)).toEqual(['responsavel']);
    expect(por(7)).toEqual(['email']);
    expect(por(8)).toEqual(['modalidade']);
    expect(por(9)).toEqual(['valor_sessao']);
    expect(por(10)).toEqual(['nome']);
    expect(por(11)).toEqual(['telefone']);
    for (const e of importacao.erros) expect(e.motivo).toMatch(/^[A-ZÁÉÍÓÚ]/);
    // 31/02 is in the right shape but no day of the calendar: said so, not "use dd/mm/aaaa".
    expect(importacao.erros.find((e: { linha: number }) => e.linha === 4).motivo).toBe(
      MSG_ENTRADA.dataInexistente,
    );
    expect(importacao.amostra.map((a: { nome: string }) => a.nome)).toEqual(['Válida Um']);
  });

  it('refuses what is not a spreadsheet, an empty one, one without a name column, too big or too long', async () => {
    const user = await createVitalicioUser(app);
    const casos: [string, Buffer, string, number, string][] = [
      ['png', png(), 'foto.png', 415, MSG_IMPORTACAO.naoEPlanilha],
      ['pdf', pdf(), 'lista.csv', 415, MSG_IMPORTACAO.naoEPlanilha],
      ['xls', xls(), 'antiga.xls', 415, MSG_IMPORTACAO.xlsAntigo],
      [
        'zip que não é planilha',
        Buffer.from('PK\u0003\u0004lixo'),
        'x.xlsx',
        415,
        MSG_IMPORTACAO.naoEPlanilha,
      ],
      ['vazia', Buffer.alloc(0), 'vazia.csv', 422, MSG_IMPORTACAO.arquivoObrigatorio],
      ['só espaços', Buffer.from(' \r\n;;\r\n'), 'vazia.csv', 422, MSG_IMPORTACAO.vazia],
      ['só cabeçalho', planilhaCsv([['Nome', 'Celular']]), 'cab.csv', 422, MSG_IMPORTACAO.vazia],
      [
        'sem nome',
        planilhaCsv([
          ['Celular', 'E-mail'],
          ['11 91234-5678', 'a@b.com'],
        ]),
        's.csv',
        422,
        MSG_IMPORTACAO.semNome,
      ],
      ['grande', Buffer.alloc(5 * 1024 * 1024 + 10, 'a'), 'g.csv', 413, MSG_IMPORTACAO.grandeDemais],
    ];
    for (const [nome, dados, arquivo, status, mensagem] of casos) {
      const res = await enviarPlanilha(app, user, dados, arquivo);
      expect(res.statusCode, `${nome}: ${res.body}`).toBe(status);
      expect(res.json().message, nome).toBe(mensagem);
    }
    const longa = planilhaCsv([
      ['Nome', 'Celular'],
      ...Array.from({ length: 5001 }, (_, i) => [`Pessoa ${i}`, '11 91234-5678']),
    ]);
    const res = await enviarPlanilha(app, user, longa);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG_IMPORTACAO.linhasDemais);
    const semArquivo = await app.inject({
      method: 'POST',
      url: '/api/importacoes/pacientes',
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload: {},
    });
    expect(semArquivo.statusCode).toBe(415);
    expect(await pacientesDe(user)).toEqual([]);
  });

  it('keeps the rows encrypted: the stored preview does not hold a name in clear', async () => {
    const user = await createVitalicioUser(app);
    const res = await enviarPlanilha(
      app,
      user,
      planilhaCsv([
        ['Nome', 'Celular'],
        ['Heloísa Segredo', '11 91234-5678'],
      ]),
    );
    const [row] = await app.ctx.db
      .select()
      .from(importacoes)
      .where(eq(importacoes.id, res.json().importacao.id));
    expect(row.dados).not.toContain('Segredo');
    expect(JSON.stringify(row)).not.toContain('Heloísa');
  });
});

describe('POST /importacoes/{id}/confirmar', () => {
  const arquivo = () =>
    planilhaCsv(
      [
        ['Nome completo', 'Celular', 'E-mail', 'CPF', 'Data de nascimento', 'Observações'],
        [
          'Ísis Gonçalves',
          '11 91234-0001',
          'isis@exemplo.com',
          formatCpf(cpfs[0]),
          '20/05/1988',
          'Indicação da Dra. Rosa',
        ],
        ['Otávio Brandão', '11 91234-0002', '', cpfs[1], '', ''],
        ['CPF Inválido', '11 91234-0003', '', '111.111.111-11', '', ''],
        ['Irmã Um', '11 91234-0004', 'familia@exemplo.com', '', '', ''],
        ['Irmã Dois', '11 91234-0005', 'familia@exemplo.com', '', '', ''],
        ['Repetida', '11 91234-0006', '', cpfs[1], '', ''],
      ],
      { codificacao: 'latin1' },
    );
  const cpfs = [randomCpf(), randomCpf()];

  it('turns the valid rows into patients with the form’s rules; a second import of the same file imports 0', async () => {
    const user = await createVitalicioUser(app);
    const previa = (await enviarPlanilha(app, user, arquivo())).json().importacao;
    expect(previa.ignorados).toBe(1);
    // The skipped row repeats an earlier row of the file; it is not a registered patient.
    expect(previa.repetidas).toEqual([{ linha: 7, igual_a: 3 }]);
    const res = await confirmarImportacao(app, user, previa.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: MSG_IMPORTACAO.concluida(4),
      resultado: {
        importados: 4,
        ignorados: 1,
        erros: [{ linha: 4, campo: 'cpf', motivo: 'CPF inválido: confira os números.' }],
        limite_atingido: false,
      },
    });
    const isis = await fichaDe(user, 'Ísis Gonçalves');
    expect(isis).toMatchObject({
      telefone: '11912340001',
      email: 'isis@exemplo.com',
      cpf: cpfs[0],
      data_nascimento: '1988-05-20',
      observacoes: 'Indicação da Dra. Rosa',
      status_tratamento: 'em_atendimento',
      aceita_lembretes: false,
    });
    expect((await pacientesDe(user)).map((p) => p.nome).sort()).toEqual(
      ['Irmã Dois', 'Irmã Um', 'Otávio Brandão', 'Ísis Gonçalves'].sort(),
    );

    const denovo = (await enviarPlanilha(app, user, arquivo())).json().importacao;
    expect(denovo.amostra).toEqual([]);
    expect(denovo.ignorados).toBe(5);
    const segunda = await confirmarImportacao(app, user, denovo.id);
    expect(segunda.json().resultado).toMatchObject({ importados: 0, ignorados: 5 });
    expect(await pacientesDe(user)).toHaveLength(4);

    // A preview is confirmed once.
    const outraVez = await confirmarImportacao(app, user, previa.id);
    expect(outraVez.statusCode).toBe(409);
    expect(outraVez.json().message).toBe(MSG_IMPORTACAO.jaConcluida);
  });

  it('skips a row whose CPF, e-mail, or name and phone is already a patient of the user', async () => {
    const user = await createVitalicioUser(app);
    const cpf = randomCpf();
    await cadastrarPaciente(app, user, { nome: 'Já Cadastrada', cpf, email: 'Ja@Exemplo.com' });
    await cadastrarPaciente(app, user, { nome: 'Zélia Só Telefone', telefone: '(11) 94444-5555' });
    const previa = (
      await enviarPlanilha(
        app,
        user,
        planilhaCsv([
          ['Nome', 'Celular', 'CPF', 'E-mail'],
          ['Mesma Pessoa Por CPF', '11 91234-1111', cpf, ''],
          ['Mesma Pessoa Por E-mail', '11 91234-2222', '', 'ja@exemplo.com'],
          ['Pessoa Nova', '11 91234-3333', '', 'nova@exemplo.com'],
          ['ZELIA SO TELEFONE', '11944445555', '', ''],
          ['Zélia Só Telefone', '(11) 94444-0000', '', ''],
          ['Repetida Na Planilha', '(11) 95555-1111', '', ''],
          ['Repetida na planilha', '11 95555-1111', '', ''],
        ]),
      )
    ).json().importacao;
    expect(previa.ignorados).toBe(4);
    expect(previa.repetidas).toEqual([{ linha: 8, igual_a: 7 }]);
    const res = await confirmarImportacao(app, user, previa.id);
    expect(res.json().resultado).toMatchObject({ importados: 3, ignorados: 4, erros: [] });
  });

  it('stops at the plan’s patient limit and reports the rows beyond it with the limit as the reason', async () => {
    const user = await createUser(app);
    await cadastrarPaciente(app, user);
    await cadastrarPaciente(app, user);
    const previa = (
      await enviarPlanilha(
        app,
        user,
        planilhaCsv([
          ['Nome', 'Celular'],
          ...Array.from({ length: 6 }, (_, i) => [`Pessoa ${i + 1}`, `11 9123${i}-0000`]),
        ]),
      )
    ).json().importacao;
    const res = await confirmarImportacao(app, user, previa.id);
    expect(res.statusCode, res.body).toBe(200);
    const { resultado } = res.json();
    expect(resultado.importados).toBe(3);
    expect(resultado.limite_atingido).toBe(true);
    expect(resultado.erros).toEqual(
      [5, 6, 7].map((linha) => ({ linha, campo: null, motivo: MSG_IMPORTACAO.limitePlano(5) })),
    );
    expect(await pacientesDe(user)).toHaveLength(5);
  });

  it('takes another column for a field, and refuses a column or field that does not exist', async () => {
    const user = await createVitalicioUser(app);
    const previa = (
      await enviarPlanilha(
        app,
        user,
        planilhaCsv([
          ['Nome', 'Celular', 'Outro celular'],
          ['Rita Paz', '11 3333-4444', '11 99999-1234'],
        ]),
      )
    ).json().importacao;
    expect(previa.mapeamento.telefone).toBe('Celular');
    const put = (mapeamento: unknown) =>
      app.inject({
        method: 'PUT',
        url: `/api/importacoes/${previa.id}`,
        headers: user.auth,
        payload: { mapeamento },
      });
    const trocada = await put({ telefone: 'Outro celular' });
    expect(trocada.statusCode, trocada.body).toBe(200);
    expect(trocada.json().importacao.amostra[0].telefone).toBe('11999991234');
    const semColuna = await put({ telefone: 'Não existe' });
    expect(semColuna.statusCode).toBe(422);
    expect(semColuna.json().errors).toEqual({ 'mapeamento.telefone': [MSG_IMPORTACAO.colunaInexistente] });
    expect((await put({ senha: 'Celular' })).json().errors).toEqual({
      'mapeamento.senha': [MSG_IMPORTACAO.campoInexistente],
    });
    expect((await put({ nome: null })).json().errors).toEqual({
      'mapeamento.nome': [MSG_IMPORTACAO.nomeNaoMapeado],
    });
    expect((await put({ email: 'Nome' })).json().errors).toEqual({
      'mapeamento.email': [MSG_IMPORTACAO.colunaRepetida],
    });
    const res = await confirmarImportacao(app, user, previa.id);
    expect(res.json().resultado.importados).toBe(1);
    expect((await fichaDe(user, 'Rita Paz')).telefone).toBe('11999991234');
  });

  it('another user’s import, an expired one and an unknown id answer 404', async () => {
    const dono = await createVitalicioUser(app);
    const outro = await createVitalicioUser(app);
    const previa = (
      await enviarPlanilha(
        app,
        dono,
        planilhaCsv([
          ['Nome', 'Celular'],
          ['Lia Reis', '11 91234-9999'],
        ]),
      )
    ).json().importacao;
    for (const res of [
      await confirmarImportacao(app, outro, previa.id),
      await app.inject({
        method: 'PUT',
        url: `/api/importacoes/${previa.id}`,
        headers: outro.auth,
        payload: {},
      }),
      await app.inject({ url: `/api/importacoes/${previa.id}/erros`, headers: outro.auth }),
      await confirmarImportacao(app, dono, '00000000-0000-4000-8000-000000000000'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MSG_IMPORTACAO.naoEncontrada);
    }
    expect(await pacientesDe(outro)).toEqual([]);
    await app.ctx.db
      .update(importacoes)
      .set({ expira_em: new Date(Date.now() - 1000) })
      .where(eq(importacoes.id, previa.id));
    expect((await confirmarImportacao(app, dono, previa.id)).statusCode).toBe(404);
    expect(await pacientesDe(dono)).toEqual([]);
  });

  it('gives the rows that failed as CSV, in the file’s columns, with the line and the reason', async () => {
    const user = await createVitalicioUser(app);
    const previa = (
      await enviarPlanilha(
        app,
        user,
        planilhaCsv([
          ['Nome', 'Celular', 'CPF'],
          ['Certa', '11 91234-0000', ''],
          ['=HYPERLINK("x")', '11 91234-0001', '000.000.000-00'],
        ]),
      )
    ).json().importacao;
    await confirmarImportacao(app, user, previa.id);
    const res = await app.inject({ url: `/api/importacoes/${previa.id}/erros`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const linhas = res.body.slice(1).trim().split('\r\n');
    expect(linhas[0]).toBe('Linha;Nome;Celular;CPF;Motivo');
    expect(linhas).toHaveLength(2);
    expect(linhas[1]).toMatch(/^3;"'=HYPERLINK/);
    expect(linhas[1]).toContain('CPF: CPF inválido');
  });
});

describe('the secretária imports registrations, never the clinical note', () => {
  it('leaves the notes column out, refuses to map it, and her patients carry no note', async () => {
    const titular = await createVitalicioUser(app);
    const secretaria = await convidarEAceitar(app, titular, 'Rosa Recepção Dias');
    const res = await enviarPlanilha(
      app,
      secretaria,
      planilhaCsv([
        ['Nome', 'Celular', 'Observações'],
        ['Téo Andrade', '11 91234-7777', 'Queixa: ansiedade'],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const previa = res.json().importacao;
    expect(previa.mapeamento.observacoes).toBeUndefined();
    expect(previa.amostra[0].observacoes).toBeNull();
    const mapear = await app.inject({
      method: 'PUT',
      url: `/api/importacoes/${previa.id}`,
      headers: secretaria.auth,
      payload: { mapeamento: { observacoes: 'Observações' } },
    });
    expect(mapear.statusCode).toBe(403);
    expect((await confirmarImportacao(app, secretaria, previa.id)).json().resultado.importados).toBe(1);
    expect((await fichaDe(titular, 'Téo Andrade')).observacoes).toBeNull();
  });
});

describe("the secretária never opens the titular's preview", () => {
  it('answers 403 to her on the error rows, the matching and the confirmation of a file she did not send', async () => {
    const titular = await createVitalicioUser(app);
    const secretaria = await convidarEAceitar(app, titular, 'Rosa Recepção Dias');
    const previa = (
      await enviarPlanilha(
        app,
        titular,
        planilhaCsv([
          ['Nome', 'CPF', 'Observações'],
          ['Téo Andrade', '111.111.111-11', 'Queixa: ansiedade'],
        ]),
      )
    ).json().importacao;
    const erros = await app.inject({ url: `/api/importacoes/${previa.id}/erros`, headers: secretaria.auth });
    expect(erros.statusCode).toBe(403);
    expect(erros.json().message).toBe(MSG_IMPORTACAO.deOutraPessoa);
    expect(erros.body).not.toContain('ansiedade');
    const mapear = await app.inject({
      method: 'PUT',
      url: `/api/importacoes/${previa.id}`,
      headers: secretaria.auth,
      payload: { mapeamento: { nome: 'Observações', cpf: null } },
    });
    expect(mapear.statusCode).toBe(403);
    expect((await confirmarImportacao(app, secretaria, previa.id)).statusCode).toBe(403);
    // The titular's own file stays hers to read, notes included.
    const dela = await app.inject({ url: `/api/importacoes/${previa.id}/erros`, headers: titular.auth });
    expect(dela.statusCode).toBe(200);
    expect(dela.body).toContain('Queixa: ansiedade');
  });

  it('gives her the error rows of the file she sent', async () => {
    const titular = await createVitalicioUser(app);
    const secretaria = await convidarEAceitar(app, titular, 'Rosa Recepção Dias');
    const previa = (
      await enviarPlanilha(
        app,
        secretaria,
        planilhaCsv([
          ['Nome', 'CPF'],
          ['Téo Andrade', '111.111.111-11'],
        ]),
      )
    ).json().importacao;
    const res = await app.inject({ url: `/api/importacoes/${previa.id}/erros`, headers: secretaria.auth });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('CPF: CPF inválido');
  });
});
