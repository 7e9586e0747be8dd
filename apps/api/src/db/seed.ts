import { PLAN_SEEDS } from '@consultorio/contracts/planos';
import type { Db } from './client.ts';
import { planos } from './schema.ts';

/** Reference data every installation needs. Existing rows are kept: operators may have edited prices. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(planos)
    .values(
      PLAN_SEEDS.map((p, ordem) => ({
        slug: p.slug,
        nome: p.nome,
        preco_centavos: Math.round(p.preco * 100),
        periodicidade: p.periodicidade,
        duracao_dias: p.duracao_dias,
        limite_pacientes: p.limite_pacientes,
        anexos_limite: p.anexos_limite,
        limite_equipe: p.limite_equipe,
        features: p.features,
        ordem,
      })),
    )
    .onConflictDoNothing();
}
