import type { ExcluirContaRequest } from '@consultorio/contracts/conta';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import {
  agendamentos,
  anamneses,
  anexos,
  auditoria,
  authTokens,
  backups,
  carneLeaoCalculos,
  cobrancas,
  codigosRecuperacao,
  contasExcluidas,
  convites,
  desafios2fa,
  documentos,
  doisFatores,
  financeiros,
  lembretesConfig,
  lembretesRenovacao,
  pacientes,
  pagamentos,
  prontuarios,
  resetCodes,
  sessoes,
  usuarios,
} from '../../db/schema.ts';
import { naConta, type Pedido } from '../../lib/ator.ts';
import { newToken } from '../../lib/crypto.ts';
import { unauthorized, unprocessable } from '../../lib/errors.ts';
import { apagarCaixaDeSaida, caixaDeSaida } from '../../lib/mail.ts';
import { registrarAuditoria } from '../auditoria/service.ts';
import {
  type AuthInfo,
  buscarUsuarioPorId,
  conferirHashDaSenha,
  hashPassword,
  twoFactorActive,
  type UsuarioRow,
  verificarSegundoFator,
} from '../auth/service.ts';
import { apagarResiduoDepois } from './residuo.ts';

export {
  abrirBackup,
  BACKUPS_MANTIDOS,
  backupsDiarios,
  criarBackup,
  excluirBackup,
  listarBackups,
} from './backups.ts';
export { exportarDados, nomeExportacao } from './exportar.ts';

export const MSG_CONTA = {
  senhaIncorreta: 'Senha incorreta.',
  codigoObrigatorio: 'Informe o código do aplicativo autenticador (ou um código de recuperação).',
  codigoInvalido: 'Código inválido ou já usado.',
} as const;

async function requireUsuario(ctx: AppContext, usuarioId: string): Promise<UsuarioRow> {
  const user = await buscarUsuarioPorId(ctx, usuarioId);
  if (!user) throw unauthorized();
  return user;
}

/** The user's password, or 422 on `senha`. */
export async function verificarSenha(ctx: AppContext, usuarioId: string, senha: string): Promise<UsuarioRow> {
  const user = await requireUsuario(ctx, usuarioId);
  if (!(await conferirHashDaSenha(user.senha_hash, senha)))
    throw unprocessable('senha', MSG_CONTA.senhaIncorreta);
  return user;
}

/** The password, then (2FA on) a code: what an irreversible act asks. Wrong → 422 on the field, nothing changes. */
export async function confirmarIdentidade(
  ctx: AppContext,
  usuarioId: string,
  input: { senha: string; codigo?: string },
): Promise<UsuarioRow> {
  const user = await verificarSenha(ctx, usuarioId, input.senha);
  if (await twoFactorActive(ctx, user.id)) {
    if (!input.codigo) throw unprocessable('codigo', MSG_CONTA.codigoObrigatorio);
    if (!(await verificarSegundoFator(ctx, user.id, input.codigo)))
      throw unprocessable('codigo', MSG_CONTA.codigoInvalido);
  }
  return user;
}

/**
 * Deletes the outbox e-mails (embedded mode without SMTP) sent to an erased user and to their patients — reminders
 * carry a patient's name and session time — except those to an address another account or patient still has.
 * A failure is logged: the account is already erased.
 */
async function apagarEmailsDaConta(
  ctx: AppContext,
  pedido: Pedido,
  emailsDaConta: string[],
  emailsDePacientes: string[],
): Promise<void> {
  try {
    // Only the patients' addresses the outbox has mail for are looked up (a practice may have thousands).
    const naCaixa = new Set(caixaDeSaida(ctx.config.dataDir, emailsDePacientes).flatMap((m) => m.para));
    let livres = emailsDePacientes.filter((e) => naCaixa.has(e));
    if (livres.length > 0) {
      const emUso = async (tabela: typeof pacientes | typeof usuarios) =>
        (
          await ctx.db
            .selectDistinct({ email: sql<string>`lower(${tabela.email})` })
            .from(tabela)
            .where(inArray(sql`lower(${tabela.email})`, livres))
        ).map((r) => r.email);
      const usados = new Set([...(await emUso(pacientes)), ...(await emUso(usuarios))]);
      livres = livres.filter((e) => !usados.has(e));
    }
    apagarCaixaDeSaida(ctx.config.dataDir, [...emailsDaConta, ...livres]);
  } catch (err) {
    pedido.log.error({ err }, 'e-mails de conta excluída na caixa de saída');
  }
}

/**
 * A secretária deletes her own login (docs/product.md §15): her password (and code, with 2FA) confirms it; her
 * row goes with her sessions and 2FA; what she registered stays on the titular's account, whose trail records it.
 */
