import { Button } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUnsavedChanges } from '../features/pacientes/components/UnsavedChanges';
import { getToken, STORAGE_KEYS } from '../lib/storage';
import { LoginPage } from '../pages/login/LoginPage';
import { paths } from '../routes/paths';
import { jsonResponse, mockFetch, stubBrowser } from '../test/browser';
import { renderRoutes } from '../test/render';
import { useLogout } from './useLogout';

/** A screen of the app with "Sair"; `dirty` puts an unsaved form on it. */
function Tela({ dirty }: { dirty: boolean }) {
  const logout = useLogout();
  const { prompt } = useUnsavedChanges(dirty);
  return (
    <>
      <h1>Perfil</h1>
      <Button onClick={logout}>Sair</Button>
      {prompt}
    </>
  );
}

function renderApp(dirty = false) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['perfil'], { nome: 'Ana' });
  return renderRoutes(
    [
      { path: '/perfil', element: <Tela dirty={dirty} /> },
      { path: paths.login, Component: LoginPage },
    ],
    '/perfil',
    queryClient,
  );
}

let logoutCalls: unknown[] = [];
beforeEach(() => {
  stubBrowser();
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(STORAGE_KEYS.token, 'token-de-teste');
  sessionStorage.setItem(STORAGE_KEYS.authenticated, 'true');
  logoutCalls = [];
  mockFetch((path, init) => {
    if (path.endsWith('/logout')) logoutCalls.push(JSON.parse(String(init?.body)));
    return jsonResponse(200, null);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('"Sair" (docs/product.md §5.2)', () => {
  it('goes to the login page, then revokes the token once, ends the browser session and forgets cached answers', async () => {
    const { router, queryClient } = renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login);
    await waitFor(() => expect(getToken()).toBeNull());
    expect(logoutCalls).toEqual([{ token: 'token-de-teste' }]);
    expect(sessionStorage.getItem(STORAGE_KEYS.authenticated)).toBeNull();
    await waitFor(() => expect(queryClient.getQueryData(['perfil'])).toBeUndefined());
    // The mark is gone from the history entry: reloading this page later (a session opened since in another
    // tab) ends nothing.
    expect(router.state.location.state).toBeNull();
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('with unsaved changes asks first: "Continuar editando" stays logged in, "Sair sem salvar" logs out', async () => {
    const { router } = renderApp(true);
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByText('Sair sem salvar?')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/perfil');
    expect(getToken()).toBe('token-de-teste');
    expect(logoutCalls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    await waitFor(() => expect(getToken()).toBeNull());
    expect(logoutCalls).toEqual([{ token: 'token-de-teste' }]);
  });

  it('arriving at the login page any other way leaves the session alone', async () => {
    renderRoutes([{ path: paths.login, Component: LoginPage }], paths.login);
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(getToken()).toBe('token-de-teste');
    expect(logoutCalls).toEqual([]);
  });
});
