import { z } from 'zod';
import { loadOrCreateSecrets } from './lib/secrets.ts';

const enderecoHttp = (nome: string) =>
  z.url({ protocol: /^https?$/, error: `${nome} precisa ser um endereço http:// ou https://` });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  APP_SECRET: z.string().min(32, 'APP_SECRET precisa de pelo menos 32 caracteres').optional(),
  ENCRYPTION_KEY: z.string().optional(),
  ADMIN_TOKEN: z.string().min(24).optional(),
  /** The Prometheus scrape's bearer token (GET /api/metrics); required in production, generated when embedded. */
  METRICS_TOKEN: z.string().min(24, 'METRICS_TOKEN precisa de pelo menos 24 caracteres').optional(),
  SMTP_URL: z.string().optional(),
  /** Traces over OTLP/HTTP (lib/rastros.ts): the collector's base address, or the traces' own (standard names). */
  OTEL_EXPORTER_OTLP_ENDPOINT: enderecoHttp('OTEL_EXPORTER_OTLP_ENDPOINT').optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: enderecoHttp('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT').optional(),
  OTEL_SDK_DISABLED: z.string().optional(),
  MAIL_FROM: z.string().default('Consultório <nao-responda@consultorio.local>'),
  /** Absent: http://localhost:$PORT (required in production; see loadConfig). */
  PUBLIC_URL: z.string().min(1).optional(),
  MAX_UPLOAD_MB: z.coerce.number().positive().default(20),
  DISK_FREE_MIN_PERCENT: z.coerce.number().min(0).max(100).default(5),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Bench only (docs/operations.md "The bench"): `true` records no metric and answers 404 on /api/metrics. */
  METRICS_DISABLED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z.string().min(1).default('consultorio:'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  PIX_PROVIDER: z.enum(['simulador', 'bcb']).optional(),
  PIX_CHAVE: z.string().min(1).default('pix@consultorio.local'),
  PIX_NOME: z.string().min(1).default('Consultorio'),
  PIX_CIDADE: z.string().min(1).default('Sao Paulo'),
  PIX_API_URL: z.url().optional(),
  PIX_CLIENT_ID: z.string().optional(),
  PIX_CLIENT_SECRET: z.string().optional(),
  PIX_CERT: z.string().optional(),
  PIX_KEY: z.string().optional(),
  PIX_CA: z.string().optional(),
});

export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  /** Both or neither; without them the AWS SDK's default chain (env, instance role…) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** PIX charges (modules/pagamentos). `bcb` talks to a PSP through the BCB API Pix; `simulador` is local. */
export interface PixConfig {
  provider: 'simulador' | 'bcb';
  /** Receiver's PIX key, merchant name and city (BR Code fields 26-01, 59, 60). */
  chave: string;
  nome: string;
  cidade: string;
  /** BCB API Pix of the PSP, OAuth2 client credentials over mTLS; cert/key/ca are PEM text or file paths. */
  apiUrl?: string;
  clientId?: string;
  clientSecret?: string;
  cert?: string;
  key?: string;
  ca?: string;
}

export interface RateLimitRule {
  max: number;
  timeWindow: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  appSecret: string;
  /** base64 of 32 bytes; a key id prefix lets keys rotate (see lib/crypto.ts). */
  encryptionKey: string;
  adminToken: string;
  /** Bearer token of GET /api/metrics; absent: the route answers 404 and no HTTP metric is recorded. */
  metricsToken?: string;
  smtpUrl?: string;
  /** Where spans go (OTLP/HTTP, JSON); absent: nothing of OpenTelemetry is loaded (lib/rastros.ts). */
  rastros?: { url: string };
  mailFrom: string;
  /** Where users reach the app (PUBLIC_URL, else http://localhost:$PORT): every link the server writes starts here. */
  publicUrl: string;
  maxUploadBytes: number;
  /** Below this share of free space on DATA_DIR's filesystem, GET /api/ready answers 503 (docs/operations.md). */
  diskFreeMinPercent: number;
  /** S3-compatible object storage for attachments; absent = local folder DATA_DIR/files. */
  s3?: S3Config;
  /** Shared store of the rate limits across replicas (lib/counters.ts); absent = this process's memory. */
  redisUrl?: string;
  /** Put before every Redis key (several deployments, or test runs, may share one Redis). */
  redisPrefix: string;
  trustProxy: boolean;
  logLevel: string;
  webDist?: string;
  pix: PixConfig;
  session: { idleSeconds: number; absoluteSeconds: number };
  rateLimits: Record<
    | 'login'
    | 'resetCode'
    | 'cadastro'
    | 'check'
    | 'leads'
    | 'lembretes'
    | 'convites'
    | 'agendaPublica'
    | 'reservas'
    | 'portal'
    | 'webhook',
    RateLimitRule
  >;
  lockout: { maxFailures: number; lockSeconds: number };
  /**
   * Wrong second-step codes (2FA) per account, across challenges, addresses and replicas: `maxFailures` within
   * `windowSeconds` pause the authenticator codes of the account for `pauseSeconds` (modules/auth/second-step.ts).
   */
  secondFactorLockout: { maxFailures: number; windowSeconds: number; pauseSeconds: number };
}

