import type {
  Agendamento,
  AgendamentoCreate,
  AgendamentoUpdate,
  Escopo,
} from '@consultorio/contracts/agendamentos';
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
 * Data of the agenda (docs/product.md §8.7), only through these hooks.
 * Keys: ['agendamentos', 'periodo', params] (the calendar), ['agendamentos', 'paciente', id, params] (patient tab),
 * ['agendamento', id].
 */
export const agendamentoKeys = {
  all: ['agendamentos'] as const,
  periodo: (p: PeriodoParams) => ['agendamentos', 'periodo', p] as const,
  paciente: (id: string, p: PacienteParams) => ['agendamentos', 'paciente', id, p] as const,
  detail: (id: string) => ['agendamento', id] as const,
};

export interface PeriodoParams {
  /** Instants with offset: the calendar's visible range. */
  inicio: string;
  fim: string;
  paciente_id?: string | null;
}

/** Page size the calendar asks for (the API's maximum); a busy month takes a few pages. */
const POR_PAGINA = 100;

/**
 * Every appointment starting in the visible range. Silent (no full-screen overlay while browsing weeks): the page
 * shows its own progress. The previous range stays on screen while the next one loads.
 */
export const useAgendamentosPeriodo = (params: PeriodoParams | null) =>
  useQuery({
    queryKey: agendamentoKeys.periodo(params ?? { inicio: '', fim: '' }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const out: Agendamento[] = [];
      for (let page = 1; ; page++) {
        const res = await call('agendamentos.list', {
          query: { ...params, page, per_page: POR_PAGINA },
          signal,
          silent: true,
        });
        out.push(...res.agendamentos);
        if (page >= res.pagination.last_page) return out;
      }
    },
  });

export interface PacienteParams {
  mes?: number;
  ano?: number;
  page: number;
  per_page: number;
}

export const useAgendamentosPaciente = (pacienteId: string, params: PacienteParams) =>
  useQuery({
    queryKey: agendamentoKeys.paciente(pacienteId, params),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      call('agendamentos.paciente', {
        params: { id: pacienteId },
        query: params,
        signal,
        silent: true,
      }),
  });

/** After any change: the calendar, the patient's file (próxima sessão, sessions), the lists and the dashboard. */
function refresh(queryClient: QueryClient) {
  for (const queryKey of [['agendamentos'], ['agendamento'], ['paciente'], ['pacientes'], ['dashboard']]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

export function useCreateAgendamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgendamentoCreate) => call('agendamentos.create', { body }),
    onSuccess: () => refresh(queryClient),
  });
}

export interface UpdateVars {
  id: string;
  body: AgendamentoUpdate;
  escopo?: Escopo;
}

export function useUpdateAgendamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, escopo }: UpdateVars) =>
      call('agendamentos.update', { params: { id }, body, query: { escopo } }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useDeleteAgendamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, escopo }: { id: string; escopo?: Escopo }) =>
      call('agendamentos.delete', { params: { id }, query: { escopo } }),
    onSuccess: () => refresh(queryClient),
  });
}

/** The patient (same key and shape as the patients area's detail query, so the cache is shared). */
export const usePacienteDaFicha = (id: string, enabled = true) =>
  useQuery({
    queryKey: ['paciente', id] as const,
    enabled,
    queryFn: async ({ signal }) =>
      (await call('pacientes.get', { params: { id }, signal, silent: true })).paciente,
  });

/**
 * The reminder for WhatsApp of one open appointment (docs/product.md §13): the message and the wa.me link,
 * asked when the appointment's dialog opens so the button is a plain link (no pop-up blocker in the way).
 */
export const useLembreteWhatsapp = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...agendamentoKeys.detail(id), 'lembrete'],
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) => call('agendamentos.lembrete', { params: { id }, signal, silent: true }),
  });

/** Aceitar or Recusar an online booking waiting for the psychologist (docs/product.md §16). */
export function useResponderPedido() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resposta }: { id: string; resposta: 'aceitar' | 'recusar' }) =>
      call(resposta === 'aceitar' ? 'agendamentoOnline.aceitar' : 'agendamentoOnline.recusar', {
        params: { id },
      }),
    onSuccess: () => refresh(queryClient),
  });
}

/** Links an online booking to a patient of the account (docs/product.md §16). */
export function useVincularPaciente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paciente_id }: { id: string; paciente_id: string }) =>
      call('agendamentoOnline.vincular', { params: { id }, body: { paciente_id } }),
    onSuccess: () => refresh(queryClient),
  });
}

/**
 * "Cadastrar paciente": a new patient from what the visitor typed (name, e-mail, phone), then linked to the
 * booking. The patient limit of the plan applies as on the patients screen.
 */
export function useCadastrarEVincular() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      nome,
      email,
      telefone,
    }: {
      id: string;
      nome: string;
      email: string | null;
      telefone: string;
    }) => {
      const { paciente } = await call('pacientes.create', {
        body: { nome, email: email ?? undefined, telefone },
      });
      return call('agendamentoOnline.vincular', { params: { id }, body: { paciente_id: paciente.id } });
    },
    onSuccess: () => {
      refresh(queryClient);
      void planStore.load().catch(() => undefined);
    },
  });
}
