import { primeiroNome } from '@consultorio/contracts/br';
import type { AppContext } from '../../context.ts';
import type { MailMessage } from '../../lib/mail.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The forgotten-password e-mail: the 6-digit code, how long it lasts, what to do if it wasn't you. */
export function resetCodeMail(
  ctx: AppContext,
  { to, nome, codigo }: { to: string; nome: string; codigo: string },
): MailMessage {
  const saudacao = primeiroNome(nome);
  const link = `${ctx.config.publicUrl.replace(/\/$/, '')}/change-password`;
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
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family: Arial, sans-serif; line-height: 1.5">
<p>Olá, ${escapeHtml(saudacao)}!</p>
<p>Recebemos um pedido para redefinir a senha da sua conta no Consultório.</p>
<p>Seu código de verificação:</p>
<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px">${codigo}</p>
<p>O código vale por <strong>15 minutos</strong> e pode ser usado uma única vez.
Digite-o na tela <a href="${escapeHtml(link)}">Esqueci minha senha</a>.</p>
<p>Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma.
Nunca compartilhe este código com ninguém, nem com a nossa equipe.</p>
<p>Equipe Consultório</p>
</body></html>`;
  return { to, subject: 'Código para redefinir sua senha - Consultório', text, html };
}
