import {
  type Anexo,
  type AnexoUploadResponse,
  CAMPO_ARQUIVO,
  CAMPO_DESCRICAO,
  nomePorContentType,
} from '@consultorio/contracts/anexos';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, downloadFile, endpointUrl, openFile, upload } from '../../api/client';
import type { EnvioArquivo } from '../../components/anexos/FilaEnvio';
import { planStore } from '../../plano/store';

/**
 * Data of the attachments area (docs/product.md §8.8), only through these hooks. Key: ['anexos',
 * pacienteId]. A change also refreshes the patient's statistics, the audit trail and the plan's usage figures.
 */
export const anexoKeys = {
  paciente: (pacienteId: string) => ['anexos', pacienteId] as const,
};

export const useAnexos = (pacienteId: string) =>
  useQuery({
    queryKey: anexoKeys.paciente(pacienteId),
    queryFn: ({ signal }) => call('anexos.list', { params: { id: pacienteId }, signal, silent: true }),
  });

function afterChange(queryClient: QueryClient, pacienteId: string): void {
  void queryClient.invalidateQueries({ queryKey: anexoKeys.paciente(pacienteId) });
  void queryClient.invalidateQueries({ queryKey: ['paciente', pacienteId, 'estatisticas'] });
  void queryClient.invalidateQueries({ queryKey: ['auditoria'] });
  // The plan's stats (anexos_count) shown in the top bar and Gerenciar Plano.
  void planStore.load().catch(() => undefined);
}

/**
 * Sends one file (`POST anexos/paciente/{id}`, field `arquivo`) with its progress. The screen sends the files of a
 * drop one by one, so each has its own progress bar and its own answer.
 */
export function useEnviarAnexo(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, descricao, onProgress, signal }: EnvioArquivo) => {
      const form = new FormData();
      if (descricao.trim()) form.append(CAMPO_DESCRICAO, descricao.trim());
      form.append(CAMPO_ARQUIVO, file, file.name);
      const res = await upload<AnexoUploadResponse>(endpointUrl('anexos.upload', { id: pacienteId }), form, {
        silent: true,
        signal,
        onProgress: (loaded, total) => onProgress(total > 0 ? loaded / total : 0),
      });
      return res.anexo;
    },
    onSettled: () => afterChange(queryClient, pacienteId),
  });
}

export function useExcluirAnexo(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (anexo: Anexo) => call('anexos.delete', { params: { id: anexo.id } }),
    onSuccess: () => afterChange(queryClient, pacienteId),
  });
}

/** Downloads under the name of the Content-Disposition header, else one guessed from the type (docs/product.md §8.8). */
/** A PDF or an image in a new tab (`?inline=1`); false when the browser blocked the tab. */
export function useAbrirAnexo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (anexo: Anexo) =>
      openFile(endpointUrl('anexos.download', { id: anexo.id }), { query: { inline: '1' }, silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['auditoria'] }),
  });
}

export function useBaixarAnexo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (anexo: Anexo) =>
      downloadFile(endpointUrl('anexos.download', { id: anexo.id }), (contentType) =>
        nomePorContentType(contentType),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['auditoria'] }),
  });
}

/** The patient (the patients area's detail key, so the cache is shared): whether it is archived (read-only). */
export const usePacienteDosAnexos = (id: string) =>
  useQuery({
    queryKey: ['paciente', id] as const,
    queryFn: async ({ signal }) =>
      (await call('pacientes.get', { params: { id }, signal, silent: true })).paciente,
  });
