import { montarEmail } from '../../lib/email/montar.ts';
import type { MailMessage } from '../../lib/mail.ts';

/*
 * The psychologist's e-mail after an alerting answer (docs/escalas.md, docs/emails.md): only that an answer of a
 * patient, by initials, needs her attention, and the link to the patient's file — never the scale, the score or the
 * answer (an e-mail box is not the record).
 */

/** "Ana Maria Souza" → "A. M. S." */
export const iniciais = (nome: string): string =>
  nome
    .trim()
    .split(/\s+/)
    .filter((p) => p.length > 0)
    .map((p) => `${p[0].toLocaleUpperCase('pt-BR')}.`)
    .join(' ');

export function emailDoAlerta(d: { paciente: string; url: string }): Omit<MailMessage, 'to'> {
  const quem = iniciais(d.paciente);
  return montarEmail({
    assunto: `Uma resposta de ${quem} pede a sua atenção`,
    blocos: [
      `Uma resposta enviada pela área do paciente por ${quem} pede a sua atenção.`,
      'Abra a ficha do paciente para ver do que se trata.',
      { botao: { texto: 'Abrir a ficha do paciente', url: d.url } },
    ],
    rodape:
      'Este aviso não traz o conteúdo da resposta, por sigilo. Ele vai para o e-mail da conta assim que a resposta chega.',
  });
}
