import type { Usuario } from '@consultorio/contracts/auth';
import { MSG } from '@consultorio/contracts/messages';
import type { Endereco } from '@consultorio/contracts/pessoa';
import { isFusoValido } from '@consultorio/contracts/tempo';
import type { Profile, ProfileOutput } from '@consultorio/contracts/usuario';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { usuarios } from '../../db/schema.ts';
import { type Ator, naConta } from '../../lib/ator.ts';
import { AppError, unauthorized, unprocessable } from '../../lib/errors.ts';
import { registrarAuditoria } from '../auditoria/service.ts';
import {
  type AuthInfo,
  buscarUsuarioPorId,
  comoTitular,
  conferirHashDaSenha,
  exigirSenhaForte,
  exigirUnico,
  hashPassword,
  revogarTodasAsSessoes,
  type UsuarioRow,
  uniqueViolation,
  usuarioPublico,
} from '../auth/service.ts';

/** The logged-in user. A session whose user is gone (account erased) counts as no session. */
async function requireUsuario(ctx: AppContext, usuarioId: string): Promise<UsuarioRow> {
  const row = await buscarUsuarioPorId(ctx, usuarioId);
  if (!row) throw unauthorized();
  return row;
}

/** `GET /user`: the login of the session (a secretária with her titular's account, docs/product.md §15). */
export async function obterUsuario(ctx: AppContext, atorId: string): Promise<Usuario> {
  return usuarioPublico(ctx, await requireUsuario(ctx, atorId));
}

const ENDERECO_FIELDS = ['cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'uf'] as const;

function toProfile(usuario: UsuarioRow): ProfileOutput {
  const row = comoTitular(usuario);
  const e = row.endereco;
  return {
    id: row.id,
    nome: row.nome,
    email: row.email,
    cpf: row.cpf,
    crp: row.crp,
    telefone: row.telefone,
    data_nascimento: row.data_nascimento,
    endereco: e ? Object.fromEntries(ENDERECO_FIELDS.map((f) => [f, e[f] ?? null])) : null,
    valor_sessao_padrao:
      row.valor_sessao_padrao_centavos === null ? null : row.valor_sessao_padrao_centavos / 100,
    duracao_sessao_padrao: row.duracao_sessao_padrao,
    fuso_horario: row.fuso_horario,
    codigo_ocupacao: row.codigo_ocupacao,
    emite_receita_saude: row.emite_receita_saude,
    link_online_padrao: row.link_online_padrao,
    plataforma_online: row.plataforma_online,
    encaminhamento_emergencia: row.encaminhamento_emergencia,
  } as ProfileOutput;
}

export async function obterPerfil(ctx: AppContext, usuarioId: string): Promise<ProfileOutput> {
  return toProfile(await requireUsuario(ctx, usuarioId));
}

/** Replaces the profile. E-mail, CPF, CRP and telefone stay unique across users (409 naming the field). */
export async function atualizarPerfil(
  ctx: AppContext,
  ator: Ator,
  usuarioId: string,
  input: Profile,
): Promise<ProfileOutput> {
  await requireUsuario(ctx, usuarioId);
  if (!isFusoValido(input.fuso_horario)) {
    const message = 'Fuso horário inválido (ex.: America/Sao_Paulo).';
    throw new AppError(422, MSG.validation, { errors: { fuso_horario: [message] } });
  }
  const { nome, email, cpf, crp, telefone } = input;
  await exigirUnico(ctx, { email, cpf, crp, telefone }, usuarioId);
  const endereco = input.endereco
    ? (Object.fromEntries(ENDERECO_FIELDS.map((f) => [f, input.endereco?.[f] || null])) as Endereco)
    : null;
  const hasEndereco = endereco && Object.values(endereco).some((v) => v !== null);
  let row: UsuarioRow;
  try {
    [row] = await ctx.db
      .update(usuarios)
      .set({
        nome,
        email,
        cpf,
        crp,
        telefone,
        data_nascimento: input.data_nascimento ?? null,
        endereco: hasEndereco ? endereco : null,
        valor_sessao_padrao_centavos:
          input.valor_sessao_padrao == null ? null : Math.round(input.valor_sessao_padrao * 100),
        duracao_sessao_padrao: input.duracao_sessao_padrao,
        fuso_horario: input.fuso_horario,
        ...(input.codigo_ocupacao !== undefined && { codigo_ocupacao: input.codigo_ocupacao }),
        ...(input.emite_receita_saude !== undefined && { emite_receita_saude: input.emite_receita_saude }),
        ...(input.link_online_padrao !== undefined && { link_online_padrao: input.link_online_padrao }),
        ...(input.plataforma_online !== undefined && { plataforma_online: input.plataforma_online }),
        ...(input.encaminhamento_emergencia !== undefined && {
          encaminhamento_emergencia: input.encaminhamento_emergencia,
        }),
        updated_at: sql`now()`,
      })
      .where(eq(usuarios.id, usuarioId))
      .returning();
  } catch (err) {
    throw uniqueViolation(err) ?? err;
  }
  await registrarAuditoria(ctx.db, naConta(ator, usuarioId), {
    acao: 'perfil_alterado',
    entidade: 'usuario',
    entidadeId: usuarioId,
  });
  return toProfile(row);
}

/** Needs the current password; ends every other session of the user (the one asking stays valid). */
export async function alterarSenha(
  ctx: AppContext,
  ator: Ator,
  auth: AuthInfo,
  input: { senha_atual: string; senha: string },
): Promise<void> {
  const user = await requireUsuario(ctx, auth.atorId);
  if (!(await conferirHashDaSenha(user.senha_hash, input.senha_atual))) {
    throw unprocessable('senha_atual', MSG.wrongCurrentPassword);
  }
  await exigirSenhaForte(input.senha, user);
  const senha_hash = await hashPassword(input.senha);
  await ctx.db
    .update(usuarios)
    .set({ senha_hash, failed_logins: 0, locked_until: null, updated_at: sql`now()` })
    .where(eq(usuarios.id, user.id));
  await revogarTodasAsSessoes(ctx, user.id, auth.tokenId);
  await registrarAuditoria(ctx.db, ator, {
    acao: 'senha_alterada',
    entidade: 'usuario',
    entidadeId: user.id,
  });
}
