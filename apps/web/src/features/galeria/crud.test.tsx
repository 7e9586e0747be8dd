import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COLUNAS_CSV, filtrar, paraCsv } from './crud';
import { PACIENTES_EXEMPLO, type PacienteExemplo } from './dados';
import { CrudPage } from './paginas/CrudPage';

beforeAll(() => {
  configure({ asyncUtilTimeout: 5000 });
});
// Typing a whole form in jsdom on a shared 2-core machine takes a few seconds.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function abrir() {
  render(
    <MantineProvider>
      <ModalsProvider>
        <Notifications />
        <CrudPage />
      </ModalsProvider>
    </MantineProvider>,
  );
  return userEvent.setup({ delay: null });
}

const linhas = () => screen.getAllByTestId('crud-linha');

describe('/pages/crud on sample data kept in memory', () => {
  it('creates a patient through the dialog, with the field errors of the product first', async () => {
    const user = abrir();
    expect(linhas()).toHaveLength(PACIENTES_EXEMPLO.length);
    await user.click(screen.getByRole('button', { name: 'Novo paciente' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Novo paciente de exemplo' });
    await user.click(within(dialogo).getByRole('button', { name: 'Cadastrar' }));
    expect(await within(dialogo).findByText('Informe o CPF.')).toBeInTheDocument();
    expect(within(dialogo).getByText('Informe o nome completo (mínimo de 3 letras).')).toBeInTheDocument();

    await user.type(within(dialogo).getByRole('textbox', { name: /Nome completo/ }), 'Joana Prado Melo');
    // A CPF already in the list: the API's duplicate message, on the field.
    await user.type(within(dialogo).getByRole('textbox', { name: /^CPF/ }), '52601815906');
    await user.type(within(dialogo).getByRole('textbox', { name: /Telefone/ }), '11987650000');
    await user.type(within(dialogo).getByRole('textbox', { name: /Valor da sessão/ }), '190');
    await user.click(within(dialogo).getByRole('button', { name: 'Cadastrar' }));
    expect(await within(dialogo).findByText('Já existe um paciente com este CPF.')).toBeInTheDocument();

    const cpf = within(dialogo).getByRole('textbox', { name: /^CPF/ });
    await user.clear(cpf);
    await user.type(cpf, '11144477735');
    await user.click(within(dialogo).getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Cadastro salvo')).toBeInTheDocument();
    expect(linhas()).toHaveLength(PACIENTES_EXEMPLO.length + 1);
    expect(linhas()[0]).toHaveTextContent('Joana Prado Melo');
    expect(linhas()[0]).toHaveTextContent('R$ 190,00');
  });

  it('edits a row in the same dialog, filled with its values', async () => {
    const user = abrir();
    await user.click(screen.getByRole('button', { name: 'Editar Bruno Carvalho Lima' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Editar Bruno Carvalho Lima' });
    const nome = within(dialogo).getByRole('textbox', { name: /Nome completo/ });
    expect(nome).toHaveValue('Bruno Carvalho Lima');
    await user.clear(nome);
    await user.type(nome, 'Bruno C. Lima');
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Paciente atualizado')).toBeInTheDocument();
    expect(screen.getByText('Bruno C. Lima')).toBeInTheDocument();
    expect(linhas()).toHaveLength(PACIENTES_EXEMPLO.length);
  });

  it('deletes only after the confirmation, and searches with the empty state', async () => {
    const user = abrir();
    await user.click(screen.getByRole('button', { name: 'Excluir Camila Ferreira Rocha' }));
    const confirmar = await screen.findByRole('dialog', { name: 'Excluir Camila Ferreira Rocha?' });
    await user.click(within(confirmar).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Camila Ferreira Rocha')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Excluir Camila Ferreira Rocha' }));
    await user.click(await screen.findByRole('button', { name: 'Excluir paciente' }));
    await waitFor(() => expect(screen.queryByText('Camila Ferreira Rocha')).not.toBeInTheDocument());
    expect(linhas()).toHaveLength(PACIENTES_EXEMPLO.length - 1);

    const busca = screen.getByRole('textbox', { name: 'Buscar pacientes de exemplo' });
    await user.type(busca, 'elisa');
    expect(linhas()).toHaveLength(1);
    await user.clear(busca);
    await user.type(busca, 'ninguém com este nome');
    expect(screen.getByText('Nenhum registro encontrado')).toBeInTheDocument();
    // The empty state's button (the box's own × has the same name).
    await user.click(screen.getAllByRole('button', { name: 'Limpar busca' }).at(-1) as HTMLElement);
    expect(linhas()).toHaveLength(PACIENTES_EXEMPLO.length - 1);
  });

  it('exports the rows shown as a CSV file', async () => {
    const user = abrir();
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (b: Blob) => {
        blobs.push(b);
        return 'blob:exemplo';
      },
      revokeObjectURL: () => {},
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.type(screen.getByRole('textbox', { name: 'Buscar pacientes de exemplo' }), 'daniel');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(click).toHaveBeenCalledOnce();
    const texto = await blobs[0].text();
    expect(texto.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(texto).toContain('Daniel Martins Alves;996.030.824-30');
    expect(await screen.findByText('1 paciente exportado.')).toBeInTheDocument();
  });
});

describe('CRUD rules', () => {
  const exemplo = (p: Partial<PacienteExemplo>): PacienteExemplo => ({ ...PACIENTES_EXEMPLO[0], ...p });

  it('searches names and e-mails without accents or case, and CPFs by digits', () => {
    expect(filtrar(PACIENTES_EXEMPLO, 'JOÃO')).toEqual([]);
    expect(filtrar(PACIENTES_EXEMPLO, 'gabriéla').map((p) => p.nome)).toEqual(['Gabriela Teixeira Dias']);
    expect(filtrar(PACIENTES_EXEMPLO, '083.016').map((p) => p.nome)).toEqual(['Bruno Carvalho Lima']);
    expect(filtrar(PACIENTES_EXEMPLO, '  ')).toHaveLength(PACIENTES_EXEMPLO.length);
  });

  it('writes CSV for Brazilian Excel: BOM, ";", decimal comma, CRLF, quoted cells, no formulas', () => {
    const csv = paraCsv([
      exemplo({ nome: 'Ana; "Bia"', valorSessao: 1234.5 }),
      exemplo({ nome: '=HYPERLINK("x")', email: '' }),
    ]);
    expect(csv.startsWith('\ufeff')).toBe(true);
    const [cabecalho, primeira, segunda] = csv.slice(1).split('\r\n');
    expect(cabecalho).toBe(COLUNAS_CSV.join(';'));
    expect(primeira).toBe(
      '"Ana; ""Bia""";526.018.159-06;(11) 98765-4321;ana.souza@exemplo.com.br;Em atendimento;1234,50',
    );
    expect(segunda.startsWith(`"'=HYPERLINK(""x"")"`)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
