import type { Documento } from '@consultorio/contracts/documentos';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/browser';
import { PacienteTab } from './PacienteTab';

const PACIENTE_ID = '7d3c1a52-2f4b-4a7e-9f1e-2d7a4d9c8b10';

beforeAll(() => {
  configure({ asyncUtilTimeout: 5000 });
});
// Typing a whole form in jsdom on a shared 2-core machine takes a few seconds.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The API as this tab sees it: the patient, the profile and the documents kept in `guardados`. */
function api(guardados: Documento[], create?: (body: Record<string, unknown>) => Response) {
  return mockFetch(async (path, init) => {
    if (path === `/public/api/paciente/${PACIENTE_ID}`)
      return jsonResponse(200, { paciente: { id: PACIENTE_ID, nome: 'Helena Prado', nome_social: null } });
    if (path === '/public/api/user/profile')
      return jsonResponse(200, { usuario: { nome: 'Marina Alves Costa', crp: '06/123456', endereco: null } });
    if (path === `/public/api/paciente/${PACIENTE_ID}/documentos`) {
      if (init?.method !== 'POST') return jsonResponse(200, { documentos: guardados });
      const body = JSON.parse(String(init.body));
      if (create) return create(body);
      const documento: Documento = {
        ...body,
        id: 'b3f0c1de-0000-4000-8000-000000000001',
        paciente_id: PACIENTE_ID,
        criado_em: '2026-03-12T12:00:00.000Z',
        atualizado_em: '2026-03-12T12:00:00.000Z',
        entregue_em: null,
        visualizado_em: null,
        avisos: [],
      };
      guardados.unshift(documento);
      return jsonResponse(201, { documento });
    }
    return jsonResponse(404, { message: 'Não encontrado.' });
  });
}

function abrir() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <ModalsProvider>
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <PacienteTab pacienteId={PACIENTE_ID} />
          </MemoryRouter>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
  return userEvent.setup({ delay: null });
}

const posts = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

async function novoDocumento(user: ReturnType<typeof abrir>, tipo: RegExp) {
  await user.click(await screen.findByRole('button', { name: 'Novo documento' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Novo documento' });
  await user.click(within(dialogo).getByRole('radio', { name: tipo }));
  await user.click(within(dialogo).getByRole('button', { name: 'Continuar' }));
  return dialogo;
}

describe('the patient file’s "Documentos" tab', () => {
  it('explains what documents are when there is none, and writes a declaração seen in the preview', async () => {
    const fetch = api([]);
    const user = abrir();
    expect(await screen.findByText('Nenhum documento emitido')).toBeInTheDocument();
    expect(
      screen.getByText(/conforme a Resolução CFP nº 06\/2019, guardados com o prontuário/),
    ).toBeInTheDocument();

    const dialogo = await novoDocumento(user, /^Declaração/);
    // The button pressed is gone: the focus goes to the first field to write.
    await waitFor(() => expect(within(dialogo).getByRole('textbox', { name: /^Finalidade/ })).toHaveFocus());
    const info = within(dialogo).getByRole('textbox', { name: /Informações do atendimento/ });
    // The CFP's guidance is the field's description, read with it.
    expect(info).toHaveAccessibleDescription(/Não registre sintomas, situações ou estados psicológicos/);
    await user.type(
      within(dialogo).getByRole('textbox', { name: /^Finalidade/ }),
      'Apresentação ao empregador',
    );
    await user.type(info, 'Compareceu a atendimento psicológico das 14h às 14h50.');

    await user.click(within(dialogo).getByRole('radio', { name: 'Pré-visualizar' }));
    const previa = within(dialogo).getByRole('region', { name: 'Pré-visualização do documento' });
    expect(previa).toHaveTextContent('DECLARAÇÃO');
    expect(previa).toHaveTextContent('Pessoa atendida: Helena Prado');
    expect(previa).toHaveTextContent('Compareceu a atendimento psicológico das 14h às 14h50.');
    expect(previa).toHaveTextContent('CRP 06/123456');

    await user.click(within(dialogo).getByRole('button', { name: 'Salvar documento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [[, init]] = posts(fetch);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      tipo: 'declaracao',
      finalidade: 'Apresentação ao empregador',
      solicitante: null,
      secoes: { informacoes_atendimento: 'Compareceu a atendimento psicológico das 14h às 14h50.' },
      prazo_validade: null,
      sigiloso: false,
    });
    const item = await screen.findByTestId('documento');
    expect(item).toHaveTextContent('Declaração');
    expect(item).toHaveTextContent('Apresentação ao empregador');
    expect(within(item).getByRole('button', { name: /^Baixar PDF/ })).toBeInTheDocument();
  });

  it('a relatório with a missing section shows the section’s error and sends nothing', async () => {
    const fetch = api([]);
    const user = abrir();
    const dialogo = await novoDocumento(user, /^Relatório psicológico/);
    await user.type(within(dialogo).getByRole('textbox', { name: /^Finalidade/ }), 'Escola');
    await user.type(within(dialogo).getByRole('textbox', { name: /^Solicitante/ }), 'Coordenação');
    await user.type(within(dialogo).getByRole('textbox', { name: /^Prazo de validade/ }), '90 dias');
    for (const secao of ['Descrição da demanda', 'Procedimento', 'Análise'])
      await user.type(within(dialogo).getByRole('textbox', { name: new RegExp(`^${secao}`) }), 'Texto.');
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar documento' }));
    expect(await within(dialogo).findByText('Preencha a seção “Conclusão”.')).toBeInTheDocument();
    expect(within(dialogo).getByRole('textbox', { name: /^Conclusão/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(posts(fetch)).toHaveLength(0);
  });

  it('shows the API’s 422 on its field, and its warnings after saving', async () => {
    let vez = 0;
    api([], (body) => {
      vez++;
      if (vez === 1)
        return jsonResponse(422, {
          message: 'Dados inválidos.',
          errors: { 'secoes.condicao_psicologica': ['Texto longo demais (máximo de 20000 caracteres).'] },
        });
      return jsonResponse(201, {
        documento: {
          ...body,
          id: 'b3f0c1de-0000-4000-8000-000000000009',
          paciente_id: PACIENTE_ID,
          criado_em: '2026-03-12T12:00:00.000Z',
          atualizado_em: '2026-03-12T12:00:00.000Z',
          entregue_em: null,
          visualizado_em: null,
          avisos: ['A data do documento é posterior a hoje.'],
        },
      });
    });
    const user = abrir();
    const dialogo = await novoDocumento(user, /^Atestado psicológico/);
    await user.type(within(dialogo).getByRole('textbox', { name: /^Finalidade/ }), 'Justificar falta');
    await user.type(within(dialogo).getByRole('textbox', { name: /^Solicitante/ }), 'Empresa');
    await user.type(within(dialogo).getByRole('textbox', { name: /^Prazo de validade/ }), '30 dias');
    const condicao = within(dialogo).getByRole('textbox', { name: /^Descrição da condição psicológica/ });
    await user.type(condicao, 'Condição.');
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar documento' }));
    expect(
      await within(dialogo).findByText('Texto longo demais (máximo de 20000 caracteres).'),
    ).toBeInTheDocument();
    expect(condicao).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialogo).getByRole('button', { name: 'Salvar documento' }));
    expect(await within(dialogo).findByText('A data do documento é posterior a hoje.')).toBeInTheDocument();
    // Saved: the dialog now edits that document.
    expect(screen.getByRole('dialog', { name: 'Editar documento' })).toBeInTheDocument();
    expect(within(dialogo).getByRole('button', { name: 'Salvar alterações' })).toBeInTheDocument();
  });
});
