import type { ProntuarioCreate, ProntuarioUpdate, TipoProntuario } from '@consultorio/contracts/prontuarios';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call, downloadFile, endpointUrl } from '../../api/client';

/**
 * Data of the records area (docs/product.md §8.6), only through these hooks. Keys: ['prontuarios', pacienteId,
 * params]. The patient and its sessions use the patients area's keys (['paciente', id], ['paciente', id,
 * 'sessoes', …]) so their caches are shared with the patient file.
 */
export const prontuarioKeys = {
  all: ['prontuarios'] as const,
  paciente: (pacienteId: string) => ['prontuarios', pacienteId] as const,
  list: (pacienteId: string, params: ProntuariosParams) => ['prontuarios', pacienteId, params] as const,
};

export interface ProntuariosParams {
  page: number;
  per_page: number;
  tipo?: TipoProntuario | null;
  data_inicio?: string | null;
  data_fim?: string | null;
  busca?: string;
}

/** The patient's entries, newest first. Silent: filtering must not flash the global overlay. */
export const useProntuarios = (pacienteId: string, params: ProntuariosParams) =>
  useQuery({
    queryKey: prontuarioKeys.list(pacienteId, params),
    queryFn: ({ signal }) =>
      call('prontuarios.list', {
        params: { id: pacienteId },
        query: params,
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });

/** The patient shown in the page header (same cache as the patient file). */
export const usePacienteDoProntuario = (pacienteId: string) =>
  useQuery({
    queryKey: ['paciente', pacienteId] as const,
    queryFn: async ({ signal }) =>
      (await call('pacientes.get', { params: { id: pacienteId }, signal, silent: true })).paciente,
  });

/** The patient's latest sessions, offered to link an entry to (loaded when the dialog opens). */
export const useSessoesParaVincular = (pacienteId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['paciente', pacienteId, 'sessoes', 'vincular'] as const,
    queryFn: async ({ signal }) =>
      (
        await call('sessoes.list', {
          params: { id: pacienteId },
          query: { page: 1, per_page: 100 },
          signal,
          silent: true,
        })
      ).sessoes,
    enabled,
  });

const afterChange = (queryClient: QueryClient, pacienteId: string) => {
  void queryClient.invalidateQueries({ queryKey: prontuarioKeys.paciente(pacienteId) });
  void queryClient.invalidateQueries({ queryKey: ['paciente', pacienteId, 'estatisticas'] });
  void queryClient.invalidateQueries({ queryKey: ['auditoria'] });
};

export function useCreateProntuario(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProntuarioCreate) =>
      (
        await call('prontuarios.create', {
          params: { id: pacienteId },
          body: { ...body, paciente: { id: pacienteId } },
        })
      ).prontuario,
    onSuccess: () => afterChange(queryClient, pacienteId),
  });
}

export function useUpdateProntuario(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: ProntuarioUpdate }) =>
      (await call('prontuarios.update', { params: { id }, body })).prontuario,
    onSuccess: () => afterChange(queryClient, pacienteId),
  });
}

export function useDeleteProntuario(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('prontuarios.delete', { params: { id } }),
    onSuccess: () => afterChange(queryClient, pacienteId),
  });
}

/** Downloads a PDF under the server's file name (docs/product.md §8.6 fallbacks: prontuarios.pdf / prontuario.pdf). */
export function useExportarPdf(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alvo: { prontuarioId?: string; anamnese?: boolean; responsavel?: boolean }) =>
      alvo.prontuarioId
        ? downloadFile(endpointUrl('prontuarios.exportar', { id: alvo.prontuarioId }), 'prontuario.pdf')
        : downloadFile(endpointUrl('prontuarios.exportarPaciente', { id: pacienteId }), 'prontuarios.pdf', {
            query: {
              anamnese: alvo.anamnese ? '1' : undefined,
              responsavel: alvo.responsavel ? '1' : undefined,
            },
          }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['auditoria'] }),
  });
}
