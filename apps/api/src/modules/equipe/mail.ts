import { primeiroNome } from '@consultorio/contracts/br';
import { CONVITE_VALIDADE_DIAS } from '@consultorio/contracts/equipe';
import type { AppContext } from '../../context.ts';
import { montarEmail } from '../../lib/email/montar.ts';
import type { MailMessage } from '../../lib/mail.ts';

/** The invitation link's page on the web app (docs/product.md §15). */
export const conviteUrl = (ctx: AppContext, token: string) =>
  `${ctx.config.publicUrl.replace(/\/$/, '')}/convite/${token}`;

/** The invitation e-mail: who invites, what she will (and will not) see, the link and how long it lasts. */
export function conviteMail(
  ctx: AppContext,
  { to, nome, titular, token }: { to: string; nome: string; titular: string; token: string },
): MailMessage {
  return {
    to,
    ...montarEmail({
      assunto: `${titular} convidou você para a equipe do consultório`,
      saudacao: `Olá, ${primeiroNome(nome)}!`,
      blocos: [
        `${titular} convidou você para a equipe do consultório, como secretária, no aplicativo Consultório.`,
        'Você poderá cuidar da agenda e do cadastro dos pacientes. Prontuários e demais informações clínicas ' +
          'continuam só com a psicóloga.',
        { botao: { texto: 'Aceitar o convite e criar minha senha', url: conviteUrl(ctx, token) } },
        `O convite vale por ${CONVITE_VALIDADE_DIAS} dias e pode ser usado uma única vez.`,
        'Se você não esperava este convite, ignore este e-mail.',
      ],
      assinatura: 'Equipe Consultório',
    }),
  };
}
