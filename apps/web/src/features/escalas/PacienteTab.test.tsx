import type { Aplicacao } from '@consultorio/contracts/escalas';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SomenteLeituraContext } from '../../components/pacientes/somenteLeitura';
import { STORAGE_KEYS } from '../../lib/storage';
import { planStore } from '../../plano/store';
import { planInfo } from '../../plano/testing';
import { jsonResponse, mockFetch, stubBrowser } from '../../test/browser';
import { PacienteTab } from './PacienteTab';

const ID = '7d3c1a52-2f4b-4a7e-9f1e-2d7a4d9c8b10';
const PHQ = 'b3f0c1de-0000-4000-8000-000000000001';
const ALERTA = 'b3f0c1de-0000-4000-8000-000000000002';

const aplicacao = (over: Partial<Aplicacao>): Aplicacao => ({
  id: PHQ,
  escala: 'phq9',
  status: 'respondida',
  recorrencia: 'unica',
  origem: 'portal',
  enviada_em: '2026-11-20T12:00:00.000Z',
  respondida_em: '2026-11-21T12:00:00.000Z',
  pontuacao: 12,
  faixa: 'moderada',
  alerta: false,
  alerta_visto_em: null,
  respostas: [2, 2, 2, 1, 1, 1, 1, 2, 0],
  ...over,
});

const COM_ALERTA = aplicacao({
  id: ALERTA,
  respondida_em: '2026-11-28T12:00:00.000Z',
  pontuacao: 21,
  faixa: 'grave',
  alerta: true,
  respostas: [3, 3, 3, 3, 2, 2, 2, 2, 1],
});

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  stubBrowser();
  localStorage.clear();
  planStore.clear();
  localStorage.setItem(STORAGE_KEYS.token, 'token-de-teste');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The tab with the API answering `aplicacoes`; marking an alert seen clears it from the next read. */
async function abrir(aplicacoes: Aplicacao[], { plano = 'essencial', somenteLeitura = false } = {}) {
  let lista = aplicacoes;
  const fetch = mockFetch(async (path, init) => {
    if (path === '/public/api/user/plan-info')
      return jsonResponse(200, planInfo(plano as 'essencial' | 'gratuito'));
    if (path === `/public/api/paciente/${ID}/escalas`)
      return jsonResponse(200, { aplicacoes: lista, recorrencias: [] });
    if (path === `/public/api/escalas/aplicacoes/${ALERTA}/alerta-visto` && init?.method === 'POST') {
      lista = lista.map((a) => (a.id === ALERTA ? { ...a, alerta_visto_em: '2026-11-29T12:00:00.000Z' } : a));
      return jsonResponse(200, { aplicacao: lista.find((a) => a.id === ALERTA) });
    }
    return jsonResponse(404, { message: 'Não encontrado.' });
  });
  await planStore.load();
  render(
    <MantineProvider>
      <ModalsProvider>
        <Notifications />
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter>
            <SomenteLeituraContext.Provider value={somenteLeitura}>
              <PacienteTab pacienteId={ID} />
            </SomenteLeituraContext.Provider>
          </MemoryRouter>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
  return { fetch, user: userEvent.setup({ delay: null }) };
}

const posts = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([u]) => String(u));

describe('the Escalas tab', () => {
  it('shows an unseen alert with the item and the option, and "Marcar como visto" clears it', async () => {
    const { fetch, user } = await abrir([COM_ALERTA, aplicacao({})]);
    const alerta = await screen.findByTestId('alerta-escala-aba');
    expect(alerta).toHaveTextContent('Uma resposta pede a sua atenção');
    expect(alerta).toHaveTextContent('no item 9');
    expect(alerta).toHaveTextContent('a resposta foi Vários dias');
    await user.click(within(alerta).getByRole('button', { name: 'Marcar como visto' }));
    await waitFor(() => expect(screen.queryByTestId('alerta-escala-aba')).not.toBeInTheDocument());
    expect(posts(fetch)).toEqual([`/public/api/escalas/aplicacoes/${ALERTA}/alerta-visto`]);
    // The answer stays in the history, flagged, once seen.
    expect(within(screen.getByTestId('tabela-phq9')).getByText('Item 9 acima de zero')).toBeInTheDocument();
  });

  it('an archived patient: the alert shows without the button, and nothing to send or register', async () => {
    await abrir([COM_ALERTA], { somenteLeitura: true });
    expect(await screen.findByTestId('alerta-escala-aba')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como visto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Enviar escala/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Registrar aplicação/ })).not.toBeInTheDocument();
  });

  it('names the chart by its last point and lists every point with its band, newest first', async () => {
    await abrir([COM_ALERTA, aplicacao({})]);
    const grafico = await screen.findByTestId('grafico-phq9');
    expect(grafico).toHaveAttribute('role', 'img');
    expect(grafico).toHaveAccessibleName(
      'PHQ-9, pontuação ao longo do tempo: 2 respostas; a última em 28/11/2026, 21 de 27 pontos · Grave, 9 acima da anterior.',
    );
    const linhas = within(screen.getByTestId('tabela-phq9')).getAllByRole('row').slice(1);
    expect(linhas.map((l) => l.textContent)).toEqual([
      expect.stringMatching(/^28\/11\/2026.*21 de 27Grave/),
      expect.stringMatching(/^21\/11\/2026.*12 de 27Moderada/),
    ]);
    expect(screen.getByTestId('itens-phq9')).toHaveTextContent(
      'Pensar em se ferir de alguma maneira ou que seria melhor estar morto/a: Vários dias (1)',
    );
    expect(screen.getByTestId('aviso-escalas')).toHaveTextContent('SATEPSI (Resolução CFP 31/2022)');
  });

  it('on Gratuito: no "Enviar escala", the paper form is there', async () => {
    await abrir([], { plano: 'gratuito' });
    expect(await screen.findByText('Nenhuma escala aplicada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar escala' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar aplicação em papel' })).toBeInTheDocument();
    expect(screen.getByText(/faz parte dos planos Essencial e Vitalício/)).toBeInTheDocument();
  });

  it('the paper form sends nothing until every item is answered', async () => {
    const { fetch, user } = await abrir([]);
    await user.click(await screen.findByRole('button', { name: 'Registrar aplicação em papel' }));
    const form = await screen.findByRole('form', { name: 'Registrar aplicação em papel' });
    await user.click(within(form).getByRole('radio', { name: 'GAD-7' }));
    // Each item is a group of the four options (the scale's switch is a group of two).
    const itens = within(form)
      .getAllByRole('radiogroup')
      .filter((g) => within(g).queryAllByRole('radio').length === 4);
    expect(itens).toHaveLength(7);
    for (const item of itens.slice(0, 6))
      await user.click(within(item).getByRole('radio', { name: /Vários dias/ }));
    await user.click(within(form).getByRole('button', { name: 'Registrar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Responda todas as 7 perguntas: falta o item 7.',
    );
    expect(within(form).getByText('Escolha a resposta do item 7.')).toBeInTheDocument();
    expect(posts(fetch)).toEqual([]);
    await user.click(within(itens[6]).getByRole('radio', { name: /Quase todos os dias/ }));
    expect(within(form).getByTestId('pontuacao-previa')).toHaveTextContent(
      'Pontuação: 9 de 21 pontos · Leve',
    );
  });
});
