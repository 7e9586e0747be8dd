import { randomInt } from 'node:crypto';
import {
  type Cobranca,
  type CobrancaConfig,
  type CobrancaCreateParsed,
  MSG_COBRANCAS,
  type PreviaMes,
} from '@consultorio/contracts/cobrancas';
import { VALOR_MAXIMO } from '@consultorio/contracts/common';
import { dataBr, hojeEm, intervaloMes, mesDe, somaDias } from '@consultorio/contracts/tempo';
import { and, asc, eq, gt, gte, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { cobrancaItens, cobrancas, pacientes, sessoes, usuarios } from '../../db/schema.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { restricaoUnicaViolada } from '../../lib/sql.ts';
import { buscarPacienteDoUsuario } from '../pacientes/service.ts';
import { brCode, valorTexto } from '../pagamentos/brcode.ts';
import { exigirConfigCobranca } from './config.ts';
import { type CobrancaRow, competenciaDe, itensDe, paraCobranca } from './leitura.ts';

/*
 * Creating charges (docs/product.md §18): one of chosen sessions and free items, or the month's run — one per
 * patient with that month's sessions still to charge. Both take the account's row lock first, so numbers count up
 * without gaps or repeats and a second click waits and then finds nothing left to charge.
 */

const ALFABETO = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const TXID_TAMANHO = 25;

/** 25 upper-case letters and digits (≈129 bits): field 62-05 of a static BR Code, unique per charge. */
export function novoTxid(): string {
  let txid = '';
  for (let i = 0; i < TXID_TAMANHO; i++) txid += ALFABETO[randomInt(ALFABETO.length)];
  return txid;
}

interface ItemNovo {
  descricao: string;
  valorCentavos: number;
  sessaoId?: string;
}

interface CobrancaNova {
  pacienteId: string;
  itens: ItemNovo[];
  vencimento: string;
  competencia: string;
}

const descricaoDaSessao = (data: string) => `Sessão de ${dataBr(data)}`;

async function travarConta(tx: Tx, usuarioId: string): Promise<number> {
  await tx.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.id, usuarioId)).for('update');
  const [{ ultimo }] = await tx
    .select({ ultimo: sql<number>`coalesce(max(${cobrancas.numero}), 0)::int` })
    .from(cobrancas)
    .where(eq(cobrancas.usuario_id, usuarioId));
  return Number(ultimo);
}

/** Writes charges and their items (in chunks), numbered after the account's last; returns the rows. */
async function inserirCobrancas(
  tx: Tx,
  usuarioId: string,
  config: CobrancaConfig,
  novas: CobrancaNova[],
): Promise<CobrancaRow[]> {
  let numero = await travarConta(tx, usuarioId);
  const valores = novas.map((n) => {
    const centavos = n.itens.reduce((s, i) => s + i.valorCentavos, 0);
    if (centavos > Math.round(VALOR_MAXIMO * 100)) {
      throw unprocessable(
        'itens',
        'O total da cobrança passa do valor máximo de um PIX aqui (R$ 9.999.999,99).',
      );
    }
    const txid = novoTxid();
    numero += 1;
    return {
      usuario_id: usuarioId,
      paciente_id: n.pacienteId,
      numero,
      valor_centavos: centavos,
      vencimento: n.vencimento,
      competencia: n.competencia,
      txid,
      copia_e_cola: brCode({
        chave: config.chave_pix,
        valor: valorTexto(centavos),
        nome: config.nome_recebedor,
        cidade: config.cidade,
        txid,
      }),
    };
  });
  const rows: CobrancaRow[] = [];
  for (let i = 0; i < valores.length; i += 500) {
    rows.push(
      ...(await tx
        .insert(cobrancas)
        .values(valores.slice(i, i + 500))
        .returning()),
    );
  }
  const itens = rows.flatMap((row, k) =>
    novas[k].itens.map((item, ordem) => ({
      cobranca_id: row.id,
      usuario_id: usuarioId,
      ordem,
      descricao: item.descricao,
      valor_centavos: item.valorCentavos,
      sessao_id: item.sessaoId ?? null,
    })),
  );
  for (let i = 0; i < itens.length; i += 1000)
    await tx.insert(cobrancaItens).values(itens.slice(i, i + 1000));
  return rows;
}

