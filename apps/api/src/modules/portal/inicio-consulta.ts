import { and, asc, eq, gt, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { limiteFixo } from '../../db/preparadas.ts';
import {
  agendamentos,
  cobrancas,
  documentos,
  escalasAplicacoes,
  formularios,
  portalConfig,
  termos,
  usuarios,
} from '../../db/schema.ts';

/*
 * The statement of `GET /api/portal/inicio`, prepared once (db/preparadas.ts): the psychologist, her page's
 * settings, the patient's next sessions and each pending count in one round trip on one connection, the lists as
 * JSON the database writes (docs/decisions/0034-rows-written-as-json-by-the-database.md). Eight statements in
 * parallel took up to eight of the pool's connections for one patient's home
 * (docs/decisions/0094-portal-cpu-and-pg-floor.md). Placeholders: usuario, paciente.
 */

const p = sql.placeholder;
const doPaciente = (t: { usuario_id: AnyPgColumn; paciente_id: AnyPgColumn }) =>
  and(eq(t.usuario_id, p('usuario')), eq(t.paciente_id, p('paciente'))) as SQL;

export const PROXIMAS_NO_PORTAL = 50;

/** [id, início (ms), duração, modalidade, status, link online] of each session to come, in order. */
export type ProximaNoPortal = [string, number, number, string | null, string, string | null];

export function inicioDoPortal(r: Db | Tx) {
  const contar = (t: { usuario_id: AnyPgColumn; paciente_id: AnyPgColumn }, ...mais: SQL[]) =>
    sql<number>`(select count(*)::int from ${t} where ${and(doPaciente(t), ...mais)})`;
  const prox = r
    .select({
      id: agendamentos.id,
      inicio_ms: sql<number>`(extract(epoch from ${agendamentos.inicio}) * 1000)::float8`.as('inicio_ms'),
      duracao: agendamentos.duracao_minutos,
      modalidade: agendamentos.modalidade,
      status: agendamentos.status,
      link: agendamentos.link_online,
    })
    .from(agendamentos)
    .where(
      and(
        doPaciente(agendamentos),
        inArray(agendamentos.status, ['agendado', 'confirmado']),
        gt(agendamentos.inicio, sql`now()`),
      ),
    )
    .orderBy(asc(agendamentos.inicio))
    .limit(limiteFixo(PROXIMAS_NO_PORTAL))
    .as('prox');
  return r
    .select({
      nome: usuarios.nome,
      crp: usuarios.crp,
      telefone: usuarios.telefone,
      config: sql<
        [boolean, number, string | null] | null
      >`(select json_build_array(${portalConfig.permitir_cancelamento}, ${portalConfig.antecedencia_cancelamento_horas}, ${portalConfig.mensagem}) from ${portalConfig} where ${portalConfig.usuario_id} = ${p('usuario')})`,
      proximas: sql<
        ProximaNoPortal[]
      >`(select coalesce(json_agg(json_build_array(${prox.id}, ${prox.inicio_ms}, ${prox.duracao}, ${prox.modalidade}, ${prox.status}, ${prox.link}) order by ${prox.inicio_ms}), '[]'::json) from ${prox})`,
      formularios: contar(formularios, eq(formularios.status, 'pendente')),
      documentos: contar(
        documentos,
        isNull(documentos.excluido_em),
        isNotNull(documentos.entregue_em),
        isNull(documentos.visualizado_em),
      ),
      // Charges to pay (docs/product.md §18): open, past due included, not yet informed.
      cobrancas: contar(cobrancas, eq(cobrancas.status, 'aberta')),
      // Paid charges whose receipt, among the documents, was not opened yet (docs/product.md §18).
      recibos: contar(cobrancas, eq(cobrancas.status, 'paga'), isNull(cobrancas.recibo_visualizado_em)),
      escalas: contar(escalasAplicacoes, eq(escalasAplicacoes.status, 'pendente')),
      // Terms waiting for the patient's signature (docs/product.md §20).
      termos: contar(termos, eq(termos.status, 'pendente')),
    })
    .from(usuarios)
    .where(eq(usuarios.id, p('usuario')));
}
