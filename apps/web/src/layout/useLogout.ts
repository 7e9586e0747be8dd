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
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return () =>
    Promise.resolve(navigate(paths.login, { replace: true, state: { sair: true } satisfies SaidaState }));
}

/** On the login page: when the user arrived by "Sair", ends the session (server and browser) and forgets every cached answer. */
export function useEndSessionOnArrival(): void {
  const state = useLocation().state as SaidaState;
  const queryClient = useQueryClient();
  const sair = state?.sair === true;
  useEffect(() => {
    if (!sair) return;
    void logout().then(() => queryClient.clear());
  }, [sair, queryClient]);
}
