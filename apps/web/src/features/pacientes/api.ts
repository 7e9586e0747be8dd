import type { AnamneseCreate } from '@consultorio/contracts/anamnese';
import type { PacienteCreate, PacienteUpdate, StatusTratamento } from '@consultorio/contracts/pacientes';
import type { SessaoCreate, SessaoUpdate } from '@consultorio/contracts/sessoes';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../api/client';
import { planStore } from '../../plano/store';

/**
 * Data of the patients area (docs/product.md §8.3–§8.5), only through these hooks.
 * Keys: ['pacientes', params] (lists), ['paciente', id] (one patient), ['paciente', id, 'estatisticas'],
 * ['paciente', id, 'sessoes', page], ['paciente', id, 'anamnese'], ['pacientes-arquivados', page].
 */
export const pacienteKeys = {
  lists: ['pacientes'] as const,
  list: (params: PacientesListParams) => ['pacientes', params] as const,
  detail: (id: string) => ['paciente', id] as const,
  estatisticas: (id: string) => ['paciente', id, 'estatisticas'] as const,
  sessoes: (id: string) => ['paciente', id, 'sessoes'] as const,
  sessoesPage: (id: string, page: number) => ['paciente', id, 'sessoes', page] as const,
  anamnese: (id: string) => ['paciente', id, 'anamnese'] as const,
  arquivados: ['pacientes-arquivados'] as const,
  arquivadosPage: (page: number) => ['pacientes-arquivados', page] as const,
};

export interface PacientesListParams {
  busca?: string;
  status_tratamento?: StatusTratamento;
  page: number;
  per_page: number;
}

/** The patients' list. Silent: search-as-you-type must not flash the global overlay; the page shows a skeleton. */
export const usePacientes = (params: PacientesListParams) =>
  useQuery({
    queryKey: pacienteKeys.list(params),
    queryFn: ({ signal }) => call('pacientes.list', { query: params, signal, silent: true }),
    placeholderData: keepPreviousData,
  });

export const usePaciente = (id: string) =>
  useQuery({
    queryKey: pacienteKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await call('pacientes.get', { params: { id }, signal, silent: true })).paciente,
  });

export const useEstatisticas = (id: string) =>
  useQuery({
    queryKey: pacienteKeys.estatisticas(id),
    queryFn: ({ signal }) => call('pacientes.estatisticas', { params: { id }, signal, silent: true }),
  });

/** Plan usage (pacientes_count, can_add_paciente) changes with creations and deletions. */
const reloadPlan = () => void planStore.load().catch(() => undefined);

export function useCreatePaciente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PacienteCreate) => (await call('pacientes.create', { body })).paciente,
    onSuccess: (paciente) => {
      queryClient.setQueryData(pacienteKeys.detail(paciente.id), paciente);
      void queryClient.invalidateQueries({ queryKey: pacienteKeys.lists });
      reloadPlan();
    },
  });
}

export function useUpdatePaciente(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PacienteUpdate) =>
      (await call('pacientes.update', { params: { id }, body })).paciente,
    onSuccess: (paciente) => {
      queryClient.setQueryData(pacienteKeys.detail(id), paciente);
      void queryClient.invalidateQueries({ queryKey: pacienteKeys.lists });
    },
  });
}

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id: string; status_tratamento: StatusTratamento; psicologo?: string }) =>
      call('pacientes.changeStatus', {
        params: { id: vars.id },
        body: { status_tratamento: vars.status_tratamento, psicologo: vars.psicologo },
      }),
    onSuccess: ({ paciente }) => {
      queryClient.setQueryData(pacienteKeys.detail(paciente.id), paciente);
      void queryClient.invalidateQueries({ queryKey: pacienteKeys.lists });
    },
  });
}

export function useDeletePaciente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('pacientes.delete', { params: { id } }),
    onSuccess: ({ arquivado }, id) => {
      // The file that asked may still be on screen for a moment: removing its active queries would fetch them again
      // (a 404 for a patient deleted for good). An archived one reads as before (its file, read-only).
      if (arquivado) void queryClient.invalidateQueries({ queryKey: pacienteKeys.detail(id) });
      else queryClient.removeQueries({ queryKey: pacienteKeys.detail(id), type: 'inactive' });
      void queryClient.invalidateQueries({ queryKey: pacienteKeys.lists });
      void queryClient.invalidateQueries({ queryKey: pacienteKeys.arquivados });
      reloadPlan();
    },
  });
}

// ------------------------------------------------------------------------------------------------------------
// Archived patients (docs/product.md §8.3)

export const ARQUIVADOS_PER_PAGE = 20;

