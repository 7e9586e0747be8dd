import type { Counter, Gauge, Histogram, Registry } from 'prom-client';

/*
 * The process's Prometheus metrics (docs/operations.md "Metrics", docs/decisions/0084-metrics.md), one registry per
 * process: the API tests build many apps in one process and a metric can be registered only once. Every label comes
 * from a closed vocabulary — an endpoint declaration's name, an HTTP method and status, a job's name, a rate limit's
 * name, a PDF module's name — never from a URL, an id, a name, an e-mail or a CPF (metricas.test.ts checks it).
 *
 * Off until an app with METRICS_TOKEN turns them on (`ligarMetricas`, plugins/metricas.ts): before that prom-client
 * is not even loaded and every `registrar…` below does nothing — the PDF worker thread and a server without the
 * token pay nothing for them.
 */

/** Seconds; the default buckets plus 1 ms and 2.5 ms (most answers take a few ms), 0.25 s is the p99 alert's line. */
const BALDES_HTTP = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type ResultadoDoJob = 'sucesso' | 'falha' | 'pulado';

/** PostgreSQL pools whose connections the gauges report (one per app; tests build several in one process). */
export interface PoolMedido {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
const pools = new Set<PoolMedido>();
const somar = (f: (p: PoolMedido) => number) => [...pools].reduce((s, p) => s + f(p), 0);

type Rotulos<N extends string> = Record<N, string | number>;

export interface Metricas {
  registro: Registry;
  duracaoHttp: Histogram<'rota' | 'metodo' | 'status'>;
  requisicoesHttp: Counter<'rota' | 'metodo' | 'status'>;
  execucoesDeJobs: Counter<'job' | 'resultado'>;
  duracaoDeJobs: Histogram<'job'>;
  ultimoSucessoDeJob: Gauge<'job'>;
  periodoDeJob: Gauge<'job'>;
  limitesRecusados: Counter<'limite'>;
  emailsEnviados: Counter<'resultado'>;
  duracaoDePdf: Histogram<'tipo'>;
}

let metricas: Metricas | null = null;
let ligando: Promise<Metricas> | undefined;

/** Loads prom-client and makes the registry, once per process; the process's default metrics come with it. */
export function ligarMetricas(): Promise<Metricas> {
  ligando ??= criarMetricas().then((m) => {
    metricas = m;
    return m;
  });
  return ligando;
}

async function criarMetricas(): Promise<Metricas> {
  const prom = await import('prom-client');
  const registro = new prom.Registry();
  const registers = [registro];
  prom.collectDefaultMetrics({ register: registro });
  const medidor = (name: string, help: string, valor: () => number) =>
    new prom.Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(valor());
      },
    });
  medidor('db_pool_conexoes_em_uso', 'Conexões do pool do PostgreSQL em uso.', () =>
    somar((p) => p.totalCount - p.idleCount),
  );
  medidor('db_pool_conexoes_ociosas', 'Conexões do pool do PostgreSQL abertas e livres.', () =>
    somar((p) => p.idleCount),
  );
  medidor('db_pool_esperando', 'Pedidos esperando uma conexão livre do pool do PostgreSQL.', () =>
    somar((p) => p.waitingCount),
  );
  const http = ['rota', 'metodo', 'status'] as const;
  return {
    registro,
    duracaoHttp: new prom.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Tempo de resposta das requisições HTTP, por rota (nome da declaração do endpoint), método e status.',
      labelNames: http,
      buckets: BALDES_HTTP,
      registers,
    }),
    requisicoesHttp: new prom.Counter({
      name: 'http_requests_total',
      help: 'Requisições HTTP respondidas, por rota (nome da declaração do endpoint), método e status.',
      labelNames: http,
      registers,
    }),
    execucoesDeJobs: new prom.Counter({
      name: 'jobs_execucoes_total',
      help: 'Execuções das tarefas agendadas: sucesso, falha ou pulado (em execução aqui ou em outra réplica).',
      labelNames: ['job', 'resultado'] as const,
      registers,
    }),
    duracaoDeJobs: new prom.Histogram({
      name: 'job_duracao_segundos',
      help: 'Duração das execuções das tarefas agendadas (sucesso ou falha).',
      labelNames: ['job'] as const,
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900],
      registers,
    }),
    ultimoSucessoDeJob: new prom.Gauge({
      name: 'job_ultimo_sucesso_timestamp_segundos',
      help: 'Quando a tarefa terminou com sucesso pela última vez neste processo (segundos desde 1970).',
      labelNames: ['job'] as const,
      registers,
    }),
    periodoDeJob: new prom.Gauge({
      name: 'job_periodo_segundos',
      help: 'De quanto em quanto tempo a tarefa roda (o alerta de tarefa parada compara com o último sucesso).',
      labelNames: ['job'] as const,
      registers,
    }),
    limitesRecusados: new prom.Counter({
      name: 'limites_recusados_total',
      help: 'Respostas 429, pelo limite que recusou a requisição.',
      labelNames: ['limite'] as const,
      registers,
    }),
    emailsEnviados: new prom.Counter({
      name: 'emails_enviados_total',
      help: 'E-mails entregues ao SMTP (ou gravados na caixa de saída) e falhas ao enviar.',
      labelNames: ['resultado'] as const,
      registers,
    }),
    duracaoDePdf: new prom.Histogram({
      name: 'pdf_duracao_segundos',
      help: 'Tempo para gerar um PDF (fila e worker), pelo tipo de documento (o módulo que o desenha).',
      labelNames: ['tipo'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
  };
}

/** An answered request (plugins/metricas.ts); nothing while the metrics are off. */
export function registrarRequisicao(rotulos: Rotulos<'rota' | 'metodo' | 'status'>, segundos: number): void {
  if (!metricas) return;
  metricas.requisicoesHttp.inc(rotulos);
  metricas.duracaoHttp.observe(rotulos, segundos);
}

/** The HTTP methods a label may carry; anything else a client sends counts as OUTRO. */
export const METODOS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;
const METODOS_CONHECIDOS = new Set<string>(METODOS);
export const metodoDoRotulo = (metodo: string): string => (METODOS_CONHECIDOS.has(metodo) ? metodo : 'OUTRO');

/**
 * The `rota` of a request outside the endpoint declarations: the OpenAPI pages, the web app (its files and pages),
 * and a path no route matched.
 */
export const ROTAS_SEM_DECLARACAO = ['openapi', 'web', 'nao_encontrada'] as const;

/** 429s that no rate-limit rule of the config gives (docs/security.md): named where they are thrown. */
export const LIMITES_PROPRIOS = {
  /** Too many password hashes waiting (modules/auth/password.ts). */
  filaDeSenhas: 'fila_de_senhas',
  /** An account throttled after wrong passwords (modules/auth/service.ts). */
  contaBloqueada: 'conta_bloqueada',
  /** The account's authenticator codes paused (modules/auth/second-step.ts). */
  segundaEtapa: 'segunda_etapa',
  /** A portal link paused after wrong entries (modules/portal/entrada.ts). */
  portalLink: 'portal_link',
  /** A 429 that names no limit. */
  outro: 'outro',
} as const;

export function registrarLimiteRecusado(limite: string | undefined): void {
  metricas?.limitesRecusados.inc({ limite: limite ?? LIMITES_PROPRIOS.outro });
}

export function registrarEmail(resultado: 'enviado' | 'falha'): void {
  metricas?.emailsEnviados.inc({ resultado });
}

/** A job's run: its outcome, and for a run that ran (success or failure) how long it took. */
export function registrarExecucaoDeJob(job: string, resultado: ResultadoDoJob, segundos?: number): void {
  if (!metricas) return;
  metricas.execucoesDeJobs.inc({ job, resultado });
  if (segundos !== undefined) metricas.duracaoDeJobs.observe({ job }, segundos);
  if (resultado === 'sucesso') metricas.ultimoSucessoDeJob.set({ job }, Date.now() / 1000);
}

/** The scheduler's jobs and their periods, known before any run (the alert of a job that stopped). */
export function registrarPeriodosDosJobs(jobs: readonly { name: string; everyMs: number }[]): void {
  for (const job of jobs) metricas?.periodoDeJob.set({ job: job.name }, job.everyMs / 1000);
}

export function registrarPdf(modeloUrl: string, segundos: number): void {
  metricas?.duracaoDePdf.observe({ tipo: tipoDoPdf(modeloUrl) }, segundos);
}

/**
 * A PDF's `tipo`: the path of the module that draws it, under src/modules, without `.ts` and a final `pdf`
 * ("modules/financeiro/recibo-pdf.ts" → "financeiro/recibo", "modules/prontuarios/pdf.ts" → "prontuarios").
 */
export function tipoDoPdf(url: string): string {
  const caminho = /\/src\/(?:modules\/)?(.+)\.ts$/.exec(new URL(url).pathname)?.[1] ?? 'outro';
  return caminho.replace(/[-/]?pdf$/, '') || 'outro';
}

/** Reports `pool` in the gauges until the returned function is called (the app closing). */
export function medirPool(pool: PoolMedido): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}
