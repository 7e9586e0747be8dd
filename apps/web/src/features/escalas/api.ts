import type { EscalaEnviar, EscalaRegistrar } from '@consultorio/contracts/escalas';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';

/**
 * Data of the scales area (docs/escalas.md, docs/product.md §19), only through these hooks. Key:
 * ['escalas', pacienteId]. A change also refreshes the patient ['paciente', id] and the lists ['pacientes'], which
 * carry the alert marker (`alerta_escala`), and the audit log.
 */
export const escalaKeys = {
  paciente: (pacienteId: string) => ['escalas', pacienteId] as const,
};

/** Every application of the patient, newest first, and the live schedules. Silent: a tab's read. */
export const useEscalas = (pacienteId: string) =>
  useQuery({
    queryKey: escalaKeys.paciente(pacienteId),
    queryFn: ({ signal }) => call('escalas.doPaciente', { params: { id: pacienteId }, signal, silent: true }),
  });

const depois = (queryClient: QueryClient, pacienteId: string) => {
  void queryClient.invalidateQueries({ queryKey: escalaKeys.paciente(pacienteId) });
  void queryClient.invalidateQueries({ queryKey: ['paciente', pacienteId], exact: true });
  void queryClient.invalidateQueries({ queryKey: ['pacientes'] });
  void queryClient.invalidateQueries({ queryKey: ['auditoria'] });
};

/** "Enviar escala": to the patient's page, once or on a schedule. */
export function useEnviarEscala(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EscalaEnviar) =>
      (await call('escalas.enviar', { params: { id: pacienteId }, body })).aplicacao,
    onSuccess: () => depois(queryClient, pacienteId),
  });
}

/** A scale applied on paper in the session, typed in. */
export function useRegistrarEscala(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EscalaRegistrar) =>
      (await call('escalas.registrar', { params: { id: pacienteId }, body })).aplicacao,
    onSuccess: () => depois(queryClient, pacienteId),
  });
}

/** "Encerrar": the schedule ends and the application still waiting leaves the patient's page. */
export function useEncerrarEscala(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (aplicacaoId: string) =>
      (await call('escalas.encerrar', { params: { id: aplicacaoId } })).aplicacao,
    onSuccess: () => depois(queryClient, pacienteId),
  });
}

/** "Marcar como visto": the alert leaves the file and the patient list. */
export function useMarcarAlertaVisto(pacienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (aplicacaoId: string) =>
      (await call('escalas.alertaVisto', { params: { id: aplicacaoId } })).aplicacao,
    onSuccess: () => depois(queryClient, pacienteId),
  });
}
