import { type DecisaoSecretaria, MSG_EQUIPE } from '@consultorio/contracts/equipe';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { forbidden } from '../lib/errors.ts';
import { currentUser } from './auth.ts';
import { planForRequest } from './plan-gate.ts';

/*
 * What a secretária may do (docs/product.md §15), decided once per route by its declaration's `secretaria`
 * (packages/contracts/src/api) and enforced here for every route that needs a session: the data she reaches is
 * already the titular's (the session check scopes the request by the account), this says which areas she may
 * enter. A titular passes untouched.
 */

/** onRequest hook (after the session check) of a `sessao` route: 403 in Portuguese when a secretária may not use it. */
export function portaoDaSecretaria(decisao: DecisaoSecretaria): onRequestHookHandler {
  return async function secretariaGate(req: FastifyRequest): Promise<void> {
    const auth = currentUser(req);
    if (auth.papel !== 'secretaria' || decisao === 'propria') return;
    if (decisao === 'nao') throw forbidden(MSG_EQUIPE.areaDoTitular);
    // A plan that no longer includes a team (downgraded, say) keeps her login but closes the practice to her.
    if ((await planForRequest(req)).limiteEquipe === 0) throw forbidden(MSG_EQUIPE.planoSemEquipe);
    if (decisao === 'financeiro' && !auth.acessoFinanceiro) throw forbidden(MSG_EQUIPE.semFinanceiro);
  };
}

/** True when the request is a secretária's: routes open to her hide or refuse the clinical fields. */
export const ehSecretaria = (req: FastifyRequest): boolean => req.auth?.papel === 'secretaria';

/** A record as a secretária may see it: its `observacoes` (the titular's notes) come back null to her. */
export const semObservacoesParaSecretaria = <T extends { observacoes: string | null }>(
  req: FastifyRequest,
  registro: T,
): T => (ehSecretaria(req) ? { ...registro, observacoes: null } : registro);

/**
 * A body as a secretária may send it: `observacoes` with text → 403 naming the field; empty (what she was shown)
 * is dropped, so the stored notes stay as they were.
 */
export function corpoSemObservacoesDaSecretaria<T extends { observacoes?: string | null }>(
  req: FastifyRequest,
  corpo: T,
  campo: string,
): T {
  if (!ehSecretaria(req)) return corpo;
  if (corpo.observacoes) throw forbidden(MSG_EQUIPE.campoClinico(campo));
  const { observacoes: _, ...resto } = corpo;
  return resto as T;
}
