import { primeiroNome } from '@consultorio/contracts/br';
import { moedaBr } from '@consultorio/contracts/carne-leao';
import { dataBr } from '@consultorio/contracts/tempo';
import { montarEmail } from '../../lib/email/montar.ts';
import type { MailMessage } from '../../lib/mail.ts';

/*
 * The e-mails of charging (docs/emails.md). To the patient: the reminder of a charge past due — amount, due date,
 * the PIX code and the link to their page, and no clinical word (no "sessão", no notes: an e-mail box is not the
 * record). To the psychologist: a patient informed a payment.
 */

type Mensagem = Omit<MailMessage, 'to'>;

/** To the patient, the day after a charge falls due (job `cobrar-vencidas`). */
export function emailCobrancaVencida(d: {
  paciente: string;
  recebedor: string;
  numero: number;
  valor: number;
  vencimento: string;
  copiaECola: string;
  portalUrl: string | null;
}): Mensagem {
  return montarEmail({
    assunto: `Pagamento pendente: cobrança nº ${d.numero}`,
    saudacao: `Olá, ${primeiroNome(d.paciente)}!`,
    blocos: [
      `A cobrança nº ${d.numero} de ${d.recebedor} venceu e ainda consta em aberto.`,
      { linhas: [`Valor: ${moedaBr(d.valor)}`, `Vencimento: ${dataBr(d.vencimento)}`] },
      ...(d.portalUrl
        ? [
            'Pague pelo PIX e envie o comprovante na sua área:',
            { botao: { texto: 'Abrir minha área', url: d.portalUrl } },
          ]
        : []),
      { linhas: ['PIX copia e cola:', d.copiaECola] },
      'Se você já pagou, desconsidere esta mensagem.',
    ],
    rodape: 'Você recebe este e-mail porque há uma cobrança em seu nome vencida.',
  });
}

/** To the psychologist: the patient says they paid and sent the comprovante. */
export function emailPagamentoInformado(d: {
  paciente: string;
  numero: number;
  valor: number;
  url: string;
}): Mensagem {
  return montarEmail({
    assunto: `Pagamento informado: cobrança nº ${d.numero}`,
    blocos: [
      `${d.paciente} informou pela área do paciente o pagamento da cobrança nº ${d.numero}, de ${moedaBr(d.valor)}, e enviou o comprovante.`,
      'Confira o comprovante e marque a cobrança como paga, ou devolva-o com o motivo.',
      { botao: { texto: 'Abrir a cobrança', url: d.url } },
    ],
  });
}
