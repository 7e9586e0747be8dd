import type { LoginResponse } from '@consultorio/contracts/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, getSessionUser, hasSession, logout, onSessionEnd, startSession } from './session';

const loginResponse: LoginResponse = {
  usuario: {
    id: '0b6f7a3e-3c1a-4a59-9d51-2f0e8c1d2b4a',
    nome: 'Ana Beatriz Souza',
    email: 'ana@exemplo.com.br',
    cpf: '52998224725',
    crp: '06/123456',
    telefone: '11987654321',
    papel: 'titular',
    acesso_financeiro: true,
    consultorio: {
      titular_id: '0b6f7a3e-3c1a-4a59-9d51-2f0e8c1d2b4a',
      nome: 'Ana Beatriz Souza',
      duracao_sessao_padrao: 50,
      valor_sessao_padrao: null,
      fuso_horario: 'America/Sao_Paulo',
    },
    token: 'tok-abc',
  },
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('startSession', () => {
  it('keeps the token persistently and the user, sessionTime and flag for the tab (docs/product.md §5.2)', () => {
    localStorage.setItem('planInfo', '{"plano":{"nome":"Vitalício"}}');
    startSession(loginResponse);
    expect(localStorage.getItem('token')).toBe('tok-abc');
    expect(sessionStorage.getItem('sessionTime')).toBe('1800');
    expect(sessionStorage.getItem('authenticated')).toBe('true');
    const { token: _, ...user } = loginResponse.usuario;
    expect(JSON.parse(sessionStorage.getItem('usuario')!)).toEqual(user);
    expect(getSessionUser()).toEqual(user);
    expect(hasSession()).toBe(true);
    // the previous user's plan never shows for the new one
    expect(localStorage.getItem('planInfo')).toBeNull();
  });
});

describe('endSession', () => {
  it('clears token, user, sessionTime, flag and plan, and tells the listeners', () => {
    startSession(loginResponse);
    localStorage.setItem('planInfo', '{}');
    localStorage.setItem('theme', 'dark');
    const listener = vi.fn();
    const unsubscribe = onSessionEnd(listener);
    endSession();
    for (const key of ['token', 'planInfo']) expect(localStorage.getItem(key)).toBeNull();
    for (const key of ['usuario', 'sessionTime', 'authenticated'])
      expect(sessionStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark'); // preferences survive logout
    expect(getSessionUser()).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    endSession();
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('logout', () => {
  it('posts the token in the body, without a bearer header, then ends the session', async () => {
    startSession(loginResponse);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await logout();
    const [url, init = {}] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('/public/api/logout');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'tok-abc' });
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('usuario')).toBeNull();
  });

  it('ends the browser session before the server answers (a tab closed at once keeps no token)', async () => {
    startSession(loginResponse);
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const pending = logout();
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('authenticated')).toBeNull();
    answer(new Response(null, { status: 204 }));
    await pending;
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('clears the token even when the call fails (network down)', async () => {
    startSession(loginResponse);
    const listener = vi.fn();
    onSessionEnd(listener);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(logout()).resolves.toBeUndefined();
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('authenticated')).toBeNull();
    expect(listener).toHaveBeenCalled();
  });

  it('clears the token even when the server answers an error', async () => {
    startSession(loginResponse);
    fetchMock.mockResolvedValueOnce(new Response('{"message":"erro"}', { status: 500 }));
    await logout();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
