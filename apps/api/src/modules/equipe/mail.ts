import { primeiroNome } from '@consultorio/contracts/br';
import { CONVITE_VALIDADE_DIAS } from '@consultorio/contracts/equipe';
import type { AppContext } from '../../context.ts';
import type { MailMessage } from '../../lib/mail.ts';
import { escapeHtml, paginaHtml } from '../auth/service.ts';

/** The invitation link's page on the web app (docs/product.md §15). */
export const conviteUrl = (ctx: AppContext, token: string) =>
  `${ctx.config.publicUrl.replace(/\/$/, '')}/convite/${token}`;

/** The invitation e-mail: who invites, what she will (and will not) see, the link and how long it lasts. */
export function conviteMail(
  ctx: AppContext,
  { to, nome, titular, token }: { to: string; nome: string; titular: string; token: string },
): MailMessage {
  const saudacao = primeiroNome(nome);
  const link = conviteUrl(ctx, token);
  const text = [
    `Olá, ${saudacao}!`,
    '',
    `${titular} convidou você para a equipe do consultório, como secretária, no aplicativo Consultório.`,
    'Você poderá cuidar da agenda e do cadastro dos pacientes. Prontuários e demais informações clínicas continuam só com a psicóloga.',
    '',
    `Para aceitar, crie sua senha neste link: ${link}`,
    `O convite vale por ${CONVITE_VALIDADE_DIAS} dias e pode ser usado uma única vez.`,
    '',
    'Se você não esperava este convite, ignore este e-mail.',
    '',
    'Equipe Consultório',
  ].join('\n');
  const html = paginaHtml(
    saudacao,
    `<p>${escapeHtml(titular)} convidou você para a equipe do consultório, como secretária, no aplicativo Consultório.</p>
<p>Você poderá cuidar da agenda e do cadastro dos pacientes. Prontuários e demais informações clínicas continuam só
com a psicóloga.</p>
<p><a href="${escapeHtml(link)}">Aceitar o convite e criar minha senha</a></p>
<p>O convite vale por <strong>${CONVITE_VALIDADE_DIAS} dias</strong> e pode ser usado uma única vez.</p>
<p>Se você não esperava este convite, ignore este e-mail.</p>`,
  );
  return { to, subject: `${titular} convidou você para a equipe do consultório`, text, html };
}
