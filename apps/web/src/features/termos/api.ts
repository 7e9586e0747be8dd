import {
  type ModeloComTexto,
  nomeArquivoTermo,
  type TermoCreate,
  type TermoResumo,
} from '@consultorio/contracts/termos';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, downloadFile, endpointUrl } from '../../api/client';
import { corpoDaAssinatura, type EnvioA1 } from '../../components/assinatura/assinatura';

/**
 * Data of the terms area (docs/product.md §20), only through these hooks. Keys: ['termos', pacienteId] — the same
 * the minor's notice (components/termos) reads — and ['termos-modelos'].
 */
export const termoKeys = {
  paciente: (pacienteId: string) => ['termos', pacienteId] as const,
  modelos: ['termos-modelos'] as const,
};

/** The patient's terms and whether a minor's authorisation is missing. Silent: a tab's read never flashes the overlay. */
export const useTermos = (pacienteId: string) =>
  useQuery({
    queryKey: termoKeys.paciente(pacienteId),
    queryFn: ({ signal }) => call('termos.list', { params: { id: pacienteId }, signal, silent: true }),
  });

export const useModelosTermo = () =>
  useQuery({
    queryKey: termoKeys.modelos,
    queryFn: ({ signal }) => call('termos.modelos', { signal, silent: true }),
  });

const depois = (queryClient: QueryClient, pacienteId: string) => {
  void queryClient.invalidateQueries({ queryKey: termoKeys.paciente(pacienteId) });
  void queryClient.invalidateQueries({ queryKey: ['auditoria'] });
};

/** The text the patient would receive, filled, not saved. */
export const usePreviaTermo = (pacienteId: string) =>
  useMutation({
    mutationFn: async (body: TermoCreate) =>
      (await call('termos.previa', { params: { id: pacienteId }, body, silent: true })).previa,
  });

export function useEnviarTermo(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TermoCreate) =>
      (await call('termos.enviar', { params: { id: pacienteId }, body })).termo,
    onSuccess: () => depois(queryClient, pacienteId),
  });
}

export function useCancelarTermo(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await call('termos.cancelar', { params: { id } })).termo,
    onSuccess: () => depois(queryClient, pacienteId),
  });
}

const nomeDoArquivo = (t: TermoResumo, pacienteId: string, sufixo = '') =>
  nomeArquivoTermo({ modelo: t.modelo, paciente_id: pacienteId, criado_em: t.criado_em }, sufixo);

/** Downloads the term's PDF under the server's file name (the patient by id, never by name: docs/security.md). */
export function useBaixarTermo(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (t: TermoResumo) =>
      downloadFile(endpointUrl('termos.pdf', { id: t.id }), nomeDoArquivo(t, pacienteId)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['auditoria'] }),
  });
}

/** Signs the term's PDF with her A1 certificate and downloads it, as documents are signed (the shared dialog runs it). */
export const assinarTermoA1 = (pacienteId: string, termo: TermoResumo, envio: EnvioA1) =>
  downloadFile(
    endpointUrl('termos.assinarA1', { id: termo.id }),
    nomeDoArquivo(termo, pacienteId, '-assinado'),
    {
      method: 'POST',
      body: corpoDaAssinatura(envio),
    },
  );

export function useSalvarModelo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ modelo, texto }: { modelo: ModeloComTexto; texto: string }) =>
      (await call('termos.salvarModelo', { params: { modelo }, body: { texto } })).modelo,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: termoKeys.modelos }),
  });
}

export function useRestaurarModelo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (modelo: ModeloComTexto) =>
      (await call('termos.restaurarModelo', { params: { modelo } })).modelo,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: termoKeys.modelos }),
  });
}
