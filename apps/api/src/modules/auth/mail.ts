import { primeiroNome } from '@consultorio/contracts/br';
import type { AppContext } from '../../context.ts';
import { montarEmail } from '../../lib/email/montar.ts';
import type { MailMessage } from '../../lib/mail.ts';

/** Where a user changes a forgotten or exposed password. */
const trocaDeSenhaUrl = (ctx: AppContext) => `${ctx.config.publicUrl.replace(/\/$/, '')}/change-password`;

const ASSINATURA = 'Equipe Consultório';
const RODAPE = 'Você recebe este e-mail porque tem uma conta no Consultório.';

/** The forgotten-password e-mail: the 6-digit code, how long it lasts, what to do if it wasn't you. */
export function emailDoCodigoDeRedefinicao(
  ctx: AppContext,
  { to, nome, codigo }: { to: string; nome: string; codigo: string },
): MailMessage {
  return {
    to,
    ...montarEmail({
      assunto: 'Código para redefinir sua senha - Consultório',
      saudacao: `Olá, ${primeiroNome(nome)}!`,
      blocos: [
        'Recebemos um pedido para redefinir a senha da sua conta no Consultório.',
        { rotulo: 'Seu código de verificação:', codigo },
        'O código vale por 15 minutos e pode ser usado uma única vez. Digite-o na tela "Esqueci minha senha".',
        { botao: { texto: 'Abrir a tela "Esqueci minha senha"', url: trocaDeSenhaUrl(ctx) } },
        'Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma. ' +
          'Nunca compartilhe este código com ninguém, nem com a nossa equipe.',
      ],
      assinatura: ASSINATURA,
      rodape: RODAPE,
    }),
  };
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
  const minutos = Math.round(ctx.config.secondFactorLockout.pauseSeconds / 60);
  return {
    to,
    ...montarEmail({
      assunto: 'Alerta de segurança: troque sua senha - Consultório',
      saudacao: `Olá, ${primeiroNome(nome)}!`,
      blocos: [
        { forte: 'Alguém usou sua senha e errou o código de verificação — troque sua senha.' },
        'A senha da sua conta no Consultório foi digitada corretamente, mas o código de verificação em duas etapas ' +
          'foi errado muitas vezes seguidas.',
        `Por segurança, a entrada com os códigos do aplicativo autenticador ficou pausada por ${minutos} minutos. ` +
          'Nesse tempo você ainda pode entrar com um dos seus códigos de recuperação.',
        'Troque a senha em Perfil > Alterar senha, ou pela tela "Esqueci minha senha".',
        { botao: { texto: 'Trocar minha senha', url: trocaDeSenhaUrl(ctx) } },
        'Se foi você mesmo quem errou o código, confira se o relógio do celular está certo.',
      ],
      assinatura: ASSINATURA,
      rodape: RODAPE,
    }),
  };
}
