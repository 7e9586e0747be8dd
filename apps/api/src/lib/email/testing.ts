// Helpers for the e-mail tests (not loaded by the app): a message read back by two real parsers, mailparser for
// what a mail client shows and Python's e-mail package for the MIME tree and the defects it finds, and the checks
// every e-mail must pass (docs/decisions/0077-email-frame.md).
import { spawnSync } from 'node:child_process';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { expect } from 'vitest';
import { DICA_DO_BOTAO } from './montar.ts';

/** One node of the MIME tree, depth first. */
export interface ParteMime {
  tipo: string;
  nivel: number;
  arquivo: string | null;
  charset: string | null;
  disposicao: string | null;
}

export interface ArvoreMime {
  partes: ParteMime[];
  /** The defects Python found in the message, its parts and its headers (class names): none expected. */
  defeitos: string[];
  /** Subject, From, To, Date, Message-ID as Python decoded them; `data`: the Date as ISO, if it parsed. */
  cabecalhos: Record<string, string | null>;
}

const PYTHON = `
import sys, json, email
from email import policy
m = email.message_from_bytes(sys.stdin.buffer.read(), policy=policy.default)
partes, defeitos = [], []
def andar(p, nivel):
    defeitos.extend(type(d).__name__ for d in p.defects)
    partes.append({'tipo': p.get_content_type(), 'nivel': nivel, 'arquivo': p.get_filename(),
                   'charset': p.get_content_charset(), 'disposicao': p.get_content_disposition()})
    if p.is_multipart():
        for filha in p.iter_parts():
            andar(filha, nivel + 1)
andar(m, 0)
cabecalhos = {}
for nome in ['Subject', 'From', 'To', 'Date', 'Message-ID', 'MIME-Version', 'Auto-Submitted']:
    h = m[nome]
    cabecalhos[nome] = None if h is None else str(h)
    if h is not None:
        defeitos.extend(type(d).__name__ for d in h.defects)
cabecalhos['data'] = m['Date'].datetime.isoformat() if m['Date'] is not None and m['Date'].datetime else None
print(json.dumps({'partes': partes, 'defeitos': defeitos, 'cabecalhos': cabecalhos}))
`;

/** The MIME tree of a raw message as Python's e-mail package reads it (`policy.default`). */
export function arvoreMime(bruto: string | Buffer): ArvoreMime {
  const r = spawnSync('python3', ['-c', PYTHON], { input: bruto });
  if (r.status !== 0) throw new Error(`python3: ${r.stderr.toString('utf8')}`);
  return JSON.parse(r.stdout.toString('utf8')) as ArvoreMime;
}

/** The words a reader sees in an HTML part: no head, no tags, entities decoded. */
export function textoDoHtml(html: string): string {
  const entidades: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
  return html
    .replace(/<head>[\s\S]*?<\/head>/i, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, e: string) => entidades[e])
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words in order, without the punctuation around them: what "the same content" compares. */
export const palavras = (texto: string): string[] =>
  texto
    .split(/\s+/)
    .map((p) => p.replace(/^[.,:;!?"'()—–-]+|[.,:;!?"'()—–-]+$/g, ''))
    .filter(Boolean);

const enderecos = (a: AddressObject | AddressObject[] | undefined) =>
  [a ?? []].flat().flatMap((x) => x.value.map((v) => v.address));

export interface EmailConferido {
  lido: ParsedMail;
  arvore: ArvoreMime;
}

/**
 * Reads `bruto` back and checks what every e-mail must be: CRLF line ends only (`crlf`: outbox files and SMTP
 * captures alike); valid Subject, From, To, Date, Message-ID, `Auto-Submitted`; `multipart/alternative` with a
 * text/plain and a text/html part in UTF-8 carrying the same words (the button's hint aside), inside
 * `multipart/mixed` beside the files named in `anexos`; an HTML part in pt-BR with inline styles only, no images,
 * scripts or external resources, whose every link is a web address shown as text.
 */
export async function conferirEmail(
  bruto: string | Buffer,
  esperado: { para: string; assunto: string | RegExp; anexos?: string[] },
): Promise<EmailConferido> {
  const texto = Buffer.isBuffer(bruto) ? bruto.toString('utf8') : bruto;
  expect(texto, 'só CRLF').not.toMatch(/(?<!\r)\n/);
  expect(texto, 'nenhum CR solto').not.toMatch(/\r(?!\n)/);

  const arvore = arvoreMime(bruto);
  expect(arvore.defeitos).toEqual([]);
  const anexos = esperado.anexos ?? [];
  const alternativa = [
    { tipo: 'multipart/alternative', nivel: anexos.length ? 1 : 0, disposicao: null },
    { tipo: 'text/plain', nivel: anexos.length ? 2 : 1, charset: 'utf-8', disposicao: null },
    { tipo: 'text/html', nivel: anexos.length ? 2 : 1, charset: 'utf-8', disposicao: null },
  ];
  expect(arvore.partes).toMatchObject(
    anexos.length
      ? [
          { tipo: 'multipart/mixed', nivel: 0 },
          ...alternativa,
          ...anexos.map((arquivo) => ({ nivel: 1, arquivo, disposicao: 'attachment' })),
        ]
      : alternativa,
  );
  expect(arvore.cabecalhos['MIME-Version']).toBe('1.0');
  expect(arvore.cabecalhos['Auto-Submitted']).toBe('auto-generated');
  const assunto = (valor: unknown) =>
    typeof esperado.assunto === 'string'
      ? expect(valor).toBe(esperado.assunto)
      : expect(valor).toMatch(esperado.assunto);
  assunto(arvore.cabecalhos.Subject);
  expect(arvore.cabecalhos['Message-ID']).toMatch(/^<[^\s<>@]+@[^\s<>@]+>$/);
  expect(Math.abs(Date.parse(arvore.cabecalhos.data ?? '') - Date.now())).toBeLessThan(3_600_000);

  const lido = await simpleParser(bruto);
  assunto(lido.subject);
  expect(enderecos(lido.to)).toEqual([esperado.para]);
  expect(enderecos(lido.from)).toHaveLength(1);
  expect(lido.messageId).toBe(arvore.cabecalhos['Message-ID']);
  expect(lido.date?.getTime()).toBe(Date.parse(arvore.cabecalhos.data ?? ''));
  expect(lido.attachments.map((a) => a.filename)).toEqual(anexos);

  const html = typeof lido.html === 'string' ? lido.html : '';
  expect(html).toMatch(/^<!doctype html>\s*<html lang="pt-BR"/i);
  expect(html).not.toMatch(/<(img|script|style|link|iframe|form)\b|\bclass=|\bsrc=|url\(/i);
  for (const [, href] of html.matchAll(/<a href="([^"]*)"/g)) {
    expect(href).toMatch(/^https?:\/\//);
    expect(textoDoHtml(html)).toContain(textoDoHtml(href));
  }
  const doHtml = textoDoHtml(html).split(DICA_DO_BOTAO).join(' ');
  expect(palavras(doHtml)).toEqual(palavras(lido.text ?? ''));
  return { lido, arvore };
}
