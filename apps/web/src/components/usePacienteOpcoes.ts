import type { PacienteResumo } from '@consultorio/contracts/pacientes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../api/client';

/**
 * The patients matching a search (name, CPF or e-mail, accents ignored; the first 20 by name), for the patient
 * picker. Under the `['pacientes']` key, so any change to the patients refreshes it.
 */
export const usePacienteOpcoes = (busca: string) =>
  useQuery({
    queryKey: ['pacientes', 'opcoes', busca] as const,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<PacienteResumo[]> =>
      (
        await call('pacientes.list', {
          query: { busca: busca || undefined, per_page: 20, ordenar: 'nome' },
          signal,
          silent: true,
        })
      ).pacientes,
  });
