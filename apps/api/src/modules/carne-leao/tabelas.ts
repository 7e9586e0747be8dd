import type { ReducaoIrpf, TabelaIrpf, TributosResponse } from '@consultorio/contracts/carne-leao';
import { asc } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { reducoesIrpf, tabelasIrpf } from '../../db/schema.ts';

/*
 * The tables as data (docs/carne-leao.md): read from the rows migration 0007 seeded, converted to reais with
 * centavos and rates in percent. They change once a year at most, so they are read per request without a cache.
 */

const reais = (centavos: number) => centavos / 100;

export async function lerTabelas(db: Db | Tx): Promise<TabelaIrpf[]> {
  const rows = await db.select().from(tabelasIrpf).orderBy(asc(tabelasIrpf.vigencia_inicio));
  return rows.map((t) => ({
    vigencia_inicio: t.vigencia_inicio,
    vigencia_fim: t.vigencia_fim,
    fonte: t.fonte,
    faixas: t.faixas.map((f) => ({
      ate: f.ate === null ? null : reais(f.ate),
      aliquota: Number(f.aliquota),
      deducao: reais(f.deducao),
    })),
    desconto_simplificado: reais(t.desconto_simplificado_centavos),
    deducao_dependente: reais(t.deducao_dependente_centavos),
  }));
}

export async function lerReducoes(db: Db | Tx): Promise<ReducaoIrpf[]> {
  const rows = await db.select().from(reducoesIrpf).orderBy(asc(reducoesIrpf.vigencia_inicio));
  return rows.map((r) => ({
    vigencia_inicio: r.vigencia_inicio,
    vigencia_fim: r.vigencia_fim,
    fonte: r.fonte,
    limite_integral: reais(r.limite_integral_centavos),
    valor_maximo: reais(r.valor_maximo_centavos),
    limite_parcial: reais(r.limite_parcial_centavos),
    constante: reais(r.constante_centavos),
    // numeric comes back as exact text ("0.13314500"); Number() of it is the same shortest decimal.
    coeficiente: Number(r.coeficiente),
  }));
}

export async function tributos(db: Db | Tx): Promise<TributosResponse> {
  const [tabelas, reducoes] = await Promise.all([lerTabelas(db), lerReducoes(db)]);
  return { tabelas, reducoes };
}
