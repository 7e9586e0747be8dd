import { primeiroNome } from '@consultorio/contracts/br';
import type { AppContext } from '../../context.ts';
import type { MailMessage } from '../../lib/mail.ts';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Where a user changes a forgotten or exposed password. */
const trocaDeSenhaUrl = (ctx: AppContext) => `${ctx.config.publicUrl.replace(/\/$/, '')}/change-password`;

/** The HTML of an account e-mail: the greeting, the body's paragraphs (already HTML) and the team's signature. */
export const paginaHtml = (saudacao: string, corpo: string) => `<!doctype html>
<html lang="pt-BR"><body style="font-family: Arial, sans-serif; line-height: 1.5">
<p>Olá, ${escapeHtml(saudacao)}!</p>
${corpo}
<p>Equipe Consultório</p>
</body></html>`;

/** The forgotten-password e-mail: the 6-digit code, how long it lasts, what to do if it wasn't you. */
export function emailDoCodigoDeRedefinicao(
  ctx: AppContext,
  { to, nome, codigo }: { to: string; nome: string; codigo: string },
): MailMessage {
  const saudacao = primeiroNome(nome);
  const link = trocaDeSenhaUrl(ctx);
  const text = [
    `Olá, ${saudacao}!`,
    '',
    'Recebemos um pedido para redefinir a senha da sua conta no Consultório.',
    '',
    `Seu código de verificação: ${codigo}`,
    '',
    'O código vale por 15 minutos e pode ser usado uma única vez.',
    `Digite-o na tela "Esqueci minha senha": ${link}`,
    '',
    'Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma.',
    'Nunca compartilhe este código com ninguém, nem com a nossa equipe.',
    '',
    'Equipe Consultório',
  ].join('\n');
  const html = paginaHtml(
    saudacao,
    `<p>Recebemos um pedido para redefinir a senha da sua conta no Consultório.</p>
<p>Seu código de verificação:</p>
<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px">${codigo}</p>
<p>O código vale por <strong>15 minutos</strong> e pode ser usado uma única vez.
Digite-o na tela <a href="${escapeHtml(link)}">Esqueci minha senha</a>.</p>
<p>Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma.
Nunca compartilhe este código com ninguém, nem com a nossa equipe.</p>`,
  );
  return { to, subject: 'Código para redefinir sua senha - Consultório', text, html };
}

/**
 * The warning after too many wrong second-step codes (one per pause, modules/auth/second-step.ts): someone has the
 * password. No code, address or time that would help whoever is trying; the ways out are changing the password and,
 * during the pause, a recovery code.
 */
export function secondStepWarningMail(
  ctx: AppContext,
  { to, nome }: { to: string; nome: string },
): MailMessage {
  const saudacao = primeiroNome(nome);
  const link = trocaDeSenhaUrl(ctx);
  const minutos = Math.round(ctx.config.secondFactorLockout.pauseSeconds / 60);
  const alerta = 'Alguém usou sua senha e errou o código de verificação — troque sua senha.';
  const pausa =
    `Por segurança, a entrada com os códigos do aplicativo autenticador ficou pausada por ${minutos} minutos. ` +
    'Nesse tempo você ainda pode entrar com um dos seus códigos de recuperação.';
  const troca = 'Troque a senha em Perfil > Alterar senha, ou pela tela "Esqueci minha senha"';
  const text = [
    `Olá, ${saudacao}!`,
    '',
    alerta,
    '',
    'A senha da sua conta no Consultório foi digitada corretamente, mas o código de verificação em duas etapas',
    'foi errado muitas vezes seguidas.',
    '',
    pausa,
    '',
    `${troca}: ${link}`,
    'Se foi você mesmo quem errou o código, confira se o relógio do celular está certo.',
    '',
    'Equipe Consultório',
  ].join('\n');
  const html = paginaHtml(
    saudacao,
    `<p><strong>${alerta}</strong></p>
<p>A senha da sua conta no Consultório foi digitada corretamente, mas o código de verificação em duas etapas
foi errado muitas vezes seguidas.</p>
<p>${pausa}</p>
<p>${troca}: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a>.</p>
<p>Se foi você mesmo quem errou o código, confira se o relógio do celular está certo.</p>`,
  );
  return { to, subject: 'Alerta de segurança: troque sua senha - Consultório', text, html };
}
