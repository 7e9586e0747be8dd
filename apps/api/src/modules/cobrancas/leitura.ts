import {
  type Cobranca,
  type CobrancasQuery,
  type CobrancasResponse,
  type ItemCobranca,
  MSG_COBRANCAS,
  type StatusCobranca,
} from '@consultorio/contracts/cobrancas';
import type { FormaPagamento } from '@consultorio/contracts/sessoes';
import { chaveMes, hojeEm, intervaloMes, mesDe } from '@consultorio/contracts/tempo';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { cobrancaItens, cobrancas, pacientes } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { paginationOf } from '../../lib/paginacao.ts';
import { qrCodePng } from '../pagamentos/brcode.ts';

/* Reading charges: one, a page of them with the account's totals, and the shape the API answers. */

export type CobrancaRow = typeof cobrancas.$inferSelect;
type ItemRow = typeof cobrancaItens.$inferSelect;
type Runner = Db | Tx;

/** `vencida` is an `aberta` whose due date has passed in the practice's zone. */
export const statusDe = (row: Pick<CobrancaRow, 'status' | 'vencimento'>, hoje: string): StatusCobranca =>
  row.status === 'aberta' && row.vencimento < hoje ? 'vencida' : (row.status as StatusCobranca);

const paraItem = (i: ItemRow): ItemCobranca => ({
  descricao: i.descricao,
  valor: i.valor_centavos / 100,
  ...(i.sessao_id ? { sessao_id: i.sessao_id } : {}),
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A charge as the API answers it; `qr` draws the QR image (a single charge, not a list). */
export async function paraCobranca(
  row: CobrancaRow,
  itens: ItemRow[],
  pacienteNome: string,
  hoje: string,
  opts: { qr?: boolean } = {},
): Promise<Cobranca> {
  return {
    id: row.id,
    numero: row.numero,
    paciente_id: row.paciente_id,
    paciente_nome: pacienteNome,
    valor: row.valor_centavos / 100,
    vencimento: row.vencimento,
    status: statusDe(row, hoje),
    competencia: row.competencia,
    itens: itens.map(paraItem),
    txid: row.txid,
    pix: {
      copia_e_cola: row.copia_e_cola,
      ...(opts.qr ? { qr_code: await qrCodePng(row.copia_e_cola) } : {}),
    },
    pago_em: iso(row.pago_em),
    data_pagamento: row.data_pagamento,
    forma_pagamento: row.forma_pagamento as FormaPagamento | null,
    informada_em: iso(row.informada_em),
    comprovante:
      row.comprovante_key && row.comprovante_tipo
        ? {
            tipo: row.comprovante_tipo as 'pdf' | 'jpg' | 'png',
            tamanho: row.comprovante_tamanho ?? 0,
          }
        : null,
    motivo_recusa: row.motivo_recusa,
    lembrete_enviado_em: iso(row.lembrete_enviado_em),
    cancelada_em: iso(row.cancelada_em),
    criada_em: row.created_at.toISOString(),
  };
}

/** The items of some charges, by charge, in their order. */
export async function itensDe(db: Runner, usuarioId: string, ids: string[]): Promise<Map<string, ItemRow[]>> {
  const porCobranca = new Map<string, ItemRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return porCobranca;
  const rows = await db
    .select()
    .from(cobrancaItens)
    .where(and(eq(cobrancaItens.usuario_id, usuarioId), inArray(cobrancaItens.cobranca_id, ids)))
    .orderBy(asc(cobrancaItens.cobranca_id), asc(cobrancaItens.ordem));
  for (const r of rows) porCobranca.get(r.cobranca_id)?.push(r);
  return porCobranca;
}

/** The caller's charge (locked in a transaction when `lock`), or 404 — also for another account's. */
export async function buscarCobrancaDoUsuario(
  db: Runner,
  usuarioId: string,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<CobrancaRow> {
  const query = db
    .select()
    .from(cobrancas)
    .where(and(eq(cobrancas.id, id), eq(cobrancas.usuario_id, usuarioId)))
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw notFound(MSG_COBRANCAS.naoEncontrada);
  return row;
}

async function nomeDoPaciente(db: Runner, usuarioId: string, pacienteId: string): Promise<string> {
  const [row] = await db
    .select({ nome: pacientes.nome })
    .from(pacientes)
    .where(and(eq(pacientes.id, pacienteId), eq(pacientes.usuario_id, usuarioId)))
    .limit(1);
  return row?.nome ?? '';
}

/** A stored charge answered in full (items, patient's name, QR image). */
export async function cobrancaCompleta(db: Runner, row: CobrancaRow): Promise<Cobranca> {
  const [itens, nome, fuso] = await Promise.all([
    itensDe(db, row.usuario_id, [row.id]),
    nomeDoPaciente(db, row.usuario_id, row.paciente_id),
    fusoDoUsuario(db, row.usuario_id),
  ]);
  return paraCobranca(row, itens.get(row.id) ?? [], nome, hojeEm(fuso), { qr: true });
}

/** `GET /cobrancas/{id}`. */
export async function obterCobranca(ctx: AppContext, usuarioId: string, id: string): Promise<Cobranca> {
  return cobrancaCompleta(ctx.db, await buscarCobrancaDoUsuario(ctx.db, usuarioId, id));
}

function filtroDeStatus(status: StatusCobranca | undefined, hoje: string): SQL | undefined {
  if (status === 'vencida') return and(eq(cobrancas.status, 'aberta'), lt(cobrancas.vencimento, hoje));
  if (status === 'aberta') return and(eq(cobrancas.status, 'aberta'), gte(cobrancas.vencimento, hoje));
  return status ? eq(cobrancas.status, status) : undefined;
}

/**
 * `GET /cobrancas`: a page (latest number first) and the totals of the account — or of the patient filtered —
 * whatever the status filter: em_aberto (aberta and informada), vencido (aberta past due), recebido_no_mes (paid in
 * the month filtered, else the current one).
 */
export async function listarCobrancas(
  ctx: AppContext,
  usuarioId: string,
  q: CobrancasQuery & { page: number; per_page: number },
): Promise<CobrancasResponse> {
  const hoje = hojeEm(await fusoDoUsuario(ctx.db, usuarioId));
  const doPaciente = q.paciente_id ? eq(cobrancas.paciente_id, q.paciente_id) : undefined;
  const where = and(
    eq(cobrancas.usuario_id, usuarioId),
    doPaciente,
    filtroDeStatus(q.status, hoje),
    q.mes ? eq(cobrancas.competencia, q.mes) : undefined,
  );
  const mes = intervaloMes(q.mes ? mesDe(`${q.mes}-01`) : mesDe(hoje));
  const [rows, [{ total }], [totais]] = await Promise.all([
    ctx.db
      .select({ c: cobrancas, nome: pacientes.nome })
      .from(cobrancas)
      .innerJoin(pacientes, eq(pacientes.id, cobrancas.paciente_id))
      .where(where)
      .orderBy(desc(cobrancas.numero))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    ctx.db.select({ total: count() }).from(cobrancas).where(where),
    ctx.db
      .select({
        em_aberto: sql<string>`coalesce(sum(${cobrancas.valor_centavos}) filter (where ${cobrancas.status} in ('aberta', 'informada')), 0)`,
        vencido: sql<string>`coalesce(sum(${cobrancas.valor_centavos}) filter (where ${cobrancas.status} = 'aberta' and ${cobrancas.vencimento} < ${hoje}::date), 0)`,
        recebido: sql<string>`coalesce(sum(${cobrancas.valor_centavos}) filter (where ${cobrancas.status} = 'paga' and ${cobrancas.data_pagamento} >= ${mes.inicio}::date and ${cobrancas.data_pagamento} < ${mes.fim}::date), 0)`,
      })
      .from(cobrancas)
      .where(and(eq(cobrancas.usuario_id, usuarioId), ne(cobrancas.status, 'cancelada'), doPaciente)),
  ]);
  const itens = await itensDe(
    ctx.db,
    usuarioId,
    rows.map((r) => r.c.id),
  );
  return {
    cobrancas: await Promise.all(rows.map((r) => paraCobranca(r.c, itens.get(r.c.id) ?? [], r.nome, hoje))),
    pagination: paginationOf(q.page, q.per_page, total),
    totais: {
      em_aberto: Number(totais.em_aberto) / 100,
      vencido: Number(totais.vencido) / 100,
      recebido_no_mes: Number(totais.recebido) / 100,
    },
  };
}

/** AAAA-MM of a day. */
export const competenciaDe = (dia: string): string => chaveMes(mesDe(dia));
