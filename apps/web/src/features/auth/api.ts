import type {
  CadastroRequest,
  LoginRequest,
  LoginResponse,
  UniqueUserField,
} from '@consultorio/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../api/client';

/** Auth and user calls of the public pages (docs/product.md §8.1). */

/** Sign-in from the login page: the session, or — with two-factor login on — a challenge for the second step. */
export const useEntrar = () =>
  useMutation({
    mutationFn: (body: LoginRequest) => call('auth.login', { body }),
  });

/** The second step of a two-factor login: the challenge and the authenticator's (or a recovery) code. */
export const useEntrarSegundaEtapa = () =>
  useMutation({
    mutationFn: (body: { desafio: string; codigo: string }) => call('auth.login2fa', { body }),
  });

/** Sign-in right after sign-up: a new account never has two-factor login on. */
export const useLogin = () =>
  useMutation({
    mutationFn: async (body: LoginRequest): Promise<LoginResponse> => {
      const response = await call('auth.login', { body });
      if ('requer_2fa' in response)
        throw new Error('Conta com verificação em duas etapas: entre pela tela de login.');
      return response;
    },
  });

export const useCadastro = () =>
  useMutation({
    mutationFn: (body: CadastroRequest) => call('auth.cadastro', { body }),
  });

export const useSendResetCode = () =>
  useMutation({
    mutationFn: (body: { email: string }) => call('auth.sendResetCode', { body }),
  });

export const useVerifyResetCode = () =>
  useMutation({
    mutationFn: (body: { email: string; codigo: string }) => call('auth.verifyResetCode', { body }),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { email: string; codigo: string; senha: string; senha_confirmacao: string }) =>
      call('auth.resetPassword', { body }),
  });

/** GET /user/check-{field}: one endpoint per field. */
function checar(field: UniqueUserField, value: string, opts: { signal: AbortSignal; silent: true }) {
  switch (field) {
    case 'email':
      return call('auth.checkEmail', { query: { email: value }, ...opts });
    case 'cpf':
      return call('auth.checkCpf', { query: { cpf: value }, ...opts });
    case 'crp':
      return call('auth.checkCrp', { query: { crp: value }, ...opts });
    case 'telefone':
      return call('auth.checkTelefone', { query: { telefone: value }, ...opts });
  }
}

/**
 * Uniqueness checks before sign-up (docs/product.md §8.1): GET /user/check-{field}?{field}=. Answers true (free), false
 * (taken) or null when the check itself failed or was refused (429: 20 checks an hour per address) — the server's
 * 409 on submit still catches a duplicate then. Silent: a full-screen overlay on every blur would be jarring; the
 * field shows its own spinner.
 */
export function useCheckDisponivel() {
  const queryClient = useQueryClient();
  return async (field: UniqueUserField, value: string): Promise<boolean | null> => {
    try {
      const { disponivel } = await queryClient.fetchQuery({
        queryKey: ['user', 'check', field, value],
        queryFn: ({ signal }) => checar(field, value, { signal, silent: true }),
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
