import { dataLocal, horaLocal } from '@consultorio/contracts/tempo';
import { type Bloco, montarEmail } from '../../lib/email/montar.ts';
import type { MailMessage } from '../../lib/mail.ts';
import type { AgendamentoParaLembrete } from '../agendamentos/service.ts';

/*
 * The appointment reminder (docs/product.md §13): the psychologist's template, the online session's video link, the
 * link to confirm or cancel and, when the patient has a live link, the patient's page (docs/product.md §17).
 */

/**
 * The reminder e-mail. `texto`: the psychologist's template already filled in; its blank lines separate
 * paragraphs. `link`: the confirm-or-cancel page; `portal`: the patient's page, or null.
 */
export function emailDoLembrete(
  texto: string,
  link: string,
  prof: { nome: string; fuso: string },
  a: Pick<AgendamentoParaLembrete, 'inicio' | 'modalidade' | 'link_online'>,
  portal: string | null,
): Omit<MailMessage, 'to'> {
  const paragrafos: Bloco[] = texto
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return montarEmail({
    assunto: `Lembrete: sessão em ${dataLocal(a.inicio, prof.fuso)} às ${horaLocal(a.inicio, prof.fuso)}`,
    blocos: [
      ...paragrafos,
      ...(a.modalidade === 'online' && a.link_online
        ? [{ link: { texto: 'Link da sessão online:', url: a.link_online } }]
        : []),
      { botao: { texto: 'Confirmar presença ou avisar que não poderá ir', url: link } },
      'O link vale até o início da sessão. Se você não esperava esta mensagem, ignore-a.',
      ...(portal
        ? [{ link: { texto: 'Sua área de paciente (horários, documentos e formulários):', url: portal } }]
        : []),
    ],
    assinatura: prof.nome,
    rodape: `Você recebe este lembrete porque aceitou receber lembretes de ${prof.nome} por e-mail.`,
  });
}