export const DEFAULT_RATE_LIMITS: Config['rateLimits'] = {
  login: { max: 10, timeWindow: 60_000 },
  resetCode: { max: 5, timeWindow: 15 * 60_000 },
  cadastro: { max: 10, timeWindow: 60 * 60_000 },
  /** The four check-* routes together, per IP: each answer tells whether an account exists. */
  check: { max: 20, timeWindow: 60 * 60_000 },
  leads: { max: 5, timeWindow: 60 * 60_000 },
  /** The reminder link's public page and answers (docs/product.md §13), per IP. */
  lembretes: { max: 30, timeWindow: 60_000 },
  /** The invitation link's page and acceptance, per IP; sending invitations, per account (docs/product.md §15). */
  convites: { max: 30, timeWindow: 60_000 },
  /** The public booking page's reads (docs/product.md §16), per IP: a visitor browses a few weeks. */
  agendaPublica: { max: 120, timeWindow: 60_000 },
  /** Bookings on the public page, per IP: each holds a time and sends two e-mails. */
  reservas: { max: 10, timeWindow: 60 * 60_000 },
  /** Entering the patient's page (link, birth date, code; docs/product.md §17), per IP, beside the per-link pause. */
  portal: { max: 30, timeWindow: 15 * 60_000 },
  /** The PSP's PIX notifications (public route), per IP: a PSP sends a few a minute. */
  webhook: { max: 60, timeWindow: 60_000 },
};

/** 20 wrong second-step codes within 15 minutes pause the account's authenticator codes for 15 minutes. */
export const DEFAULT_SECOND_FACTOR_LOCKOUT: Config['secondFactorLockout'] = {
  maxFailures: 20,
  windowSeconds: 15 * 60,
  pauseSeconds: 15 * 60,
};

/** Environment → typed config. In production the secrets must come from the environment. */
/**
 * The traces' address as OpenTelemetry's exporters read the standard variables: `…_TRACES_ENDPOINT` as it is, else
 * `OTEL_EXPORTER_OTLP_ENDPOINT` + `/v1/traces`; none (or OTEL_SDK_DISABLED=true) turns traces off.
 */
function enderecoDosRastros(e: z.infer<typeof envSchema>): Config['rastros'] {
  if (e.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined;
  if (e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return { url: e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT };
  const base = e.OTEL_EXPORTER_OTLP_ENDPOINT;
  return base ? { url: `${base.replace(/\/+$/, '')}/v1/traces` } : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Configuração inválida:\n${lines}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    // PUBLIC_URL too: every link the server writes (e-mails, the calendar feed, OpenAPI `servers`) starts with it,
    // and no default can guess a production address.
    const missing = ['APP_SECRET', 'ENCRYPTION_KEY', 'ADMIN_TOKEN', 'METRICS_TOKEN', 'PUBLIC_URL'].filter(
      (k) => !env[k],
    );
    if (missing.length > 0) {
      throw new Error(`Em produção defina ${missing.join(', ')} (veja a tabela de configuração no README).`);
    }
  }
  const pixProvider = e.PIX_PROVIDER ?? (e.NODE_ENV === 'production' ? 'bcb' : 'simulador');
  if (pixProvider === 'bcb') {
    const bcb = ['PIX_API_URL', 'PIX_CLIENT_ID', 'PIX_CLIENT_SECRET', 'PIX_CERT', 'PIX_KEY', 'PIX_CHAVE'];
    const missing = bcb.filter((k) => !env[k]);
    if (missing.length > 0) {
      throw new Error(
        `Com PIX_PROVIDER=bcb defina ${missing.join(', ')} (veja a tabela de configuração no README).`,
      );
    }
  }
  const secrets =
    e.APP_SECRET && e.ENCRYPTION_KEY && e.ADMIN_TOKEN
      ? {
          appSecret: e.APP_SECRET,
          encryptionKey: e.ENCRYPTION_KEY,
          adminToken: e.ADMIN_TOKEN,
          metricsToken: e.METRICS_TOKEN,
        }
      : { ...loadOrCreateSecrets(e.DATA_DIR), ...definedOnly(e) };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    ...secrets,
    // The bench's metrics-off side of `metricas_overhead_ratio`: no token, so no metric is recorded at all.
    ...(e.METRICS_DISABLED ? { metricsToken: undefined } : {}),
    smtpUrl: e.SMTP_URL,
    rastros: enderecoDosRastros(e),
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
    diskFreeMinPercent: e.DISK_FREE_MIN_PERCENT,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    pix: {
      provider: pixProvider,
      chave: e.PIX_CHAVE,
      nome: e.PIX_NOME,
      cidade: e.PIX_CIDADE,
      apiUrl: e.PIX_API_URL,
      clientId: e.PIX_CLIENT_ID,
      clientSecret: e.PIX_CLIENT_SECRET,
      cert: e.PIX_CERT,
      key: e.PIX_KEY,
      ca: e.PIX_CA,
    },
    session: { idleSeconds: 1800, absoluteSeconds: 12 * 3600 },
    rateLimits: DEFAULT_RATE_LIMITS,
    lockout: { maxFailures: 10, lockSeconds: 15 * 60 },
    secondFactorLockout: DEFAULT_SECOND_FACTOR_LOCKOUT,
  };
}

function definedOnly(e: z.infer<typeof envSchema>) {
  const out: Partial<Pick<Config, 'appSecret' | 'encryptionKey' | 'adminToken' | 'metricsToken'>> = {};
  if (e.APP_SECRET) out.appSecret = e.APP_SECRET;
  if (e.ENCRYPTION_KEY) out.encryptionKey = e.ENCRYPTION_KEY;
  if (e.ADMIN_TOKEN) out.adminToken = e.ADMIN_TOKEN;
  if (e.METRICS_TOKEN) out.metricsToken = e.METRICS_TOKEN;
  return out;
}
