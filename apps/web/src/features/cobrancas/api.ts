import type { CobrancaConfigInput, CobrancaCreate, CobrancasQuery } from '@consultorio/contracts/cobrancas';
import type { FormaPagamento } from '@consultorio/contracts/sessoes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointUrl, openFile } from '../../api/client';

/**
 * Charges to patients by PIX (docs/product.md §18). Paying one changes sessions, finance entries and the
 * Carnê-Leão, so a payment invalidates those areas' keys too.
 */
export const cobrancasKeys = {
  all: ['cobrancas'] as const,
  list: (q: CobrancasQuery) => ['cobrancas', 'list', q] as const,
  detail: (id: string) => ['cobrancas', 'detail', id] as const,
  previa: (mes: string) => ['cobrancas', 'previa', mes] as const,
  config: ['cobrancas', 'config'] as const,
};

export const useCobrancaConfig = (enabled = true) =>
  useQuery({
    queryKey: cobrancasKeys.config,
    queryFn: async ({ signal }) => (await call('cobrancas.config', { signal, silent: true })).cobranca_config,
    enabled,
  });

export function useSalvarCobrancaConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CobrancaConfigInput) =>
      (await call('cobrancas.salvarConfig', { body })).cobranca_config,
    onSuccess: (config) => queryClient.setQueryData(cobrancasKeys.config, config),
  });
}

export const useCobrancas = (q: CobrancasQuery, enabled = true) =>
  useQuery({
    queryKey: cobrancasKeys.list(q),
    queryFn: ({ signal }) => call('cobrancas.list', { query: q, signal, silent: true }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useCobranca = (id: string) =>
  useQuery({
    queryKey: cobrancasKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await call('cobrancas.get', { params: { id }, signal, silent: true })).cobranca,
  });

export const usePreviaMes = (mes: string | null) =>
  useQuery({
    queryKey: cobrancasKeys.previa(mes ?? ''),
    queryFn: ({ signal }) => call('cobrancas.previaMes', { query: { mes: mes ?? '' }, signal, silent: true }),
    enabled: !!mes,
  });

/** After any change: the charges, and what a payment moves (sessions, finance, Carnê-Leão, dashboards). */
function useInvalidar() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of [cobrancasKeys.all, ['financeiros'], ['dashboard'], ['carne-leao'], ['paciente']]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };
}

export function useCobrarMes() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (mes: string) => call('cobrancas.mes', { body: { mes } }),
    onSettled: invalidar,
  });
}

export function useCriarCobranca() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: async (body: CobrancaCreate) => (await call('cobrancas.create', { body })).cobranca,
    onSettled: invalidar,
  });
}

export function usePagarCobranca(id: string) {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: async (body: { data_pagamento?: string; forma_pagamento?: FormaPagamento }) =>
      (await call('cobrancas.pagar', { params: { id }, body })).cobranca,
    onSettled: invalidar,
  });
}

export function useCancelarCobranca(id: string) {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: async () => (await call('cobrancas.cancelar', { params: { id } })).cobranca,
    onSettled: invalidar,
  });
}

export function useRecusarComprovante(id: string) {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: async (motivo: string) =>
      (await call('cobrancas.recusarComprovante', { params: { id }, body: { motivo } })).cobranca,
    onSettled: invalidar,
  });
}

/** The patient's comprovante in a new tab (a PDF or an image the browser shows). */
export const abrirComprovante = (id: string) =>
  openFile(endpointUrl('cobrancas.comprovante', { id }), { silent: true });

/** The paid charge's receipt (the PDF the patient also finds in the patient's page). */
export const abrirRecibo = (id: string) =>
  openFile(endpointUrl('cobrancas.recibo', { id }), { silent: true });

/** The patient's phone, for "Enviar por WhatsApp". */
export const usePacienteDaCobranca = (pacienteId: string | undefined) =>
  useQuery({
    queryKey: ['paciente', pacienteId],
    queryFn: async ({ signal }) =>
      (await call('pacientes.get', { params: { id: pacienteId ?? '' }, signal, silent: true })).paciente,
    enabled: !!pacienteId,
  });
