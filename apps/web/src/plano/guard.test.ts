import { MSG } from '@consultorio/contracts/messages';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loading, planLoading } from '../api/loading';
import { STORAGE_KEYS } from '../lib/storage';
import { jsonResponse, mockFetch } from '../test/browser';
import { checkAccess, guardLoader } from './guard';
import { planCheck } from './planCheck';
import { planStore } from './store';
import { planInfo } from './testing';

beforeEach(() => {
  localStorage.clear();
  planStore.clear();
  localStorage.setItem(STORAGE_KEYS.token, 'token-de-teste');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const servePlan = (info: ReturnType<typeof planInfo>) => mockFetch(() => jsonResponse(200, info));
const loaderAt = (path: string) =>
  guardLoader({ request: new Request(`http://localhost${path}`), params: {}, context: {} } as never);

describe('navigation guard (docs/product.md §5.3)', () => {
  it('lets public paths through without a token or a plan fetch', async () => {
    localStorage.clear();
    const fetch = mockFetch(() => jsonResponse(500, {}));
    await expect(checkAccess('/login')).resolves.toEqual({ kind: 'allow' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a visitor without a token to /login', async () => {
    localStorage.clear();
    await expect(checkAccess('/dashboard')).resolves.toEqual({ kind: 'redirect', to: '/login' });
  });

  it('fetches the plan with the overlay on and the request counter off, then decides', async () => {
    let during: { checking: boolean; planLoading: boolean; counter: number } | null = null;
    mockFetch(() => {
      during = { checking: planCheck.visible, planLoading: planLoading.active, counter: loading.count };
      return jsonResponse(200, planInfo('essencial'));
    });

    await expect(checkAccess('/financeiro/lista')).resolves.toEqual({ kind: 'allow' });

    expect(during).toEqual({ checking: true, planLoading: true, counter: 0 });
    expect(planCheck.visible).toBe(false);
    expect(planLoading.active).toBe(false);
  });

  it('redirects a Gratuito user from /dashboard to /agendamentos', async () => {
    servePlan(planInfo('gratuito'));
    await expect(checkAccess('/dashboard')).resolves.toEqual({
      kind: 'redirect',
      to: '/agendamentos',
      denied: { path: '/dashboard', plano: 'Gratuito' },
    });
  });

  it('redirects a paused Essencial user from /financeiro to /dashboard', async () => {
    servePlan(planInfo('essencial', { status: 'INACTIVE' }));
    const decision = await checkAccess('/financeiro');
    expect(decision).toMatchObject({ kind: 'redirect', to: '/dashboard' });
  });

  it('lets Vitalício through everywhere', async () => {
    servePlan(planInfo('vitalicio'));
    for (const path of ['/dashboard', '/financeiro/novo', '/carne-leao/gerar', '/agendamentos']) {
      await expect(checkAccess(path)).resolves.toEqual({ kind: 'allow' });
    }
  });

  it('sends the user to /pacientes on any error, and lets /pacientes itself through', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => jsonResponse(500, { message: 'Falha.' }));
    await expect(checkAccess('/agendamentos')).resolves.toEqual({ kind: 'redirect', to: '/pacientes' });
    await expect(checkAccess('/pacientes')).resolves.toEqual({ kind: 'allow' });
  });

  it('denied: redirects and shows the red access-denied toast for 5 s with the exact text', async () => {
    servePlan(planInfo('gratuito'));
    const show = vi.spyOn(notifications, 'show');

    const thrown = await loaderAt('/financeiro').catch((e: unknown) => e);

    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/agendamentos');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'red',
        autoClose: 5000,
        title: MSG.accessDeniedSummary,
      }),
    );
    // The documented sentence, then the way to the plans.
    render(createElement(MantineProvider, null, show.mock.calls[0]?.[0].message));
    expect(
      screen.getByText(/Você não tem permissão para acessar "\/financeiro" no seu plano atual \(Gratuito\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/upgrade');
  });

  it('without a session: /login carries the page asked for, so the login returns there', async () => {
    localStorage.clear();
    const thrown = await loaderAt('/agendamentos?data=2026-11-30').catch((e: unknown) => e);
    expect((thrown as Response).headers.get('Location')).toBe(
      '/login?volta=%2Fagendamentos%3Fdata%3D2026-11-30',
    );
  });

  it('allowed: the loader lets the page render', async () => {
    servePlan(planInfo('gratuito'));
    await expect(loaderAt('/pacientes')).resolves.toBeNull();
  });
});
