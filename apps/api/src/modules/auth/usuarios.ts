import { UNIQUE_USER_FIELDS, type UniqueUserField, type Usuario } from '@consultorio/contracts/auth';
import { MSG } from '@consultorio/contracts/messages';
import { and, eq, ne, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { usuarios } from '../../db/schema.ts';
import { AppError, type FieldErrors } from '../../lib/errors.ts';
import { restricaoUnicaViolada } from '../../lib/sql.ts';

export type UsuarioRow = typeof usuarios.$inferSelect;
export type UniqueValues = Record<UniqueUserField, string>;

/**
 * The public face of a login: never the password hash, the lock-out counters or the plan internals. `conta` is
 * the account she acts on — her own row for a titular, her titular's for a secretária (docs/product.md §15).
 */
export const toUsuario = (row: UsuarioRow, conta: UsuarioRow = row): Usuario => ({
  id: row.id,
  nome: row.nome,
  email: row.email,
  cpf: row.cpf,
  crp: row.crp,
  telefone: row.telefone,
  papel: row.papel,
  acesso_financeiro: row.papel === 'titular' || row.acesso_financeiro,
  consultorio: {
    titular_id: conta.id,
    nome: conta.nome,
    duracao_sessao_padrao: conta.duracao_sessao_padrao,
    valor_sessao_padrao:
      conta.valor_sessao_padrao_centavos === null ? null : conta.valor_sessao_padrao_centavos / 100,
    fuso_horario: conta.fuso_horario,
  },
});

/** The account a login acts on: the titular's id for a secretária, her own for a titular. */
export const contaDo = (row: Pick<UsuarioRow, 'id' | 'titular_id'>): string => row.titular_id ?? row.id;

/** `toUsuario` reading the titular's row when the login is a secretária's. */
export async function usuarioPublico(ctx: AppContext, row: UsuarioRow): Promise<Usuario> {
  const conta = row.titular_id ? await buscarUsuarioPorId(ctx, row.titular_id) : row;
  return toUsuario(row, conta ?? row);
}

/** A titular's row: the check constraint (usuarios_papel_check) guarantees her CPF, CRP and phone. */
export type TitularRow = UsuarioRow & { cpf: string; crp: string; telefone: string };

export function comoTitular(row: UsuarioRow): TitularRow {
  if (row.cpf === null || row.crp === null || row.telefone === null) {
    throw new Error(`usuário ${row.id} não é titular de uma conta`);
  }
  return row as TitularRow;
}

/** The account's titular by the account id (a request's `usuario(req)`). */
export async function buscarTitular(ctx: AppContext, id: string): Promise<TitularRow | undefined> {
  const row = await buscarUsuarioPorId(ctx, id);
  return row && comoTitular(row);
}

export async function buscarUsuarioPorId(ctx: AppContext, id: string): Promise<UsuarioRow | undefined> {
  const [row] = await ctx.db.select().from(usuarios).where(eq(usuarios.id, id)).limit(1);
  return row;
}

export async function buscarUsuarioPorEmail(ctx: AppContext, email: string): Promise<UsuarioRow | undefined> {
  const [row] = await ctx.db.select().from(usuarios).where(eq(usuarios.email, email)).limit(1);
  return row;
}

/** Is this e-mail/CPF/CRP/telefone free? `exceptId` lets a user keep their own value. */
export async function estaDisponivel(
  ctx: AppContext,
  field: UniqueUserField,
  value: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios[field], value), exceptId ? ne(usuarios.id, exceptId) : undefined))
    .limit(1);
  return !row;
}

/** 409 naming every field already taken by another user; nothing when all are free. */
export async function exigirUnico(ctx: AppContext, values: UniqueValues, exceptId?: string): Promise<void> {
  const taken = await ctx.db
    .select({ email: usuarios.email, cpf: usuarios.cpf, crp: usuarios.crp, telefone: usuarios.telefone })
    .from(usuarios)
    .where(
      and(
        or(...UNIQUE_USER_FIELDS.map((f) => eq(usuarios[f], values[f]))),
        exceptId ? ne(usuarios.id, exceptId) : undefined,
      ),
    );
  const fields = UNIQUE_USER_FIELDS.filter((f) => taken.some((row) => row[f] === values[f]));
  if (fields.length > 0) throw duplicateError(fields);
}

export function duplicateError(fields: UniqueUserField[]): AppError {
  const errors: FieldErrors = {};
  for (const f of fields) errors[f] = [MSG.duplicate[f]];
  return new AppError(409, MSG.duplicate[fields[0]], { errors });
}

/** The 409 of a sign-up or profile change whose e-mail, CPF or CRP another account took meanwhile (lib/sql.ts). */
export function uniqueViolation(err: unknown): AppError | null {
  const restricao = restricaoUnicaViolada(err);
  const field = UNIQUE_USER_FIELDS.find((f) => restricao === `usuarios_${f}_unique`);
  return field ? duplicateError([field]) : null;
}
