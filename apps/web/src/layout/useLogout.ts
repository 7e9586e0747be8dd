import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { logout } from '../api/session';
import { paths } from '../routes/paths';

/** History state that tells the login page the user arrived by "Sair". */
type SaidaState = { sair?: boolean } | null;

/**
 * "Sair": goes to the login page, which then ends the session (useEndSessionOnArrival). Leaving first means no screen
 * of the app is still mounted when the token goes (one that refetched without it would get a 401, and the 401 handler
 * would navigate again under the login form), and a form with unsaved changes still asks first: "Continuar editando"
 * keeps the user logged in, "Sair sem salvar" goes on to the login page and logs out.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => void navigate(paths.login, { replace: true, state: { sair: true } satisfies SaidaState });
}

/**
 * On the login page: when the user arrived by "Sair", ends the session (server and browser) and forgets every cached
 * answer. The mark is taken out of the history entry at once: history state survives a reload, and reloading this
 * page later must not end a session opened since (in another tab, say).
 */
export function useEndSessionOnArrival(): void {
  const { state, pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sair = (state as SaidaState)?.sair === true;
  useEffect(() => {
    if (!sair) return;
    void navigate({ pathname, search }, { replace: true, state: null });
    void logout().then(() => queryClient.clear());
  }, [sair, pathname, search, navigate, queryClient]);
}
