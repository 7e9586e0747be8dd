import { notifications } from '@mantine/notifications';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { planInfo } from '../../../plano/testing';
import { jsonResponse, mockFetch, stubBrowser } from '../../../test/browser';
import { renderRoutes } from '../../../test/render';
import { PacienteForm } from './PacienteFormPage';

beforeAll(() => {
  configure({ asyncUtilTimeout: 5000 });
  stubBrowser();
  // jsdom has no window.scrollTo (pages open at the top).
  window.scrollTo = (() => {}) as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  stubBrowser();
});

function renderForm() {
  const { router } = renderRoutes(
    [
      { path: '/pacientes/cadastro', element: <PacienteForm /> },
      { path: '/pacientes/ficha/:id', element: <p>ficha aberta</p> },
    ],
    '/pacientes/cadastro',
  );
  return { user: userEvent.setup({ delay: null }), router };
}

const birthYearsAgo = (years: number) => `0101${new Date().getFullYear() - years}`;

// Rendering the whole form and typing into masked inputs is slow on a busy machine.
describe('patient form', { timeout: 20_000 }, () => {
  it('shows the Responsável section, required, as soon as the birth date says under 18', async () => {
    const { user } = renderForm();
    expect(screen.queryByRole('region', { name: 'Responsável' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Data de nascimento'), birthYearsAgo(12));

    const section = await screen.findByRole('region', { name: 'Responsável' });
    expect(section).toHaveTextContent('Obrigatório para pacientes menores de 18 anos');
    expect(screen.getByLabelText(/Nome do responsável/)).toBeRequired();

    await user.clear(screen.getByLabelText('Data de nascimento'));
    await user.type(screen.getByLabelText('Data de nascimento'), birthYearsAgo(30));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Responsável' })).not.toBeInTheDocument(),
    );
  });

  it('puts the API field errors on their fields (duplicate CPF)', async () => {
    const fetch = mockFetch((path) =>
      path === '/public/api/paciente'
        ? jsonResponse(409, {
            message: 'Já existe um paciente com este CPF.',
            errors: { cpf: ['Já existe um paciente com este CPF.'] },
          })
        : jsonResponse(404, {}),
    );
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Nome completo/), 'João Conceição');
    await user.type(screen.getByLabelText(/^Telefone\s*\*?$/), '11987654321');
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Cadastrar paciente' }));

    await waitFor(() =>
      expect(screen.getByLabelText('CPF')).toHaveAccessibleDescription(/Já existe um paciente/),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetch.mock.calls[0][1]?.body));
    expect(body).toMatchObject({ nome: 'João Conceição', cpf: '529.982.247-25', responsavel: null });
  });

  it('after saving, the toast names the patient without a gendered ending', async () => {
    const show = vi.spyOn(notifications, 'show');
    mockFetch((path) => {
      if (path === '/public/api/paciente') {
        return jsonResponse(201, {
          paciente: { id: '3f1c2b9a-8d7e-4c6b-a5f4-1e2d3c4b5a69', nome: 'Joana Prado' },
        });
      }
      // A new patient counts against the plan's limit: the plan is fetched again after saving.
      if (path === '/public/api/user/plan-info') return jsonResponse(200, planInfo('gratuito'));
      return jsonResponse(404, {});
    });
    const { user, router } = renderForm();
    await user.type(screen.getByLabelText(/Nome completo/), 'Joana Prado');
    await user.type(screen.getByLabelText(/^Telefone\s*\*?$/), '11987654321');
    await user.click(screen.getByRole('button', { name: 'Cadastrar paciente' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/pacientes\/ficha\//));
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Cadastro salvo',
        message: 'Joana Prado está na sua lista de pacientes.',
      }),
    );
    show.mockRestore();
  });

  it('shows an invalid CPF on the field without calling the API', async () => {
    const fetch = mockFetch(() => jsonResponse(500, {}));
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Nome completo/), 'João Conceição');
    await user.type(screen.getByLabelText(/^Telefone\s*\*?$/), '11987654321');
    await user.type(screen.getByLabelText('CPF'), '12345678900');
    await user.click(screen.getByRole('button', { name: 'Cadastrar paciente' }));

    expect(await screen.findByText('CPF inválido: confira os números.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderForm();
    await user.type(screen.getByLabelText(/Nome completo/), 'Ana');

    await router.navigate('/pacientes/ficha/1');
    expect(await screen.findByText('Sair sem salvar?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe('/pacientes/cadastro');
    await waitFor(() => expect(screen.queryByText('Sair sem salvar?')).not.toBeInTheDocument());

    await router.navigate('/pacientes/ficha/1');
    await user.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pacientes/ficha/1'));
  });
});
