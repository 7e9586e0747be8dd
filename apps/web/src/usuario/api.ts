import type { ChangePasswordRequest } from '@consultorio/contracts/auth';
import type { Profile } from '@consultorio/contracts/usuario';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/client';
import { ehSecretaria, getSessionUser } from '../api/session';

/** The logged-in user's profile and password (docs/product.md §8.1). */
export const profileQuery = {
  queryKey: ['user', 'profile'] as const,
  // Silent: the top bar reads it too, and a full-screen overlay on every page load would be jarring.
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    (await call('usuario.profile', { signal, silent: true })).usuario,
  staleTime: 5 * 60_000,
};

/** The titular's profile; a secretária has none to read (403, docs/product.md §15): never asked for her. */
export const useProfile = () => useQuery({ ...profileQuery, enabled: !ehSecretaria() });

/** The practice's name and defaults the agenda and the session form read. */
export interface Consultorio {
  nome: string;
  valor_sessao_padrao: number | null;
  duracao_sessao_padrao: number;
  fuso_horario: string;
}

/**
 * The practice's defaults: a titular's from her profile (current after she edits it), a secretária's from her
 * session (`consultorio` of the login answer, her titular's).
 */
export function useConsultorio(): { data: Consultorio | null; isPending: boolean } {
  const profile = useProfile();
  if (ehSecretaria()) return { data: getSessionUser()?.consultorio ?? null, isPending: false };
  return { data: profile.data ?? null, isPending: profile.isPending };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Profile) => (await call('usuario.updateProfile', { body })).usuario,
    onSuccess: (usuario) => queryClient.setQueryData(profileQuery.queryKey, usuario),
  });
}

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordRequest) => call('usuario.changePassword', { body }),
  });
