import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../api/session';
import { paths } from '../routes/paths';

/** "Sair": ends the session (server and browser), forgets every cached answer and goes to the login page. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await logout();
    queryClient.clear();
    await navigate(paths.login, { replace: true });
  };
}
