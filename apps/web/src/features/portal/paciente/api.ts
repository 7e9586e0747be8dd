import type { FormularioResposta } from '@consultorio/contracts/portal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointUrl, openFile, upload } from '../../../api/client';
import { type PortalSessao, setPortalSessao } from '../../../lib/storage';

/*
 * The patient's side of "Área do paciente" (docs/product.md §17), only through these hooks. Every read is silent
 * (the page shows its own skeletons) and keyed under ['portal', …], so leaving the page drops them all at once.
 * The client puts the portal session's token on these routes (api/client.ts, docs/decisions/0075-patient-portal-screens.md).
 */
export const portalKeys = {
  todas: ['portal'] as const,
  acesso: (token: string) => ['portal', 'acesso', token] as const,
  inicio: ['portal', 'inicio'] as const,
  documentos: ['portal', 'documentos'] as const,
  formularios: ['portal', 'formularios'] as const,
  formulario: (id: string) => ['portal', 'formularios', id] as const,
  cobrancas: ['portal', 'cobrancas'] as const,
};

/** How this link is entered: with the birth date, or with a code e-mailed (no birth date on file). */
export const useAcessoPortal = (token: string) =>
  useQuery({
    queryKey: portalKeys.acesso(token),
    retry: false,
    queryFn: async ({ signal }) =>
      (await call('portal.acesso', { params: { token }, signal, silent: true })).acesso,
  });

/** Enters with the birth date (ISO) or the code; the session is kept for this tab only. */
export function useEntrarPortal(token: string) {
  return useMutation({
    mutationFn: async (prova: { data_nascimento: string } | { codigo: string }): Promise<PortalSessao> => {
      const r = await call('portal.entrar', { body: { token, ...prova }, silent: true });
      return { token: r.token, link: token, paciente: r.paciente, profissional: r.profissional };
    },
    onSuccess: setPortalSessao,
  });
}

export const useEnviarCodigo = (token: string) =>
  useMutation({ mutationFn: () => call('portal.codigo', { body: { token }, silent: true }) });

export const useInicioPortal = () =>
  useQuery({
    queryKey: portalKeys.inicio,
    queryFn: ({ signal }) => call('portal.inicio', { signal, silent: true }),
  });

/** Confirming or cancelling a session: the home is read again (the list and the counts). */
export function useResponderSessao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, acao, motivo }: { id: string; acao: 'confirmar' | 'cancelar'; motivo?: string }) =>
      acao === 'confirmar'
        ? call('portal.confirmar', { params: { id } })
        : call('portal.cancelar', { params: { id }, body: { motivo: motivo?.trim() || null } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: portalKeys.inicio }),
  });
}

export const useDocumentosPortal = () =>
  useQuery({
    queryKey: portalKeys.documentos,
    queryFn: async ({ signal }) => (await call('portal.documentos', { signal, silent: true })).documentos,
  });

/**
 * Opens the document's PDF in a new tab (the first opening is the proof of delivery the psychologist sees); the
 * list and the home's "novo" count are read again.
 */
export function useAbrirDocumento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const aberto = await openFile(endpointUrl('portal.documentoPdf', { id }), { silent: true });
      if (!aberto) throw new Error('O navegador bloqueou a nova aba. Permita pop-ups para este site.');
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: portalKeys.documentos });
      void queryClient.invalidateQueries({ queryKey: portalKeys.inicio });
    },
  });
}

export const useFormulariosPortal = () =>
  useQuery({
    queryKey: portalKeys.formularios,
    queryFn: async ({ signal }) => (await call('portal.formularios', { signal, silent: true })).formularios,
  });

export const useFormularioPortal = (id: string) =>
  useQuery({
    queryKey: portalKeys.formulario(id),
    // The draft on screen is the patient's: a refetch must never replace what they are typing.
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) =>
      (await call('portal.formularioPaciente', { params: { id }, signal, silent: true })).formulario,
  });

/** Saves the draft (`enviar: false`, silently, as the patient types) or sends the answers. */
export function useResponderFormulario(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FormularioResposta) =>
      (await call('portal.responderFormulario', { params: { id }, body, silent: true })).formulario,
    onSuccess: (formulario) => {
      if (formulario.status === 'pendente') return;
      queryClient.setQueryData(portalKeys.formulario(id), formulario);
      // The list only: the form's own key starts with the list's, and its answer is the one just set.
      void queryClient.invalidateQueries({ queryKey: portalKeys.formularios, exact: true });
      void queryClient.invalidateQueries({ queryKey: portalKeys.inicio });
    },
  });
}

/** The patient's charges (docs/product.md §18): the open ones with their PIX code and QR image. */
export const useCobrancasPortal = () =>
  useQuery({
    queryKey: portalKeys.cobrancas,
    queryFn: async ({ signal }) => (await call('cobrancas.portal', { signal, silent: true })).cobrancas,
  });

/** "Já paguei": the comprovante goes up (multipart `comprovante`); the list and the home's count are read again. */
export function useInformarPagamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, arquivo }: { id: string; arquivo: File }) => {
      const form = new FormData();
      form.append('comprovante', arquivo);
      return upload(endpointUrl('cobrancas.informarPagamento', { id }), form, { silent: true });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: portalKeys.cobrancas });
      void queryClient.invalidateQueries({ queryKey: portalKeys.inicio });
    },
  });
}

export const sairDoPortal = () => call('portal.sair', { silent: true });