/** A session already in a live charge: 409 naming the session and the charge. */
async function exigirSessoesLivres(tx: Tx, usuarioId: string, escolhidas: { id: string; data: string }[]) {
  if (escolhidas.length === 0) return;
  const [ocupada] = await tx
    .select({ sessao_id: cobrancaItens.sessao_id, numero: cobrancas.numero })
    .from(cobrancaItens)
    .innerJoin(cobrancas, eq(cobrancas.id, cobrancaItens.cobranca_id))
    .where(
      and(
        eq(cobrancaItens.usuario_id, usuarioId),
        eq(cobrancaItens.ativo, true),
        inArray(
          cobrancaItens.sessao_id,
          escolhidas.map((s) => s.id),
        ),
      ),
    )
    .limit(1);
  if (ocupada) {
    const data = escolhidas.find((s) => s.id === ocupada.sessao_id)?.data ?? '';
    throw conflict('sessoes', MSG_COBRANCAS.sessaoEmCobranca(dataBr(data), ocupada.numero));
  }
}

/** The chosen sessions of the patient as items, checked one by one (value, not cancelled, not paid, free). */
async function itensDasSessoes(
  tx: Tx,
  usuarioId: string,
  pacienteId: string,
  ids: string[],
): Promise<ItemNovo[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(sessoes)
    .where(
      and(eq(sessoes.usuario_id, usuarioId), eq(sessoes.paciente_id, pacienteId), inArray(sessoes.id, ids)),
    )
    .orderBy(asc(sessoes.data), asc(sessoes.hora_inicio));
  if (rows.length !== ids.length) throw notFound(MSG_COBRANCAS.sessaoNaoEncontrada);
  for (const s of rows) {
    if (s.presenca === 'cancelada')
      throw unprocessable('sessoes', MSG_COBRANCAS.sessaoCancelada(dataBr(s.data)));
    if (!s.valor_centavos) throw unprocessable('sessoes', MSG_COBRANCAS.sessaoSemValor(dataBr(s.data)));
    if (s.pago) throw conflict('sessoes', MSG_COBRANCAS.sessaoPaga(dataBr(s.data)));
  }
  await exigirSessoesLivres(tx, usuarioId, rows);
  return rows.map((s) => ({
    descricao: descricaoDaSessao(s.data),
    valorCentavos: s.valor_centavos as number,
    sessaoId: s.id,
  }));
}

/** A race lost on the unique index of live sessions reads as the same 409 as the check before it. */
function sessaoJaCobrada(err: unknown): never {
  if (restricaoUnicaViolada(err) === 'cobranca_itens_sessao_ativa_unique') {
    throw conflict('sessoes', 'Uma das sessões acabou de entrar em outra cobrança. Atualize a página.');
  }
  throw err;
}

/** `POST /cobrancas`. */
export async function criarCobranca(
  ctx: AppContext,
  usuarioId: string,
  input: CobrancaCreateParsed,
): Promise<Cobranca> {
  return ctx.db
    .transaction(async (tx) => {
      const config = await exigirConfigCobranca(tx, usuarioId);
      const paciente = await buscarPacienteDoUsuario(tx, usuarioId, input.paciente_id, { lock: true });
      const hoje = hojeEm(await fusoDoUsuario(tx, usuarioId));
      const vencimento = input.vencimento ?? somaDias(hoje, config.vencimento_dias);
      if (vencimento < hoje) throw unprocessable('vencimento', MSG_COBRANCAS.vencimentoPassado);
      const daSessao = await itensDasSessoes(tx, usuarioId, paciente.id, input.sessoes ?? []);
      const avulsos = (input.itens ?? []).map((i) => ({
        descricao: i.descricao,
        valorCentavos: Math.round(i.valor * 100),
      }));
      const ultimaSessao = daSessao.length
        ? (
            await tx
              .select({ data: sql<string>`max(${sessoes.data})::text` })
              .from(sessoes)
              .where(
                and(
                  eq(sessoes.usuario_id, usuarioId),
                  inArray(
                    sessoes.id,
                    daSessao.map((i) => i.sessaoId as string),
                  ),
                ),
              )
          )[0].data
        : hoje;
      const [row] = await inserirCobrancas(tx, usuarioId, config, [
        {
          pacienteId: paciente.id,
          itens: [...daSessao, ...avulsos],
          vencimento,
          competencia: competenciaDe(ultimaSessao),
        },
      ]);
      const itens = await itensDe(tx, usuarioId, [row.id]);
      return paraCobranca(row, itens.get(row.id) ?? [], paciente.nome, hoje, { qr: true });
    })
    .catch(sessaoJaCobrada);
}

