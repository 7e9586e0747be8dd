import { primeiroNome } from '@consultorio/contracts/br';
import { dataLocal, horaLocal } from '@consultorio/contracts/tempo';
import { montarEmail } from '../../lib/email/montar.ts';
import type { MailMessage } from '../../lib/mail.ts';

/*
 * The e-mails of the patient's page (docs/product.md §17). To the patient: the link and the entry code, with no
 * clinical word (an e-mail box is not the record). To the psychologist: a session cancelled, a form answered.
 */

type Mensagem = Omit<MailMessage, 'to'>;

/** "Sua área de paciente": the link, its validity and how to enter. */
export function emailDoLink(d: {
  paciente: string;
  profissional: string;
  url: string;
  expira: string;
}): Mensagem {
  return montarEmail({
    assunto: 'Sua área de paciente',
    saudacao: `Olá, ${primeiroNome(d.paciente)}!`,
    blocos: [
      `${d.profissional} criou para você uma área pessoal, onde você vê e confirma seus horários, recebe ` +
        'documentos e preenche formulários.',
      'Entre por este link (ele é só seu: não o compartilhe).',
      { botao: { texto: 'Entrar na minha área', url: d.url } },
      `O link vale até ${d.expira}. Para entrar, tenha à mão sua data de nascimento.`,
      'Se você não esperava esta mensagem, ignore-a.',
    ],
  });
}

/** The 6-digit entry code of a patient without a birth date on file. */
export function emailDoCodigo(d: { paciente: string; codigo: string; minutos: number }): Mensagem {
  return montarEmail({
    assunto: 'Seu código para entrar na área de paciente',
    saudacao: `Olá, ${primeiroNome(d.paciente)}!`,
    blocos: [
      { rotulo: 'Seu código é', codigo: d.codigo },
      `Ele vale por ${d.minutos} minutos.`,
      'Se não foi você quem pediu, ignore esta mensagem: sem o código ninguém entra.',
    ],
  });
}

/** To the psychologist: the patient cancelled a session through the page. */
export function emailCancelamento(d: {
  paciente: string;
  inicio: Date;
  fuso: string;
  motivo: string | null;
  agendaUrl: string;
}): Mensagem {
  const quando = `${dataLocal(d.inicio, d.fuso)} às ${horaLocal(d.inicio, d.fuso)}`;
  return montarEmail({
    assunto: `Sessão cancelada pelo paciente: ${quando}`,
    blocos: [
      `${d.paciente} cancelou pela área do paciente a sessão de ${quando}.`,
      ...(d.motivo ? [`Motivo informado: ${d.motivo}`] : []),
      'O horário voltou a ficar livre na agenda e na página de agendamento online.',
      { botao: { texto: 'Abrir a agenda', url: d.agendaUrl } },
    ],
  });
}

/** To the psychologist: a form came back. */
export function emailFormularioRespondido(d: { paciente: string; titulo: string; url: string }): Mensagem {
  return montarEmail({
    assunto: `Formulário respondido: ${d.titulo}`,
    blocos: [
      `${d.paciente} enviou o formulário "${d.titulo}" pela área do paciente.`,
      'Veja as respostas e aplique-as ao cadastro na ficha do paciente.',
      { botao: { texto: 'Abrir a ficha do paciente', url: d.url } },
    ],
  });
}
