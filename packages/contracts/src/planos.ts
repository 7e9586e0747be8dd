import { emailSchema } from './pessoa.ts';
import { z } from './zod.ts';

export const FEATURES = [
  'dashboard',
  'gestao_financeira',
  'prontuarios_pdf',
  'agendamentos',
  'backup_automatico',
  'essencial',
] as const;
export type Feature = (typeof FEATURES)[number];
export const featureSchema = z.enum(FEATURES, { message: 'Recurso desconhecido.' });

export const FEATURE_LABELS: Record<Feature, string> = {
  dashboard: 'Dashboard com indicadores do consultório',
  gestao_financeira: 'Gestão financeira (receitas, despesas, a receber)',
  prontuarios_pdf: 'Exportação de prontuários em PDF',
  agendamentos: 'Agenda de atendimentos',
  backup_automatico: 'Backup automático diário',
  essencial: 'Carnê-Leão (cálculo mensal do imposto)',
};

export const PLAN_SLUGS = ['gratuito', 'essencial', 'vitalicio'] as const;
export type PlanSlug = (typeof PLAN_SLUGS)[number];
export const planSlugSchema = z.enum(PLAN_SLUGS, { message: 'Plano desconhecido.' });

export const PLAN_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

export const featuresSchema = z.object(
  Object.fromEntries(FEATURES.map((f) => [f, z.boolean()])) as Record<Feature, z.ZodBoolean>,
);
export type Features = z.infer<typeof featuresSchema>;

export const planoInfoSchema = z.object({
  nome: z.string(),
  slug: planSlugSchema.nullable(),
  status: z.enum(PLAN_STATUSES),
  paused: z.boolean(),
  expira_em: z.string().nullable(),
  features: featuresSchema,
});
export type PlanoInfo = z.infer<typeof planoInfoSchema>;

export const planStatsSchema = z.object({
  pacientes_count: z.number().int(),
  limite_pacientes: z.number().int(),
  can_add_paciente: z.boolean(),
  anexos_count: z.number().int(),
  anexos_limite: z.number().int(),
  can_add_anexo: z.boolean(),
});
export type PlanStats = z.infer<typeof planStatsSchema>;

export const planInfoResponseSchema = z.object({ plano: planoInfoSchema, stats: planStatsSchema });
export type PlanInfoResponse = z.infer<typeof planInfoResponseSchema>;

export const checkFeatureRequestSchema = z.object({ feature: featureSchema });
export const checkFeatureResponseSchema = z.object({ has_access: z.boolean() });

export const PERIODICIDADES = ['gratuito', 'mensal', 'unico'] as const;
export const planoPublicoSchema = z.object({
  slug: planSlugSchema,
  nome: z.string(),
  preco: z.number(),
  periodicidade: z.enum(PERIODICIDADES),
  duracao_dias: z.number().int().nullable(),
  limite_pacientes: z.number().int(),
  anexos_limite: z.number().int(),
  /** How many secretárias the plan allows (docs/product.md §15). */
  limite_equipe: z.number().int(),
  features: featuresSchema,
});
export type PlanoPublico = z.infer<typeof planoPublicoSchema>;
export const planosResponseSchema = z.object({ planos: z.array(planoPublicoSchema) });

const allFeatures = (on: Feature[]): Features =>
  Object.fromEntries(FEATURES.map((f) => [f, on.includes(f)])) as Features;

/** Seed values of the `planos` table (docs/product.md §6.1). The table is the source of truth at run time. */
export const PLAN_SEEDS: PlanoPublico[] = [
  {
    slug: 'gratuito',
    nome: 'Gratuito',
    preco: 0,
    periodicidade: 'gratuito',
    duracao_dias: null,
    limite_pacientes: 5,
    anexos_limite: 10,
    limite_equipe: 0,
    features: allFeatures(['agendamentos']),
  },
  {
    slug: 'essencial',
    nome: 'Essencial',
    preco: 39.9,
    periodicidade: 'mensal',
    duracao_dias: 30,
    limite_pacientes: 60,
    anexos_limite: 500,
    limite_equipe: 1,
    features: allFeatures(['dashboard', 'gestao_financeira', 'prontuarios_pdf', 'agendamentos', 'essencial']),
  },
  {
    slug: 'vitalicio',
    nome: 'Vitalício',
    preco: 990,
    periodicidade: 'unico',
    duracao_dias: null,
    limite_pacientes: -1,
    anexos_limite: -1,
    limite_equipe: 3,
    features: allFeatures([...FEATURES]),
  },
];

export const UNLIMITED = -1;

/** docs/product.md §6.2: with no plan the fallback is "Sem plano", limit 0 and all features false. */
export const NO_PLAN: PlanInfoResponse = {
  plano: {
    nome: 'Sem plano',
    slug: null,
    status: 'INACTIVE',
    paused: false,
    expira_em: null,
    features: allFeatures([]),
  },
  stats: {
    pacientes_count: 0,
    limite_pacientes: 0,
    can_add_paciente: false,
    anexos_count: 0,
    anexos_limite: 0,
    can_add_anexo: false,
  },
};

export const isLifetime = (plano: Pick<PlanoInfo, 'nome' | 'slug'>): boolean =>
  plano.slug === 'vitalicio' || plano.nome === 'Vitalício';

/** docs/product.md §6.3: paused when status is INACTIVE or paused is true (a lifetime plan never pauses). */
export const isPaused = (plano: PlanoInfo): boolean =>
  !isLifetime(plano) && plano.slug !== null && (plano.status === 'INACTIVE' || plano.paused);

/** Features that stay usable while a plan is paused: only the dashboard (docs/product.md §6.3). */
const FEATURES_WHILE_PAUSED: readonly Feature[] = ['dashboard'];

export function hasFeature(plano: PlanoInfo, feature: Feature): boolean {
  if (isLifetime(plano)) return true;
  if (isPaused(plano) && !FEATURES_WHILE_PAUSED.includes(feature)) return false;
  return plano.features[feature] === true;
}

export const formatLimit = (limit: number): string => (limit === UNLIMITED ? 'Ilimitado' : String(limit));
export const remaining = (limit: number, count: number): number | null =>
  limit === UNLIMITED ? null : Math.max(0, limit - count);

/** POST /api/admin/usuarios/plano (operator command `npm run admin`; docs/architecture.md §3). */
export const adminSetPlanRequestSchema = z
  .object({
    email: emailSchema,
    plano: planSlugSchema.optional(),
    status: z.enum(PLAN_STATUSES, { message: 'Status inválido (use ACTIVE ou INACTIVE).' }).optional(),
  })
  .refine((b) => b.plano !== undefined || b.status !== undefined, {
    message: 'Informe o plano ou o status.',
    path: ['plano'],
  });
export type AdminSetPlanRequest = z.infer<typeof adminSetPlanRequestSchema>;

export const adminSetPlanResponseSchema = z.object({
  message: z.string(),
  usuario: z.object({ id: z.string(), email: z.string() }),
  plano: planoInfoSchema,
});
export type AdminSetPlanResponse = z.infer<typeof adminSetPlanResponseSchema>;
