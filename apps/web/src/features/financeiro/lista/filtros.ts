import {
  CATEGORIAS,
  CATEGORIAS_POR_TIPO,
  type Categoria,
  type LancamentosQuery,
  STATUS_LANCAMENTO,
  type StatusLancamento,
  TIPOS_LANCAMENTO,
  type TipoLancamento,
} from '@consultorio/contracts/financeiro';
import { hojeEm } from '@consultorio/contracts/pacientes';

/**
 * The list's filters live in the address (`/financeiro/lista?periodo=ano&ano=2026&status=pendente`), so a link from
 * the dashboard opens the list already filtered and a reload keeps them.
 */
export type Periodo = 'mes' | 'ano' | 'tudo';

export interface FiltrosLista {
  periodo: Periodo;
  /** YYYY-MM when periodo = mes. */
  mes: string;
  /** When periodo = ano. */
  ano: number;
  tipo: TipoLancamento | null;
  categoria: Categoria | null;
  status: StatusLancamento | null;
  paciente_id: string | null;
  busca: string;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null =>
  v && (values as readonly string[]).includes(v) ? (v as T) : null;

export function lerFiltros(params: URLSearchParams, hoje = hojeEm()): FiltrosLista {
  const mes = /^\d{4}-(0[1-9]|1[0-2])$/.test(params.get('mes') ?? '')
    ? (params.get('mes') as string)
    : hoje.slice(0, 7);
  const ano = Number(params.get('ano'));
  const tipo = oneOf(TIPOS_LANCAMENTO, params.get('tipo'));
  const categoria = oneOf(CATEGORIAS, params.get('categoria'));
  return {
    periodo: oneOf(['mes', 'ano', 'tudo'] as const, params.get('periodo')) ?? 'mes',
    mes,
    ano: Number.isInteger(ano) && ano >= 2000 && ano <= 2100 ? ano : Number(mes.slice(0, 4)),
    tipo,
    categoria: categoria && (!tipo || CATEGORIAS_POR_TIPO[tipo].includes(categoria)) ? categoria : null,
    status: oneOf(STATUS_LANCAMENTO, params.get('status')),
    paciente_id: params.get('paciente_id') || null,
    busca: params.get('busca') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** Back to the address: defaults are left out, so the plain /financeiro/lista stays plain. */
export function escreverFiltros(f: FiltrosLista, hoje = hojeEm()): URLSearchParams {
  const p = new URLSearchParams();
  if (f.periodo !== 'mes') p.set('periodo', f.periodo);
  if (f.periodo === 'mes' && f.mes !== hoje.slice(0, 7)) p.set('mes', f.mes);
  if (f.periodo === 'ano') p.set('ano', String(f.ano));
  if (f.tipo) p.set('tipo', f.tipo);
  if (f.categoria) p.set('categoria', f.categoria);
  if (f.status) p.set('status', f.status);
  if (f.paciente_id) p.set('paciente_id', f.paciente_id);
  if (f.busca.trim()) p.set('busca', f.busca.trim());
  if (f.page > 1) p.set('page', String(f.page));
  return p;
}

export const PER_PAGE = 20;

export function toQuery(f: FiltrosLista): LancamentosQuery {
  return {
    ...(f.periodo === 'mes' ? { ano: Number(f.mes.slice(0, 4)), mes: Number(f.mes.slice(5, 7)) } : {}),
    ...(f.periodo === 'ano' ? { ano: f.ano } : {}),
    tipo: f.tipo ?? undefined,
    categoria: f.categoria ?? undefined,
    status: f.status ?? undefined,
    paciente_id: f.paciente_id ?? undefined,
    busca: f.busca.trim() || undefined,
    page: f.page,
    per_page: PER_PAGE,
  };
}

/** The year the CSV export covers: the one being looked at (the current one for "tudo"). */
export const anoDoFiltro = (f: FiltrosLista, hoje = hojeEm()): number =>
  f.periodo === 'mes' ? Number(f.mes.slice(0, 4)) : f.periodo === 'ano' ? f.ano : Number(hoje.slice(0, 4));

export const temFiltros = (f: FiltrosLista): boolean =>
  !!(f.tipo || f.categoria || f.status || f.paciente_id || f.busca.trim());