/** The sessions the month's run charges: of the month, with a value, not paid, in no live charge, patient active. */
function aCobrarNoMes(usuarioId: string, mes: string, config: CobrancaConfig) {
  const { inicio, fim } = intervaloMes(mesDe(`${mes}-01`));
  const presencas = config.cobrar_faltas ? ['realizada', 'falta'] : ['realizada'];
  return and(
    eq(sessoes.usuario_id, usuarioId),
    gte(sessoes.data, inicio),
    lt(sessoes.data, fim),
    gt(sessoes.valor_centavos, 0),
    eq(sessoes.pago, false),
    inArray(sessoes.presenca, presencas),
    isNull(pacientes.arquivado_em),
    notExists(
      sql`(select 1 from ${cobrancaItens} where ${cobrancaItens.sessao_id} = ${sessoes.id} and ${cobrancaItens.ativo})`,
    ),
  );
}

/** `POST /cobrancas/mes`: one charge per patient; a second run finds nothing left and creates nothing. */
export async function cobrarOMes(
  ctx: AppContext,
  usuarioId: string,
  mes: string,
): Promise<{ cobrancas: Cobranca[]; criadas: number }> {
  return ctx.db
    .transaction(async (tx) => {
      const config = await exigirConfigCobranca(tx, usuarioId);
      await travarConta(tx, usuarioId);
      const hoje = hojeEm(await fusoDoUsuario(tx, usuarioId));
      const rows = await tx
        .select({
          id: sessoes.id,
          data: sessoes.data,
          valor: sessoes.valor_centavos,
          pacienteId: pacientes.id,
          nome: pacientes.nome,
        })
        .from(sessoes)
        .innerJoin(pacientes, and(eq(pacientes.id, sessoes.paciente_id), eq(pacientes.usuario_id, usuarioId)))
        .where(aCobrarNoMes(usuarioId, mes, config))
        .orderBy(asc(pacientes.nome), asc(pacientes.id), asc(sessoes.data), asc(sessoes.hora_inicio));
      const porPaciente = new Map<string, { nome: string; itens: ItemNovo[] }>();
      for (const r of rows) {
        const grupo = porPaciente.get(r.pacienteId) ?? { nome: r.nome, itens: [] };
        grupo.itens.push({
          descricao: descricaoDaSessao(r.data),
          valorCentavos: r.valor as number,
          sessaoId: r.id,
        });
        porPaciente.set(r.pacienteId, grupo);
      }
      const vencimento = somaDias(hoje, config.vencimento_dias);
      const novas = [...porPaciente].map(([pacienteId, g]) => ({
        pacienteId,
        itens: g.itens,
        vencimento,
        competencia: mes,
      }));
      const criadas = await inserirCobrancas(tx, usuarioId, config, novas);
      const lista = await Promise.all(
        criadas.map((row, k) =>
          paraCobranca(
            row,
            novas[k].itens.map((i, ordem) => ({
              id: '',
              cobranca_id: row.id,
              usuario_id: usuarioId,
              ordem,
              descricao: i.descricao,
              valor_centavos: i.valorCentavos,
              sessao_id: i.sessaoId ?? null,
              financeiro_id: null,
              ativo: true,
            })),
            porPaciente.get(row.paciente_id)?.nome ?? '',
            hoje,
          ),
        ),
      );
      return { cobrancas: lista, criadas: lista.length };
    })
    .catch(sessaoJaCobrada);
}

/** `GET /cobrancas/mes/previa`: what the run would create — the first 200 patients by name, and the totals. */
export async function previaDoMes(ctx: AppContext, usuarioId: string, mes: string): Promise<PreviaMes> {
  const config = await exigirConfigCobranca(ctx.db, usuarioId);
  const rows = await ctx.db
    .select({
      paciente_id: pacientes.id,
      paciente_nome: pacientes.nome,
      sessoes: sql<number>`count(*)::int`,
      centavos: sql<string>`sum(${sessoes.valor_centavos})`,
    })
    .from(sessoes)
    .innerJoin(pacientes, and(eq(pacientes.id, sessoes.paciente_id), eq(pacientes.usuario_id, usuarioId)))
    .where(aCobrarNoMes(usuarioId, mes, config))
    .groupBy(pacientes.id, pacientes.nome)
    .orderBy(asc(pacientes.nome), asc(pacientes.id));
  const total = rows.reduce((s, r) => s + Number(r.centavos), 0);
  return {
    mes,
    pacientes: rows.slice(0, 200).map((r) => ({
      paciente_id: r.paciente_id,
      paciente_nome: r.paciente_nome,
      sessoes: Number(r.sessoes),
      valor: Number(r.centavos) / 100,
    })),
    quantidade: rows.length,
    total: total / 100,
  };
}
