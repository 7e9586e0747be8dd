import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

export interface AuditoriaParams {
  page: number;
  per_page: number;
  acao?: string | null;
  data_inicio?: string | null;
  data_fim?: string | null;
}

/** GET /user/auditoria: the user's own access trail (docs/product.md §9.2). Key ['auditoria', params]. */
export const useAuditoria = (params: AuditoriaParams) =>
  useQuery({
    queryKey: ['auditoria', params] as const,
    queryFn: ({ signal }) => call('usuario.auditoria', { query: params, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
