import type { Formulario } from '@consultorio/contracts/portal';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { planStore } from '../../plano/store';
import { planInfo } from '../../plano/testing';
import { jsonResponse, mockFetch, stubBrowser } from '../../test/browser';
import { PacienteCartao } from './PacienteCartao';

const ID = '7d3c1a52-2f4b-4a7e-9f1e-2d7a4d9c8b10';
const FORM = 'b3f0c1de-0000-4000-8000-000000000001';
const PACIENTE = {
  id: ID,
  nome: 'Helena Prado',
  data_nascimento: '1990-03-05',
  email: 'helena@exemplo.com.br',
  telefone: '11988776655',
};
const RESPONDIDA: Formulario = {
  id: FORM,
  modelo: 'pre_anamnese',
  titulo: 'Pré-anamnese',
  status: 'respondido',
  enviado_em: '2026-03-10T12:00:00.000Z',
  atualizado_em: '2026-03-11T12:00:00.000Z',
  respondido_em: '2026-03-11T12:00:00.000Z',
  aplicado_em: null,
  campos: [
    {
      campo: 'queixa_principal',
      rotulo: 'O que traz você à terapia?',
      tipo: 'texto_longo',
      obrigatorio: true,
    },
    { campo: 'sono', rotulo: 'Como anda o seu sono?', tipo: 'texto_longo', obrigatorio: false },
  ],
  respostas: { queixa_principal: 'Ansiedade.', sono: 'Durmo mal.' },
};

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  stubBrowser();
  localStorage.clear();
  sessionStorage.clear();
  planStore.clear();
  localStorage.setItem(STORAGE_KEYS.token, 'token-de-teste');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The API as the card sees it, on `plano`; the link made is answered once. */
async function abrir(plano: 'gratuito' | 'essencial', formularios: Formulario[] = []) {
  const fetch = mockFetch(async (path, init) => {
    if (path === '/public/api/user/plan-info') return jsonResponse(200, planInfo(plano));
    if (path === `/public/api/paciente/${ID}`) return jsonResponse(200, { paciente: PACIENTE });
    if (path === `/public/api/paciente/${ID}/portal` && init?.method === 'POST')
      return jsonResponse(201, {
        portal: {
          url: 'http://localhost/portal/abc',
          expira_em: '2026-06-01T00:00:00Z',
          email_enviado: false,
        },
      });
    if (path === `/public/api/paciente/${ID}/portal`)
      return jsonResponse(200, {
        portal: { ativo: false, criado_em: null, expira_em: null, ultimo_acesso_em: null },
      });
    if (path === `/public/api/paciente/${ID}/formularios`) return jsonResponse(200, { formularios });
    if (path === `/public/api/formularios/${FORM}` && init?.method === 'DELETE') {
      formularios.splice(
        formularios.findIndex((f) => f.id === FORM),
        1,
      );
      return new Response(null, { status: 204 });
    }
    if (path === `/public/api/formularios/${FORM}/aplicar`)
      return jsonResponse(200, {
        formulario: { ...RESPONDIDA, status: 'aplicado' },
        aplicados: ['sono'],
        mantidos: ['queixa_principal'],
        anamnese_id: '7d3c1a52-2f4b-4a7e-9f1e-2d7a4d9c8b11',
      });
    if (path === `/public/api/formularios/${FORM}`) return jsonResponse(200, { formulario: RESPONDIDA });
    if (path === `/public/api/paciente/${ID}/documentos`) return jsonResponse(200, { documentos: [] });
    return jsonResponse(404, { message: 'Não encontrado.' });
  });
  await planStore.load();
  render(
    <MantineProvider>
      <ModalsProvider>
        <Notifications />
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter>
            <PacienteCartao pacienteId={ID} />
          </MemoryRouter>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
  return { fetch, user: userEvent.setup({ delay: null }) };
}

describe('"Área do paciente" on the patient file', () => {
  it('on Gratuito shows the plan lock and calls nothing of the portal', async () => {
    const { fetch } = await abrir('gratuito');
    expect(await screen.findByText(/Faz parte dos planos Essencial e Vitalício/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conhecer os planos' })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/portal'))).toBe(false);
  });

  it('creates the link and shows it once, with the WhatsApp message to the patient phone', async () => {
    const { user } = await abrir('essencial');
    await user.click(await screen.findByRole('button', { name: 'Criar link' }));
    expect(await screen.findByRole('textbox', { name: 'Link da área do paciente' })).toHaveValue(
      'http://localhost/portal/abc',
    );
    const whatsapp = screen.getByRole('link', { name: 'Enviar pelo WhatsApp' });
    const href = whatsapp.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/5511988776655?text=')).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1])).toContain('http://localhost/portal/abc');
    expect(decodeURIComponent(href.split('text=')[1])).toContain('confirme a sua data de nascimento');
  });

  it('"Aplicar" reads the answers and names what was written and what was kept', async () => {
    const { user } = await abrir('essencial', [RESPONDIDA]);
    await user.click(await screen.findByRole('button', { name: /^Aplicar: Pré-anamnese/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Pré-anamnese' });
    expect(await within(dialogo).findByText('Durmo mal.')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Aplicar à anamnese' }));
    expect(await within(dialogo).findByText('Na anamnese: Como anda o seu sono?.')).toBeInTheDocument();
    expect(
      within(dialogo).getByText(/Mantidos como estavam .*O que traz você à terapia\?/),
    ).toBeInTheDocument();
  });

  it('"Recolher" asks first, then the waiting form leaves the list', async () => {
    const pendente: Formulario = {
      ...RESPONDIDA,
      modelo: 'ficha_cadastral',
      titulo: 'Ficha cadastral',
      status: 'pendente',
      respondido_em: null,
    };
    const { fetch, user } = await abrir('essencial', [pendente]);
    expect(screen.queryByRole('button', { name: /^Aplicar/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Recolher: Ficha cadastral de 10/03/2026' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Recolher a ficha cadastral?' });
    expect(within(dialogo).getByText(/sai da área do paciente/)).toBeInTheDocument();
    const apagou = () => fetch.mock.calls.some(([, init]) => init?.method === 'DELETE');
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(apagou()).toBe(false);
    expect(screen.getByTestId('formulario-enviado')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Recolher: Ficha cadastral de 10/03/2026' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Recolher a ficha cadastral?' })).getByRole('button', {
        name: 'Recolher',
      }),
    );
    expect(await screen.findByText('Ficha cadastral recolhida')).toBeInTheDocument();
    expect(apagou()).toBe(true);
    expect(await screen.findByText(/Nenhum formulário enviado/)).toBeInTheDocument();
  });

  it("the secretária's card sends the ficha only and has no delivered documents", async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.usuario,
      JSON.stringify({ nome: 'Joana', papel: 'secretaria', acesso_financeiro: false }),
    );
    const { fetch } = await abrir('essencial');
    expect(await screen.findByRole('button', { name: 'Enviar ficha cadastral' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar pré-anamnese' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Documentos entregues' })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/documentos'))).toBe(false);
  });
});
