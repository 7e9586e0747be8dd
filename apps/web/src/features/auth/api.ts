import type {
  CadastroRequest,
  LoginRequest,
  LoginResponse,
  UniqueUserField,
} from '@consultorio/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../api/client';

/** Auth and user calls of the public pages (docs/product.md §8.1). */

export const useLogin = () =>
  useMutation({
    mutationFn: (body: LoginRequest) => api<LoginResponse>('login', { method: 'POST', body }),
  });

export const useCadastro = () =>
  useMutation({
    mutationFn: (body: CadastroRequest) => api<unknown>('cadastro', { method: 'POST', body }),
  });

export const useSendResetCode = () =>
  useMutation({
    mutationFn: (body: { email: string }) =>
      api<{ message: string }>('user/send-reset-code', { method: 'POST', body }),
  });

export const useVerifyResetCode = () =>
  useMutation({
    mutationFn: (body: { email: string; codigo: string }) =>
      api<{ valido: true }>('user/verify-reset-code', { method: 'POST', body }),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { email: string; codigo: string; senha: string; senha_confirmacao: string }) =>
      api<{ message: string }>('user/reset-password', { method: 'POST', body }),
  });

/**
 * Uniqueness checks before sign-up (docs/product.md §8.1): GET /user/check-{field}?{field}=. Answers true (free), false
 * (taken) or null when the check itself failed — the server's 409 on submit still catches a duplicate then.
 * Silent: a full-screen overlay on every blur would be jarring; the field shows its own spinner.
 */
export function useCheckDisponivel() {
  const queryClient = useQueryClient();
  return async (field: UniqueUserField, value: string): Promise<boolean | null> => {
    try {
      const { disponivel } = await queryClient.fetchQuery({
        queryKey: ['user', 'check', field, value],
        queryFn: ({ signal }) =>
          api<{ disponivel: boolean }>(`user/check-${field}`, {
            query: { [field]: value },
            signal,
            silent: true,
          }),
        staleTime: 0,
        retry: false,
      });
      return disponivel;
    } catch (error) {
      if (!(error instanceof ApiError)) console.warn('Falha ao verificar disponibilidade:', error);
      return null;
    }
  };
}
