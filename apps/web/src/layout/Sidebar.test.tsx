import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { planStore } from '../plano/store';
import { planInfo } from '../plano/testing';
import { jsonResponse, mockFetch, stubBrowser } from '../test/browser';
import { Sidebar } from './Sidebar';

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

async function renderWithPlan(info: ReturnType<typeof planInfo>, mobile = false) {
  mockFetch(() => jsonResponse(200, info));
  await planStore.load();
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/pacientes']}>
          <Sidebar mobile={mobile} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const entries = (group: string) =>
  within(screen.getByRole('region', { name: group }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('sidebar entries per plan (docs/product.md §3.1, §6.3)', () => {
  it('Gratuito: Pacientes and Agendamentos in Início; both Configurações entries', async () => {
    await renderWithPlan(planInfo('gratuito'));
    expect(entries('Início')).toEqual(['Pacientes', 'Agendamentos']);
    expect(entries('Configurações')).toEqual(['Gerenciar Plano', 'FAQ - Dúvidas']);
  });

  it('Gratuito: the areas the plan lacks show with a lock and lead to /upgrade', async () => {
    await renderWithPlan(planInfo('gratuito'));
    const bloqueados = within(screen.getByRole('region', { name: 'Em outros planos' })).getAllByRole('link');
    expect(bloqueados.map((link) => link.querySelector('.mantine-NavLink-label')?.textContent)).toEqual([
      'Dashboard',
      'Gestão Financeira',
      'Carnê-Leão',
    ]);
    for (const link of bloqueados) {
      expect(link).toHaveAttribute('href', '/upgrade');
      expect(link).toHaveTextContent('Não incluído no seu plano: ver planos');
    }
  });

  it('Vitalício: nothing locked', async () => {
    await renderWithPlan(planInfo('vitalicio'));
    expect(screen.queryByRole('region', { name: 'Em outros planos' })).not.toBeInTheDocument();
  });

  it('paused Essencial: only Dashboard and Pacientes in Início', async () => {
    await renderWithPlan(planInfo('essencial', { status: 'INACTIVE' }));
    expect(entries('Início')).toEqual(['Dashboard', 'Pacientes']);
    expect(screen.getByText('Plano pausado')).toBeInTheDocument();
  });

  it('Essencial: the whole Início group', async () => {
    await renderWithPlan(planInfo('essencial'));
    expect(entries('Início')).toEqual([
      'Dashboard',
      'Gestão Financeira',
      'Carnê-Leão',
      'Pacientes',
      'Agendamentos',
    ]);
  });

  it('marks the current route as the active entry', async () => {
    await renderWithPlan(planInfo('vitalicio'));
    expect(screen.getByRole('link', { name: 'Pacientes' })).toHaveAttribute('aria-current', 'page');
  });

  it('mobile menu adds upgrade (Gratuito), dark/light toggle, Meu Perfil and Sair', async () => {
    await renderWithPlan(planInfo('gratuito'), true);
    const conta = screen.getByRole('region', { name: 'Conta' });
    expect(within(conta).getByRole('link', { name: 'Faça o upgrade do seu plano' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
    expect(within(conta).getByRole('button', { name: /Modo (escuro|claro)/ })).toBeInTheDocument();
    expect(within(conta).getByRole('link', { name: 'Meu Perfil' })).toHaveAttribute('href', '/perfil');
    expect(within(conta).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it('mobile menu offers no upgrade to Vitalício', async () => {
    await renderWithPlan(planInfo('vitalicio'), true);
    expect(screen.queryByRole('link', { name: 'Faça o upgrade do seu plano' })).not.toBeInTheDocument();
  });
});
