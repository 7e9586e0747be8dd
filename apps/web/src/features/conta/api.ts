import type { ExcluirContaRequest } from '@consultorio/contracts/conta';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, downloadFile, endpointUrl } from '../../api/client';

/** The user's own data (Perfil → Segurança, Excluir conta, Configurações → Exportar/Backups). */

const sessoesKey = ['user', 'sessoes'] as const;
const status2faKey = ['user', '2fa'] as const;

export const useSessoes = () =>
  useQuery({
    queryKey: sessoesKey,
    queryFn: async ({ signal }) => (await call('conta.sessoes', { signal })).sessoes,
  });

export function useEncerrarSessao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('conta.encerrarSessao', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessoesKey }),
  });
}

export function useEncerrarOutras() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('conta.encerrarOutras'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessoesKey }),
  });
}

export const useStatus2fa = () =>
  useQuery({ queryKey: status2faKey, queryFn: ({ signal }) => call('conta.status2fa', { signal }) });

export const useConfigurar2fa = () => useMutation({ mutationFn: () => call('conta.configurar2fa') });

export function useAtivar2fa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (codigo: string) => call('conta.ativar2fa', { body: { codigo } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: status2faKey }),
  });
}

export function useDesativar2fa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { senha: string; codigo: string }) => call('conta.desativar2fa', { body }),
    onSuccess: (status) => queryClient.setQueryData(status2faKey, status),
  });
}

export const useExcluirConta = () =>
  useMutation({ mutationFn: (body: ExcluirContaRequest) => call('conta.excluir', { body }) });

/** Downloads the LGPD export (a ZIP of everything). */
export const useExportarDados = () =>
  useMutation({
    mutationFn: () => downloadFile(endpointUrl('conta.exportar'), 'consultorio-dados.zip'),
  });

const backupsKey = ['user', 'backups'] as const;

export const useBackups = (enabled: boolean) =>
  useQuery({
    queryKey: backupsKey,
    queryFn: async ({ signal }) => (await call('conta.backups', { signal })).backups,
    enabled,
  });

export function useFazerBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call('conta.fazerBackup')).backup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsKey }),
  });
}

export const useBaixarBackup = () =>
  useMutation({
    mutationFn: (id: string) =>
      downloadFile(endpointUrl('conta.baixarBackup', { id }), 'consultorio-backup.zip'),
  });
