import { montarEmail } from '../../lib/email/montar.ts';
import type { MailMessage } from '../../lib/mail.ts';

/*
 * The psychologist is told when a patient signs or refuses a term in their page (docs/product.md §20), in the one
 * e-mail frame (docs/decisions/0077-email-frame.md). The e-mail names the patient and the term's title, never its
 * text.
 */

type Mensagem = Omit<MailMessage, 'to'>;

export function emailTermoAssinado(d: {
  paciente: string;
  titulo: string;
  assinante: string;
  url: string;
}): Mensagem {
  return montarEmail({
    assunto: `Termo assinado: ${d.titulo}`,
    blocos: [
      `${d.assinante} assinou pela área do paciente o termo "${d.titulo}" de ${d.paciente}.`,
      'O termo assinado, com o registro da assinatura eletrônica, está na ficha do paciente.',
      { botao: { texto: 'Abrir os termos do paciente', url: d.url } },
    ],
  });
}

export function emailTermoRecusado(d: {
  paciente: string;
  titulo: string;
  motivo: string | null;
  url: string;
}): Mensagem {
  return montarEmail({
    assunto: `Termo recusado: ${d.titulo}`,
    blocos: [
      `${d.paciente} recusou pela área do paciente o termo "${d.titulo}".`,
      ...(d.motivo ? [`Motivo informado: ${d.motivo}`] : []),
      'Converse com o paciente e, se for o caso, envie um novo termo pela ficha.',
      { botao: { texto: 'Abrir os termos do paciente', url: d.url } },
    ],
  });
}
