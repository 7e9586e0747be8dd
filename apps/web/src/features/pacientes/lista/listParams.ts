import { STATUS_TRATAMENTO, type StatusTratamento } from '@consultorio/contracts/pacientes';
import type { PacientesListParams } from '../api';

/** Page size of the patients' list (docs/product.md §7.4: default 10). */
export const PACIENTES_PER_PAGE = 10;

/**
 * The list's state lives in the URL (`/pacientes?busca=joao&status=alta&page=2`), so a reload, the back button or
 * a shared link shows the same page. Unknown or malformed values fall back to the defaults.
 */
export function readListParams(search: URLSearchParams): PacientesListParams {
  const busca = (search.get('busca') ?? '').trim().slice(0, 100);
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    busca: busca || undefined,
    status_tratamento: STATUS_TRATAMENTO.includes(status as StatusTratamento)
      ? (status as StatusTratamento)
      : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    per_page: PACIENTES_PER_PAGE,
  };
}

/** The URL query of a list state, without the defaults (page 1, no filter). */
export function writeListParams(params: Partial<PacientesListParams>): URLSearchParams {
  const out = new URLSearchParams();
  const busca = params.busca?.trim();
  if (busca) out.set('busca', busca);
  if (params.status_tratamento) out.set('status', params.status_tratamento);
  if (params.page && params.page > 1) out.set('page', String(params.page));
  return out;
}

/** Changing the search or the filter starts again at page 1. */
export function withFilter(
  current: PacientesListParams,
  change: Partial<Pick<PacientesListParams, 'busca' | 'status_tratamento'>>,
): URLSearchParams {
  return writeListParams({ ...current, ...change, page: 1 });
}
