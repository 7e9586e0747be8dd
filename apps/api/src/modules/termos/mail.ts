import type { MailMessage } from '../../lib/mail.ts';

/*
 * The psychologist is told when a patient signs or refuses a term in their page (docs/product.md §18). The e-mail
 * names the patient and the term's title, never its text.
 */

type Mensagem = Omit<MailMessage, 'to'>;

export function emailTermoAssinado(d: {
  paciente: string;
  titulo: string;
  assinante: string;
  url: string;
}): Mensagem {
  return {
    subject: `Termo assinado: ${d.titulo}`,
    text: [
      `${d.assinante} assinou pela área do paciente o termo "${d.titulo}" de ${d.paciente}.`,
      '',
      'O termo assinado, com o registro da assinatura eletrônica, está na ficha do paciente:',
      d.url,
    ].join('\n'),
  };
}

export function emailTermoRecusado(d: {
  paciente: string;
  titulo: string;
  motivo: string | null;
  url: string;
}): Mensagem {
  return {
    subject: `Termo recusado: ${d.titulo}`,
    text: [
      `${d.paciente} recusou pela área do paciente o termo "${d.titulo}".`,
      ...(d.motivo ? ['', `Motivo informado: ${d.motivo}`] : []),
      '',
      'Converse com o paciente e, se for o caso, envie um novo termo pela ficha:',
      d.url,
    ].join('\n'),
  };
}
