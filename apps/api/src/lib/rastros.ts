import type { Rastreador, ResumoDoJob, SistemaDeBanco } from './rastros-otel.ts';

export type { Rastreador, ResumoDoJob, SistemaDeBanco };

/*
 * Traces on demand (docs/operations.md "Traces", docs/decisions/0093-traces.md). This file is the switch the seams
 * call — plugins/rastros.ts (requests), db/rastreio.ts (statements), lib/scheduler.ts (job runs) — and it imports
 * nothing of OpenTelemetry: until an app configured with an OTLP endpoint turns tracing on (`ligarRastros`),
 * lib/rastros-otel.ts and its packages are not even loaded, and the functions below just run what they are given.
 * One tracer per process, as the metrics' registry (lib/metricas.ts).
 */

let rastreador: Rastreador | null = null;
let ligando: Promise<Rastreador> | undefined;

/** Loads OpenTelemetry and makes the process's tracer, exporting to `url` (the first call's). */
export function ligarRastros(url: string): Promise<Rastreador> {
  ligando ??= import('./rastros-otel.ts').then((m) => {
    rastreador = m.criarRastreador(url);
    return rastreador;
  });
  return ligando;
}

/** The tracer, when tracing is on. */
export const rastreadorAtivo = (): Rastreador | null => rastreador;

/** A database statement: a span under the request's or job's, when tracing is on. */
export function rastrearConsulta<T>(
  sistema: SistemaDeBanco,
  texto: string,
  fazer: () => Promise<T>,
): Promise<T> {
  return rastreador ? rastreador.consulta(sistema, texto, fazer) : fazer();
}

/** A job's run: a span named after the job, with its outcome (`resumo`), when tracing is on. */
export function rastrearJob<T>(
  nome: string,
  fazer: () => Promise<T>,
  resumo: (r: T) => ResumoDoJob,
): Promise<T> {
  return rastreador ? rastreador.job(nome, fazer, resumo) : fazer();
}
