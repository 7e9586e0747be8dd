import { primeiroNome } from '@consultorio/contracts/br';
import { dataLocal, horaLocal, somarMinutos } from '@consultorio/contracts/tempo';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { type Bloco, montarEmail } from '../../lib/email/montar.ts';
import { comCrlfNoFim } from '../../lib/ics.ts';
import type { MailMessage } from '../../lib/mail.ts';

/*
 * The e-mails of a booking (docs/product.md §16): to the booker, what was booked (date, time, modality, address or
 * video link), an .ics file for their calendar and the link to cancel; to the psychologist, "Novo agendamento
 * online". The texts name no patient beyond the booker's own name, to the booker and the account's owner.
 */

export interface DadosDaReserva {
  id: string;
  inicio: Date;
  duracao: number;
  modalidade: string;
  link_online: string | null;
  /** The practice's address (presencial), if the profile has one. */
  local: string | null;
  fuso: string;
  profissional: string;
  /** `PUBLIC_URL/confirmar/{token}`: the reminder link, where the booker may cancel. */
  linkCancelar: string;
  /** The booker's name as typed on the page (null once the booking belongs to a patient). */
  nome: string | null;
}

/** "Olá, Carla!" — the booker's first name when the booking still has it. */
const ola = (d: DadosDaReserva) => (d.nome ? `Olá, ${primeiroNome(d.nome)}!` : 'Olá!');

const quando = (d: DadosDaReserva) => `${dataLocal(d.inicio, d.fuso)} às ${horaLocal(d.inicio, d.fuso)}`;

/** Where the session happens: the modality, then the video link or the address when there is one. */
const onde = (d: DadosDaReserva): Bloco[] =>
  d.modalidade === 'online'
    ? [
        { linhas: ['Modalidade: online'] },
        ...(d.link_online ? [{ link: { texto: 'Link da sessão:', url: d.link_online } }] : []),
      ]
    : [{ linhas: ['Modalidade: presencial', ...(d.local ? [`Endereço: ${d.local}`] : [])] }];

const RODAPE_DO_VISITANTE = (d: DadosDaReserva) =>
  `Você recebe este e-mail porque um horário com ${d.profissional} foi pedido com este endereço.`;

/** The appointment as an iCalendar file (RFC 5545) the booker's calendar can import. */
function arquivoIcs(d: DadosDaReserva, cancelada = false): NonNullable<MailMessage['attachments']>[number] {
  const cal = ical({
    name: 'Consultório',
    method: cancelada ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  cal.createEvent({
    id: `${d.id}@consultorio`,
    start: d.inicio,
    end: somarMinutos(d.inicio, d.duracao),
    summary: `Sessão com ${d.profissional}`,
    location: d.modalidade === 'online' ? d.link_online : d.local,
    url: d.modalidade === 'online' ? d.link_online : null,
    status: cancelada ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return {
    filename: 'sessao.ics',
    content: comCrlfNoFim(cal.toString()),
    contentType: 'text/calendar; charset=utf-8',
  };
}

/** To the booker: the time is theirs (automatic confirmation, or accepted by the psychologist). */
export function emailConfirmacao(d: DadosDaReserva): Omit<MailMessage, 'to'> {
  return {
    ...montarEmail({
      assunto: `Sessão agendada: ${quando(d)}`,
      saudacao: ola(d),
      blocos: [
        `Sua sessão com ${d.profissional} está agendada para ${quando(d)} (${d.duracao} minutos).`,
        ...onde(d),
        'O arquivo anexo (sessao.ics) coloca a sessão no seu calendário.',
        { link: { texto: 'Se não puder comparecer, cancele por este link:', url: d.linkCancelar } },
        'Se você não fez este agendamento, ignore esta mensagem.',
      ],
      rodape: RODAPE_DO_VISITANTE(d),
    }),
    attachments: [arquivoIcs(d)],
  };
}

/** To the booker: the request waits for the psychologist (manual confirmation). */
export function emailSolicitacao(d: DadosDaReserva): Omit<MailMessage, 'to'> {
  return montarEmail({
    assunto: `Pedido de agendamento recebido: ${quando(d)}`,
    saudacao: ola(d),
    blocos: [
      `Recebemos seu pedido de sessão com ${d.profissional} para ${quando(d)} (${d.duracao} minutos).`,
      ...onde(d),
      'O horário ainda precisa ser confirmado: você receberá outro e-mail com a resposta.',
      { link: { texto: 'Se quiser desistir do pedido, use este link:', url: d.linkCancelar } },
      'Se você não fez este pedido, ignore esta mensagem.',
    ],
    rodape: RODAPE_DO_VISITANTE(d),
  });
}

/** To the booker: the psychologist could not take the time. */
export function emailRecusa(d: DadosDaReserva): Omit<MailMessage, 'to'> {
  return {
    ...montarEmail({
      assunto: `Pedido de agendamento não confirmado: ${quando(d)}`,
      saudacao: ola(d),
      blocos: [
        `Infelizmente ${d.profissional} não pôde confirmar a sessão pedida para ${quando(d)}.`,
        'Você pode escolher outro horário na mesma página de agendamento.',
      ],
      rodape: RODAPE_DO_VISITANTE(d),
    }),
    attachments: [arquivoIcs(d, true)],
  };
}

/** To the psychologist: someone booked (or asked for) a time on the public page. */
export function emailNovoAgendamento(
  d: DadosDaReserva,
  reserva: { nome: string; solicitado: boolean },
  linkAgenda: string,
): Omit<MailMessage, 'to'> {
  return montarEmail({
    assunto: 'Novo agendamento online',
    blocos: [
      `${reserva.nome} ${reserva.solicitado ? 'pediu' : 'agendou'} uma sessão pela sua página de agendamento: ` +
        `${quando(d)} (${d.duracao} minutos), ${d.modalidade === 'online' ? 'online' : 'presencial'}.`,
      reserva.solicitado
        ? 'O horário fica reservado até você aceitar ou recusar o pedido na agenda.'
        : 'O horário já está na sua agenda.',
      { botao: { texto: 'Abrir a agenda', url: linkAgenda } },
      'Na agenda, use "Vincular paciente" para ligar o agendamento a um paciente cadastrado ou cadastrar a pessoa.',
    ],
    rodape: 'Você recebe este e-mail porque a sua página de agendamento online está ativa no Consultório.',
  });
}
