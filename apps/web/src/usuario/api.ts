import type { ChangePasswordRequest } from '@consultorio/contracts/auth';
import type { Profile } from '@consultorio/contracts/usuario';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/client';

/** The logged-in user's profile and password (docs/product.md §8.1). */
export const profileQuery = {
  queryKey: ['user', 'profile'] as const,
  // Silent: the top bar reads it too, and a full-screen overlay on every page load would be jarring.
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    (await call('usuario.profile', { signal, silent: true })).usuario,
  staleTime: 5 * 60_000,
};

export const useProfile = () => useQuery(profileQuery);

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
