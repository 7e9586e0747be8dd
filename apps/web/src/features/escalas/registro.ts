import { motivoDataInvalida } from '@consultorio/contracts/common';
import {
  DEFINICOES_ESCALA,
  type Escala,
  type EscalaRegistrar,
  MSG_ESCALAS,
} from '@consultorio/contracts/escalas';
import { brDateToIso } from '../../lib/masks';
import { listaPt } from '../../plano/format';

/** The paper form's values: the day as dd/mm/aaaa (empty: today) and one answer per item, null until chosen. */
export interface RegistroValores {
  escala: Escala;
  data: string;
  respostas: (number | null)[];
}

export const registroVazio = (escala: Escala): RegistroValores => ({
  escala,
  data: '',
  respostas: DEFINICOES_ESCALA[escala].itens.map(() => null),
});

export interface RegistroValidado {
  /** The body of `POST /paciente/{id}/escalas/respostas`, when nothing is missing. */
  corpo: EscalaRegistrar | null;
  /** Each item left unanswered (0-based) with its message. */
  itens: Record<number, string>;
  /** "Responda todas…" with the items missing, for the form's alert; null when all are answered. */
  resumo: string | null;
  data: string | null;
}

const listaDeItens = (n: number[]) => `${n.length === 1 ? 'item' : 'itens'} ${listaPt(n.map(String))}`;

/**
 * The paper form checked before it is sent: every item answered (the API would answer 422 for a short list) and a
 * real day not after `hoje` (YYYY-MM-DD, the practice's today). The messages name what to fix.
 */
export function validarRegistro(v: RegistroValores, hoje: string): RegistroValidado {
  const total = DEFINICOES_ESCALA[v.escala].itens.length;
  const faltando = v.respostas.flatMap((r, i) => (r === null ? [i] : []));
  const itens = Object.fromEntries(
    faltando.map((i) => [i, `Escolha a resposta do item ${i + 1}.`] as const),
  ) as Record<number, string>;
  const resumo =
    faltando.length === 0
      ? null
      : `Responda todas as ${total} perguntas: ${faltando.length === 1 ? 'falta o' : 'faltam os'} ${listaDeItens(faltando.map((i) => i + 1))}.`;
  const texto = v.data.trim();
  const iso = texto === '' ? undefined : brDateToIso(texto);
  const data =
    iso === null
      ? motivoDataInvalida(texto)
      : iso !== undefined && iso > hoje
        ? MSG_ESCALAS.dataFutura
        : null;
  const corpo =
    resumo === null && data === null
      ? { escala: v.escala, respostas: v.respostas as number[], ...(iso ? { data: iso } : {}) }
      : null;
  return { corpo, itens, resumo, data };
}
