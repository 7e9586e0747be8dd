import {
  type Documento,
  type DocumentoCreate,
  type DocumentoUpdate,
  nomeArquivoAssinado,
  nomeArquivoDocumento,
  nomeArquivoProtocolo,
} from '@consultorio/contracts/documentos';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, downloadFile, endpointUrl } from '../../api/client';
import { corpoDaAssinatura, type EnvioA1 } from '../../components/assinatura/assinatura';

/**
 * Data of the documents area (docs/product.md §14), only through these hooks. Key: ['documentos', pacienteId].
 * The patient shown in the preview uses the patients area's key (['paciente', id]) so the cache is the patient
 * file's. The kinds and their sections are the contract's constants (`MODELOS_DOCUMENTO`), the same the API answers
 * in `GET /documentos/modelos`.
 */
export const documentoKeys = {
  paciente: (pacienteId: string) => ['documentos', pacienteId] as const,
};

/** The patient's documents, newest first. Silent: a tab's read never flashes the global overlay. */
export const useDocumentos = (pacienteId: string) =>
  useQuery({
    queryKey: documentoKeys.paciente(pacienteId),
    queryFn: async ({ signal }) =>
      (await call('documentos.list', { params: { id: pacienteId }, signal, silent: true })).documentos,
  });

/** The patient named in the document (same cache as the patient file). */
export const usePacienteDoDocumento = (pacienteId: string) =>
  useQuery({
    queryKey: ['paciente', pacienteId] as const,
    queryFn: async ({ signal }) =>
      (await call('pacientes.get', { params: { id: pacienteId }, signal, silent: true })).paciente,
  });

const afterChange = (queryClient: QueryClient, pacienteId: string) => {
  void queryClient.invalidateQueries({ queryKey: documentoKeys.paciente(pacienteId) });
  void queryClient.invalidateQueries({ queryKey: ['auditoria'] });
};

export function useCreateDocumento(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DocumentoCreate) =>
      (await call('documentos.create', { params: { id: pacienteId }, body })).documento,
    onSuccess: () => afterChange(queryClient, pacienteId),
  });
}

export function useUpdateDocumento(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: DocumentoUpdate }) =>
      (await call('documentos.update', { params: { id }, body })).documento,
    onSuccess: () => afterChange(queryClient, pacienteId),
  });
}

export function useDeleteDocumento(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('documentos.delete', { params: { id } }),
    onSuccess: () => afterChange(queryClient, pacienteId),
  });
}

/**
 * Puts the document in the patient's page or takes it back (docs/product.md §17): the list shows when it was
 * delivered and when the patient first opened it (docs/decisions/0074-document-delivery-proof.md).
 */
export function useEntregaDocumento(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ documento, entregar }: { documento: Documento; entregar: boolean }) =>
      (
        await call(entregar ? 'portal.entregarDocumento' : 'portal.recolherDocumento', {
          params: { id: documento.id },
        })
      ).documento,
    onSuccess: () => afterChange(queryClient, pacienteId),
  });
}

export type ArquivoDocumento = 'pdf' | 'protocolo';

/**
 * Downloads the document's PDF or its delivery receipt (art. 16 §1) under the server's file name, else the
 * contract's (which names the patient by id, never by name: docs/security.md).
 */
export function useBaixarDocumento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documento, arquivo }: { documento: Documento; arquivo: ArquivoDocumento }) =>
      arquivo === 'pdf'
        ? downloadFile(endpointUrl('documentos.pdf', { id: documento.id }), nomeArquivoDocumento(documento))
        : downloadFile(
            endpointUrl('documentos.protocolo', { id: documento.id }),
            nomeArquivoProtocolo(documento),
          ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['auditoria'] }),
  });
}

/** Signs the document with an A1 certificate and downloads the signed PDF (the shared dialog runs it). */
export const assinarDocumento = (documento: Documento, envio: EnvioA1) =>
  downloadFile(endpointUrl('documentos.assinar', { id: documento.id }), nomeArquivoAssinado(documento), {
    method: 'POST',
    body: corpoDaAssinatura(envio),
  });
