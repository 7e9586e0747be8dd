import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { planStore } from '../plano/store';
import { planInfo } from '../plano/testing';
import { jsonResponse, mockFetch, stubBrowser } from '../test/browser';
import { AppBreadcrumb } from './AppBreadcrumb';

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

async function homeHref(info: ReturnType<typeof planInfo>) {
  mockFetch(() => jsonResponse(200, info));
  await planStore.load();
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/pacientes/novo']}>
        <AppBreadcrumb />
      </MemoryRouter>
    </MantineProvider>,
  );
  return screen.getByRole('link', { name: 'Início' }).getAttribute('href');
}

describe('breadcrumb home: the first area the plan opens', () => {
  it('Gratuito (no dashboard) → /agendamentos, never a page that answers "Acesso Negado"', async () => {
    expect(await homeHref(planInfo('gratuito'))).toBe('/agendamentos');
  });

  it('Essencial → /dashboard', async () => {
    expect(await homeHref(planInfo('essencial'))).toBe('/dashboard');
  });
});

it("a secretária's home is the agenda, even on a plan with the dashboard (docs/product.md §15)", async () => {
  sessionStorage.setItem(
    STORAGE_KEYS.usuario,
    JSON.stringify({ nome: 'Joana', papel: 'secretaria', acesso_financeiro: false }),
  );
  expect(await homeHref(planInfo('vitalicio'))).toBe('/agendamentos');
});
