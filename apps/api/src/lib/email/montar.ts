/*
 * The one frame of every e-mail the server sends (docs/decisions/0077-email-frame.md, docs/emails.md): a message is
 * described once, as a subject and blocks in reading order, and `montarEmail` renders it twice — a plain-text part
 * and a simple HTML part with the same words — so nodemailer sends `multipart/alternative` (inside
 * `multipart/mixed` when files go along). The HTML has inline styles only, every value escaped, `lang="pt-BR"`, the
 * address of every button visible under it, no images, no tracking.
 */

/** A link: what it does, and where it goes. */
export interface Link {
  texto: string;
  url: string;
}

/**
 * A part of the body, in reading order:
 * - a string: a paragraph (a `\n` inside it is a line break, as in a reminder's template);
 * - `{ forte }`: a paragraph in bold (a security warning);
 * - `{ rotulo, codigo }`: a code to type (the label, then the code in large type);
 * - `{ linhas }`: short lines of details, one under the other ("Modalidade: online");
 * - `{ link }`: a secondary link, its text then its address;
 * - `{ botao }`: the e-mail's main action, a button in the HTML with its address visible under it.
 */
export type Bloco =
  | string
  | { forte: string }
  | { rotulo: string; codigo: string }
  | { linhas: string[] }
  | { link: Link }
  | { botao: Link };

export interface Email {
  assunto: string;
  /** The first line ("Olá, Ana!"). */
  saudacao?: string;
  blocos: Bloco[];
  /** Who signs ("Equipe Consultório", the psychologist's name). */
  assinatura?: string;
  /** Small print under a rule at the end: why the reader gets this e-mail. */
  rodape?: string;
}

declare const montado: unique symbol;

/**
 * A message rendered by `montarEmail`: the mailer takes only these (lib/mail.ts), so no e-mail leaves without both
 * parts.
 */
export interface EmailMontado {
  subject: string;
  text: string;
  html: string;
  readonly [montado]: true;
}

/** Under every button, for clients that show no buttons and readers who copy addresses. */
export const DICA_DO_BOTAO = 'Se o botão não funcionar, copie e cole este endereço no navegador:';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The e-mail's subject, text part and HTML part, ready for `ctx.mailer.send({ to, ...montarEmail(e) })`. */
export function montarEmail(e: Email): EmailMontado {
  return { subject: e.assunto, text: texto(e), html: html(e) } as EmailMontado;
}

// ---------------------------------------------------------------------------------------------------------------
// Text

function blocoEmTexto(b: Bloco): string {
  if (typeof b === 'string') return b;
  if ('forte' in b) return b.forte;
  if ('codigo' in b) return `${b.rotulo} ${b.codigo}`;
  if ('linhas' in b) return b.linhas.join('\n');
  if ('link' in b) return `${b.link.texto}\n${b.link.url}`;
  return `${b.botao.texto}:\n${b.botao.url}`;
}

function texto(e: Email): string {
  const partes = [
    ...(e.saudacao ? [e.saudacao] : []),
    ...e.blocos.map(blocoEmTexto),
    ...(e.assinatura ? [e.assinatura] : []),
    ...(e.rodape ? [e.rodape] : []),
  ];
  return `${partes.join('\n\n')}\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// HTML

/*
 * Colours: text #1f2937 on white (14.7:1), links and the button #0f766e (5.5:1 against white, either way round),
 * small print #4b5563 (7.6:1). `color-scheme: light`: the colours are set, so a client's dark mode has no reason to
 * guess them.
 */
const COR = { texto: '#1f2937', link: '#0f766e', fraco: '#4b5563', fundo: '#f3f4f6', linha: '#d1d5db' };
const P = 'margin:0 0 16px';
const A = `color:${COR.link};text-decoration:underline`;
/** A link that shows its address: a long one breaks anywhere instead of widening a phone's screen. */
const ENDERECO = `${A};word-break:break-all`;
const BOTAO =
  `display:inline-block;padding:12px 24px;border-radius:6px;background-color:${COR.link};color:#ffffff;` +
  'font-weight:bold;text-decoration:none';

/** Escaped, with line breaks kept. */
const comQuebras = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>\n');

/** A link only to a web address; anything else is shown as text, never made clickable. */
const ancora = (url: string, conteudo: string, estilo: string) =>
  /^https?:\/\//i.test(url) ? `<a href="${escapeHtml(url)}" style="${estilo}">${conteudo}</a>` : conteudo;

function blocoEmHtml(b: Bloco): string {
  if (typeof b === 'string') return `<p style="${P}">${comQuebras(b)}</p>`;
  if ('forte' in b) return `<p style="${P}"><strong>${comQuebras(b.forte)}</strong></p>`;
  if ('codigo' in b)
    return (
      `<p style="margin:0 0 4px">${comQuebras(b.rotulo)}</p>\n` +
      `<p style="${P};font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(b.codigo)}</p>`
    );
  if ('linhas' in b) return `<p style="${P}">${b.linhas.map(comQuebras).join('<br>\n')}</p>`;
  if ('link' in b) {
    const url = escapeHtml(b.link.url);
    return `<p style="${P}">${comQuebras(b.link.texto)}<br>\n${ancora(b.link.url, url, ENDERECO)}</p>`;
  }
  const url = escapeHtml(b.botao.url);
  return (
    `<p style="margin:24px 0 8px">${ancora(b.botao.url, escapeHtml(b.botao.texto), BOTAO)}</p>\n` +
    `<p style="${P};font-size:14px;color:${COR.fraco}">${escapeHtml(DICA_DO_BOTAO)}<br>\n` +
    `${ancora(b.botao.url, url, ENDERECO)}</p>`
  );
}

function html(e: Email): string {
  const corpo = [
    ...(e.saudacao ? [`<p style="${P}">${comQuebras(e.saudacao)}</p>`] : []),
    ...e.blocos.map(blocoEmHtml),
    ...(e.assinatura ? [`<p style="${P}">${comQuebras(e.assinatura)}</p>`] : []),
    ...(e.rodape
      ? [
          `<hr style="border:none;border-top:1px solid ${COR.linha};margin:24px 0 16px">`,
          `<p style="margin:0;font-size:14px;color:${COR.fraco}">${comQuebras(e.rodape)}</p>`,
        ]
      : []),
  ].join('\n');
  const assunto = escapeHtml(e.assunto);
  return `<!doctype html>
<html lang="pt-BR" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${assunto}</title>
</head>
<body style="margin:0;padding:0;background-color:${COR.fundo}">
<div role="article" aria-roledescription="e-mail" aria-label="${assunto}" lang="pt-BR" style="max-width:600px;margin:0 auto;padding:24px;background-color:#ffffff;color:${COR.texto};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;overflow-wrap:break-word">
${corpo}
</div>
</body>
</html>
`;
}
