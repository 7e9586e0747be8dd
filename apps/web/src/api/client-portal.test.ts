import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPortalSessao, getPortalSessao, setPortalSessao } from '../lib/storage';
import { ApiError, api, setPortalUnauthorizedHandler, setUnauthorizedHandler } from './client';

/** The patient's page through the one client (docs/decisions/0075-patient-portal-screens.md). */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
const authorization = () =>
  (fetchMock.mock.calls.at(-1)![1]!.headers as Record<string, string>).authorization;
const SESSAO = {
  token: 'portal-tok',
  link: 'link-tok',
  paciente: { nome: 'Helena Prado' },
  profissional: { nome: 'Marina Alves Costa', crp: '06/123456' },
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  clearPortalSessao();
  localStorage.setItem('token', 'psicologa-tok');
  setPortalSessao(SESSAO);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the portal session token', () => {
  it('is kept in sessionStorage under portal.sessao', () => {
    expect(JSON.parse(sessionStorage.getItem('portal.sessao') ?? '{}')).toEqual(SESSAO);
    expect(getPortalSessao()).toEqual(SESSAO);
  });

  it('goes on the patient routes, never the psychologist token', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await api('portal/inicio');
    expect(authorization()).toBe('Bearer portal-tok');
  });

  it('never goes on the psychologist routes', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await api('paciente/1/portal');
    expect(authorization()).toBe('Bearer psicologa-tok');
  });

  it.each(['portal/entrar', 'portal/codigo', 'portal/acesso/link-tok'])(
    'is not sent on %s, and neither is hers',
    async (endpoint) => {
      fetchMock.mockResolvedValueOnce(json(200, {}));
      await api(endpoint, { method: 'POST', body: {} });
      expect(authorization()).toBeUndefined();
    },
  );
});

describe('401 on the patient page', () => {
  it('ends the portal session and calls the portal handler, not the psychologist logout', async () => {
    const portal = vi.fn();
    const psicologa = vi.fn();
    setUnauthorizedHandler(psicologa);
    const desfazer = setPortalUnauthorizedHandler(portal);
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Sessão expirada.' }));
    await expect(api('portal/documentos')).rejects.toBeInstanceOf(ApiError);
    expect(getPortalSessao()).toBeNull();
    expect(portal).toHaveBeenCalledOnce();
    expect(psicologa).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('psicologa-tok');
    desfazer();
  });

  it('of a wrong birth date is the form answer: nothing ends', async () => {
    const portal = vi.fn();
    const desfazer = setPortalUnauthorizedHandler(portal);
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Não foi possível entrar.' }));
    await expect(api('portal/entrar', { method: 'POST', body: {} })).rejects.toThrow(
      'Não foi possível entrar.',
    );
    expect(portal).not.toHaveBeenCalled();
    expect(getPortalSessao()).toEqual(SESSAO);
    expect(localStorage.getItem('token')).toBe('psicologa-tok');
    desfazer();
  });
});
