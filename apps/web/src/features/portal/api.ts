import type { ModeloFormulario, PortalConfigInput } from '@consultorio/contracts/portal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';

/*
 * The psychologist's side of "Área do paciente" (docs/product.md §17): the patient's link, the forms sent and
 * their answers, the documents delivered, and Perfil's settings — only through these hooks. Keys:
 * ['portal-link', pacienteId], ['formularios', pacienteId], ['formulario', id], ['user', 'portal'].
 */
export const gestaoKeys = {
  link: (pacienteId: string) => ['portal-link', pacienteId] as const,
  formularios: (pacienteId: string) => ['formularios', pacienteId] as const,
  formulario: (id: string) => ['formulario', id] as const,
  config: ['user', 'portal'] as const,
  /** The documents area's own key (features/documentos/api.ts): delivering changes its list. */
  documentos: (pacienteId: string) => ['documentos', pacienteId] as const,
};

export const useLinkDoPortal = (pacienteId: string, enabled = true) =>
  useQuery({
    queryKey: gestaoKeys.link(pacienteId),
    enabled,
    queryFn: async ({ signal }) =>
      (await call('portal.statusLink', { params: { id: pacienteId }, signal, silent: true })).portal,
  });

/** Creates (or replaces) the link; the answer is the only time its address is known. */
export function useCriarLink(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enviar_email: boolean) =>
      (await call('portal.criarLink', { params: { id: pacienteId }, body: { enviar_email } })).portal,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gestaoKeys.link(pacienteId) }),
  });
}

export function useRevogarLink(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('portal.revogarLink', { params: { id: pacienteId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gestaoKeys.link(pacienteId) }),
  });
}

export const useFormulariosDoPaciente = (pacienteId: string, enabled = true) =>
  useQuery({
    queryKey: gestaoKeys.formularios(pacienteId),
    enabled,
    queryFn: async ({ signal }) =>
      (await call('portal.formulariosDoPaciente', { params: { id: pacienteId }, signal, silent: true }))
        .formularios,
  });

export function useEnviarFormulario(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (modelo: ModeloFormulario) =>
      (await call('portal.enviarFormulario', { params: { id: pacienteId }, body: { modelo } })).formulario,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gestaoKeys.formularios(pacienteId) }),
  });
}

/** Withdraws a form still waiting: it leaves the patient's page, with his draft. */
export function useRecolherFormulario(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('portal.recolherFormulario', { params: { id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: gestaoKeys.formularios(pacienteId) }),
  });
}

/** A form with the patient's answers (reading a pré-anamnese is audited). */
export const useFormulario = (id: string | null) =>
  useQuery({
    queryKey: gestaoKeys.formulario(id ?? ''),
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (await call('portal.formulario', { params: { id: id ?? '' }, signal, silent: true })).formulario,
  });

/** Applies the answers: the record (ficha) or the anamnese (pré-anamnese) is read again everywhere. */
export function useAplicarFormulario(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('portal.aplicarFormulario', { params: { id } }),
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: gestaoKeys.formularios(pacienteId) });
      void queryClient.invalidateQueries({ queryKey: gestaoKeys.formulario(r.formulario.id) });
      void queryClient.invalidateQueries({ queryKey: ['paciente', pacienteId] });
      void queryClient.invalidateQueries({ queryKey: ['auditoria'] });
    },
  });
}

/** The patient's documents (the documents area's list and key), to show which were delivered and opened. */
export const useDocumentosDoPaciente = (pacienteId: string, enabled = true) =>
  useQuery({
    queryKey: gestaoKeys.documentos(pacienteId),
    enabled,
    queryFn: async ({ signal }) =>
      (await call('documentos.list', { params: { id: pacienteId }, signal, silent: true })).documentos,
  });

export const useConfigDoPortal = (enabled: boolean) =>
  useQuery({
    queryKey: gestaoKeys.config,
    enabled,
    queryFn: async ({ signal }) => (await call('portal.config', { signal, silent: true })).portal_config,
  });

export function useSalvarConfigDoPortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PortalConfigInput) =>
      (await call('portal.salvarConfig', { body })).portal_config,
    onSuccess: (config) => queryClient.setQueryData(gestaoKeys.config, config),
  });
}

/** The patient (the patients area's key, ['paciente', id]): the e-mail and phone the link is sent to. */
export const usePacienteDoPortal = (pacienteId: string) =>
  useQuery({
    queryKey: ['paciente', pacienteId] as const,
    queryFn: async ({ signal }) =>
      (await call('pacientes.get', { params: { id: pacienteId }, signal, silent: true })).paciente,
  });