async function excluirLoginDaSecretaria(
  ctx: AppContext,
  pedido: Pedido,
  auth: AuthInfo,
  input: ExcluirContaRequest & { codigo?: string },
): Promise<void> {
  const user = await confirmarIdentidade(ctx, auth.atorId, input);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(usuarios).where(and(eq(usuarios.id, user.id), eq(usuarios.papel, 'secretaria')));
    await registrarAuditoria(tx, pedido.ator, {
      acao: 'excluir',
      entidade: 'membro',
      entidadeId: user.id,
    });
  });
}

/**
 * Erases the account (LGPD art. 18): patients and everything clinical, the agenda, finance, Carnê-Leão, the audit
 * trail, sessions, 2FA, backups, every stored file and the outbox's e-mails to the user and their patients. What
 * tax law obliges stays: the plan's payments (no clinical data) on an inert usuarios row and, only when at least
 * one of them was paid, who paid them (contas_excluidas: name, CPF, e-mail); plus one audit line of the deletion.
 * The e-mail, CPF, CRP and phone are freed: the same person may sign up again. On the embedded database the tables
 * are then rewritten without the deleted rows (residuo.ts, docs/security.md).
 */
export async function excluirConta(
  ctx: AppContext,
  pedido: Pedido,
  auth: AuthInfo,
  input: ExcluirContaRequest & { codigo?: string },
): Promise<void> {
  if (auth.papel === 'secretaria') return excluirLoginDaSecretaria(ctx, pedido, auth, input);
  const user = await confirmarIdentidade(ctx, auth.usuarioId, input);
  const arquivos = [
    ...(await ctx.db.select({ k: anexos.storage_key }).from(anexos).where(eq(anexos.usuario_id, user.id))),
    ...(await ctx.db.select({ k: backups.storage_key }).from(backups).where(eq(backups.usuario_id, user.id))),
    ...(await ctx.db
      .select({ k: sql<string>`${cobrancas.comprovante_key}` })
      .from(cobrancas)
      .where(and(eq(cobrancas.usuario_id, user.id), isNotNull(cobrancas.comprovante_key)))),
  ].map((r) => r.k);
  const emailsDePacientes = await ctx.db
    .selectDistinct({ email: sql<string>`lower(${pacientes.email})` })
    .from(pacientes)
    .where(and(eq(pacientes.usuario_id, user.id), isNotNull(pacientes.email)));
  const equipe = await ctx.db
    .select({ email: usuarios.email })
    .from(usuarios)
    .where(eq(usuarios.titular_id, user.id));
  const inerte = `excluida-${user.id}`;
  const senhaInutil = await hashPassword(newToken());

  await ctx.db.transaction(async (tx) => {
    const [pago] = await tx
      .select({ id: pagamentos.id })
      .from(pagamentos)
      .where(and(eq(pagamentos.usuario_id, user.id), eq(pagamentos.status, 'pago')))
      .limit(1);
    if (pago) {
      await tx
        .insert(contasExcluidas)
        .values({ usuario_id: user.id, nome: user.nome, cpf: user.cpf ?? '', email: user.email })
        .onConflictDoNothing();
    }
    for (const table of [
      documentos,
      prontuarios,
      anamneses,
      anexos,
      sessoes,
      agendamentos,
      financeiros,
      pacientes,
      carneLeaoCalculos,
      auditoria,
      authTokens,
      resetCodes,
      lembretesRenovacao,
      desafios2fa,
      codigosRecuperacao,
      doisFatores,
      backups,
      lembretesConfig,
      convites,
    ]) {
      await tx.delete(table).where(eq(table.usuario_id, user.id));
    }
    // The secretárias' logins go with the account (their sessions, 2FA and own audit lines by cascade).
    await tx.delete(usuarios).where(eq(usuarios.titular_id, user.id));
    await tx
      .update(usuarios)
      .set({
        nome: 'Conta excluída',
        email: `${inerte}@conta-excluida.invalid`,
        cpf: inerte,
        crp: inerte,
        telefone: inerte,
        senha_hash: senhaInutil,
        data_nascimento: null,
        endereco: null,
        valor_sessao_padrao_centavos: null,
        plano_slug: 'gratuito',
        plano_status: 'ACTIVE',
        plano_expira_em: null,
        failed_logins: 0,
        locked_until: null,
      })
      .where(eq(usuarios.id, user.id));
  });
  for (const key of arquivos) {
    // Already gone from the database: a file that fails to go is logged for the operator, never shown.
    await ctx.storage
      .delete(key)
      .catch((err: unknown) => pedido.log.error({ err, key }, 'arquivo de conta excluída'));
  }
  await apagarEmailsDaConta(
    ctx,
    pedido,
    [user.email, ...equipe.map((m) => m.email)],
    emailsDePacientes.map((p) => p.email),
  );
  await registrarAuditoria(ctx.db, naConta(pedido.ator, user.id), {
    acao: 'excluir',
    entidade: 'conta',
    entidadeId: user.id,
  });
  apagarResiduoDepois(ctx, pedido.log);
}