export const useArquivados = (page: number) =>
  useQuery({
    queryKey: pacienteKeys.arquivadosPage(page),
    queryFn: ({ signal }) =>
      call('pacientes.arquivados', { query: { page, per_page: ARQUIVADOS_PER_PAGE }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });

/** Archived on purpose from the file, which stays open read-only (docs/decisions/0078-archived-patients-read-only.md). */
export function useArquivarPaciente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('pacientes.arquivar', { params: { id } }),
    onSuccess: ({ paciente }) => {
      queryClient.setQueryData(pacienteKeys.detail(paciente.id), paciente);
      void queryClient.invalidateQueries({ queryKey: pacienteKeys.lists });
      void queryClient.invalidateQueries({ queryKey: pacienteKeys.arquivados });
      reloadPlan();
    },
  });
}

/** Back to the list: it takes a place of the plan again. */
export function useRestaurarPaciente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('pacientes.restaurar', { params: { id } }),
    onSuccess: ({ paciente }) => {
      queryClient.setQueryData(pacienteKeys.detail(paciente.id), paciente);
      void queryClient.invalidateQueries({ queryKey: pacienteKeys.arquivados });
      void queryClient.invalidateQueries({ queryKey: pacienteKeys.lists });
      reloadPlan();
    },
  });
}

/** For good: `motivoLegal` is required by the API before the retention ends. */
export function useExcluirDefinitivo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, motivoLegal }: { id: string; motivoLegal?: string }) =>
      call('pacientes.excluirDefinitivo', {
        params: { id },
        body: motivoLegal ? { motivo_legal: motivoLegal } : {},
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pacienteKeys.arquivados });
      reloadPlan();
    },
  });
}

// ------------------------------------------------------------------------------------------------------------
// Sessions

export const SESSOES_PER_PAGE = 10;

export const useSessoes = (pacienteId: string, page: number) =>
  useQuery({
    queryKey: pacienteKeys.sessoesPage(pacienteId, page),
    queryFn: ({ signal }) =>
      call('sessoes.list', {
        params: { id: pacienteId },
        query: { page, per_page: SESSOES_PER_PAGE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });

/** After a session changes: its list, the header's statistics and the patients' list (última sessão). */
function afterSessaoChange(queryClient: QueryClient, pacienteId: string) {
  void queryClient.invalidateQueries({ queryKey: pacienteKeys.sessoes(pacienteId) });
  void queryClient.invalidateQueries({ queryKey: pacienteKeys.estatisticas(pacienteId) });
  void queryClient.invalidateQueries({ queryKey: pacienteKeys.detail(pacienteId), exact: true });
  void queryClient.invalidateQueries({ queryKey: pacienteKeys.lists });
}

export function useCreateSessao(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SessaoCreate) => (await call('sessoes.create', { body })).sessao,
    onSuccess: () => {
      afterSessaoChange(queryClient, pacienteId);
      // The income entry created with the session (asked, or by default) belongs to the finance area's lists.
      void queryClient.invalidateQueries({ queryKey: ['financeiros'] });
    },
  });
}

/** `PUT /sessao/{id}`: the session's receita follows on the server, so the finance lists are refreshed too. */
export function useUpdateSessao(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: SessaoUpdate }) =>
      (await call('sessoes.update', { params: { id }, body })).sessao,
    onSuccess: () => {
      afterSessaoChange(queryClient, pacienteId);
      void queryClient.invalidateQueries({ queryKey: ['financeiros'] });
    },
  });
}

export function useDeleteSessao(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // `excluirLancamento` also deletes the session's receita (finance area); by default it is kept, unlinked.
    mutationFn: (arg: string | { id: string; excluirLancamento: boolean }) =>
      typeof arg === 'string'
        ? call('sessoes.delete', { params: { id: arg } })
        : call('sessoes.delete', {
            params: { id: arg.id },
            query: { excluir_lancamento: String(arg.excluirLancamento) },
          }),
    onSuccess: () => {
      afterSessaoChange(queryClient, pacienteId);
      void queryClient.invalidateQueries({ queryKey: ['financeiros'] });
    },
  });
}

// ------------------------------------------------------------------------------------------------------------
// Anamnese

export const useAnamnese = (pacienteId: string) =>
  useQuery({
    queryKey: pacienteKeys.anamnese(pacienteId),
    queryFn: async ({ signal }) =>
      (await call('anamnese.get', { params: { id: pacienteId }, signal, silent: true })).anamnese,
  });

/** Creates the anamnese (POST) or, when it exists, edits it in place (PUT /anamnese/{id}). */
export function useSaveAnamnese(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: AnamneseCreate }) =>
      (id
        ? await call('anamnese.update', { params: { id }, body })
        : await call('anamnese.create', { params: { id: pacienteId }, body })
      ).anamnese,
    onSuccess: (anamnese) => queryClient.setQueryData(pacienteKeys.anamnese(pacienteId), anamnese),
  });
}
