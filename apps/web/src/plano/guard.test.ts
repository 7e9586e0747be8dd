import type { Usuario } from '@consultorio/contracts/auth';
import { MSG_EQUIPE } from '@consultorio/contracts/equipe';
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

const TITULAR_ID = '0b6f7a3e-3c1a-4a59-9d51-2f0e8c1d2b4a';
const usuario = (papel: Usuario['papel'], acesso_financeiro = true): Usuario => ({
  id: papel === 'titular' ? TITULAR_ID : '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  nome: papel === 'titular' ? 'Marina Alves' : 'Joana Secretária',
  email: `${papel}@exemplo.com.br`,
  cpf: null,
  crp: null,
  telefone: null,
  papel,
  acesso_financeiro,
  consultorio: {
    titular_id: TITULAR_ID,
    nome: 'Marina Alves',
    duracao_sessao_padrao: 50,
    valor_sessao_padrao: null,
    fuso_horario: 'America/Sao_Paulo',
  },
});
const saveUser = (u: Usuario) => sessionStorage.setItem(STORAGE_KEYS.usuario, JSON.stringify(u));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  planStore.clear();
  localStorage.setItem(STORAGE_KEYS.token, 'token-de-teste');
  // Logged in in this tab, as the login screen leaves it.
  saveUser(usuario('titular'));
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

describe("a secretária's navigation (docs/product.md §15)", () => {
  /** The plan for GET user/plan-info, `eu` for GET user; answers which paths were asked. */
  function serve(info: ReturnType<typeof planInfo>, eu: Usuario) {
    const asked: string[] = [];
    mockFetch((path) => {
      asked.push(path);
      return path === '/public/api/user' ? jsonResponse(200, { usuario: eu }) : jsonResponse(200, info);
    });
    return asked;
  }

  it("her home is the agenda: the titular's areas send her there, with the titular-only message", async () => {
    saveUser(usuario('secretaria', false));
    serve(planInfo('vitalicio'), usuario('secretaria', false));
    const show = vi.spyOn(notifications, 'show');
    for (const path of ['/dashboard', '/carne-leao', '/configuracoes', '/financeiro', '/upgrade']) {
      const thrown = await loaderAt(path).catch((e: unknown) => e);
      expect((thrown as Response).headers.get('Location'), path).toBe('/agendamentos');
    }
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'red',
        title: MSG.accessDeniedSummary,
        message: MSG_EQUIPE.areaDoTitular,
      }),
    );
    for (const path of ['/agendamentos', '/pacientes', '/pacientes/ficha/x', '/perfil']) {
      await expect(loaderAt(path), path).resolves.toBeNull();
    }
  });

  it('reads her access again on each navigation: finance turned on by the titular opens /financeiro', async () => {
    saveUser(usuario('secretaria', false));
    const asked = serve(planInfo('essencial'), usuario('secretaria', true));
    await expect(checkAccess('/financeiro/lista')).resolves.toEqual({ kind: 'allow' });
    expect(asked).toContain('/public/api/user');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.usuario)!).acesso_financeiro).toBe(true);
  });

  it('a tab opened by hand (no saved user) asks who is logged in before deciding', async () => {
    sessionStorage.clear();
    serve(planInfo('vitalicio'), usuario('secretaria', false));
    await expect(checkAccess('/dashboard')).resolves.toMatchObject({ kind: 'redirect', to: '/agendamentos' });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.usuario)!).papel).toBe('secretaria');
  });

  it("a titular's saved user is not asked again", async () => {
    const asked = serve(planInfo('vitalicio'), usuario('titular'));
    await expect(checkAccess('/dashboard')).resolves.toEqual({ kind: 'allow' });
    expect(asked).not.toContain('/public/api/user');
  });
});
