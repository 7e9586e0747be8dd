import type { Log } from './log.ts';

/*
 * Who acted: one value, built once per request by the auth plugin (plugins/auth.ts) from the session, or by a job,
 * the seed and the operator's routes as the system, and passed to the services that need it (the audit writer,
 * a new session's client, a log-in's throttle). No service reads it from an HTTP request
 * (docs/decisions/0062-who-acted-is-a-value.md).
 */

/**
 * - `titular`: the psychologist, acting on her own account;
 * - `secretaria`: a secretária of hers, acting on the titular's account (docs/product.md §15);
 * - `paciente`: a patient, through a link or a page of their own (`paciente_id` says who);
 * - `sistema`: a scheduled job, the seed or the operator's routes;
 * - `anonimo`: a request without a session whose person is not known (a failed log-in, a reset request).
 */
export type TipoDeAtor = 'titular' | 'secretaria' | 'paciente' | 'sistema' | 'anonimo';

/** Where the act came from: an HTTP request, or the system's own runs. */
export type OrigemDoAto = 'requisicao' | 'tarefa' | 'seed' | 'cli';

export interface Ator {
  tipo: TipoDeAtor;
  /** The login that acted (the titular or her secretária); null for a patient, the system or nobody known. */
  usuario_id: string | null;
  /**
   * The account whose data the act touched: the titular's id, also when her secretária or a patient of hers acts.
   * Null when no account is known (a failed log-in of an unknown e-mail).
   */
  conta_id: string | null;
  /** The acting person's name, when known. */
  nome: string | null;
  /** The patient who acted, for `tipo: 'paciente'`. */
  paciente_id?: string | null;
  origem: OrigemDoAto;
  ip: string | null;
  /** The client's User-Agent header as sent. */
  user_agent: string | null;
}

/** Where a request came from: its address and User-Agent. */
export interface Cliente {
  ip: string | null;
  user_agent: string | null;
}

/** The login of a session: the titular, or her secretária acting on the titular's account. */
export interface LoginDoAtor {
  id: string;
  nome: string;
  papel: 'titular' | 'secretaria';
  contaId: string;
}

/** A login acting on its account (a session's request, a log-in line). */
export const atorDoLogin = (login: LoginDoAtor, cliente: Cliente): Ator => ({
  tipo: login.papel,
  usuario_id: login.id,
  conta_id: login.contaId,
  nome: login.nome,
  origem: 'requisicao',
  ip: cliente.ip,
  user_agent: cliente.user_agent,
});

/** A request without a session: nobody known, on no account until the service learns which one (`naConta`). */
export const atorAnonimo = (cliente: Cliente): Ator => ({
  tipo: 'anonimo',
  usuario_id: null,
  conta_id: null,
  nome: null,
  origem: 'requisicao',
  ip: cliente.ip,
  user_agent: cliente.user_agent,
});

/** A patient acting on the account of their psychologist (the reminder's link, the self-booking page). */
export const atorPaciente = (ator: Ator, contaId: string, pacienteId: string | null): Ator => ({
  ...ator,
  tipo: 'paciente',
  usuario_id: null,
  conta_id: contaId,
  nome: null,
  paciente_id: pacienteId,
});

/**
 * The system acting on an account: a scheduled job (`tarefa`), the seed, the operator's command line (`cli`), or
 * the operator's routes it calls (`requisicao`, with the request's client).
 */
export const atorDoSistema = (
  contaId: string | null,
  origem: OrigemDoAto,
  cliente: Cliente = { ip: null, user_agent: null },
): Ator => ({
  tipo: 'sistema',
  usuario_id: null,
  conta_id: contaId,
  nome: null,
  origem,
  ip: cliente.ip,
  user_agent: cliente.user_agent,
});

/** The same actor on the account `contaId` (a request without a session, once the service knows the account). */
export const naConta = (ator: Ator, contaId: string | null): Ator => ({ ...ator, conta_id: contaId });

/** Who asks, and where the service logs what fails on the side (a mail not sent): a request's, or a job's. */
export interface Pedido {
  ator: Ator;
  log: Log;
}
