// Test helpers for attachments (not loaded by the app): real files of each allowed type, built byte by byte, and
// a multipart body builder for app.inject().
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from '../../test/app.ts';

/** A real PDF (one page with a line of text) padded with a comment to `size` bytes. */
export function pdf(size = 2000, text = 'Laudo de avaliacao psicologica'): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj',
    `4 0 obj << /Length ${text.length + 30} >> stream\nBT /F1 12 Tf 72 760 Td (${text}) Tj ET\nendstream endobj`,
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  const head = Buffer.from(body);
  return size > head.length
    ? Buffer.concat([head, Buffer.from(`%${'x'.repeat(size - head.length - 1)}`)])
    : head;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([len, typed, crc]);
}

/** A real RGB PNG of random pixels. */
export function png(width = 32, height = 32): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const jpg = (): Buffer =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    randomBytes(500),
    Buffer.from([0xff, 0xd9]),
  ]);

export const gif = (): Buffer =>
  Buffer.concat([Buffer.from('GIF89a'), randomBytes(200), Buffer.from([0x3b])]);

/** A ZIP (stored entries) as Office writes them: [Content_Types].xml first. */
function zip(entries: Array<[name: string, content: string]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.from(content);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const contentTypes = (main: string, part: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Override PartName="/${part}" ContentType="${main}.main+xml"/></Types>`;

export const docx = (): Buffer =>
  zip([
    [
      '[Content_Types].xml',
      contentTypes(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'word/document.xml',
      ),
    ],
    [
      'word/document.xml',
      '<w:document><w:body><w:p><w:r><w:t>Relatório</w:t></w:r></w:p></w:body></w:document>',
    ],
  ]);

/** A macro-enabled Word file (file-type: docm), which must not pass as .docx. */
export const docm = (): Buffer =>
  zip([
    [
      '[Content_Types].xml',
      contentTypes('application/vnd.ms-word.document.macroEnabled', 'word/document.xml'),
    ],
    ['word/document.xml', '<w:document/>'],
  ]);

export const xlsx = (): Buffer =>
  zip([
    [
      '[Content_Types].xml',
      contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xl/workbook.xml'),
    ],
    ['xl/workbook.xml', '<workbook><sheets><sheet name="Sessões"/></sheets></workbook>'],
  ]);

/** A compound file (CFB) whose directory names the stream `streamName`, as .doc and .xls files have. */
export function cfb(streamName: string | null): Buffer {
  const file = Buffer.alloc(4096);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  Buffer.from('Root Entry', 'utf16le').copy(file, 1024);
  if (streamName) Buffer.from(streamName, 'utf16le').copy(file, 1152);
  return file;
}
export const doc = () => cfb('WordDocument');
export const xls = () => cfb('Workbook');

/** A Windows executable (what must never pass as a PDF). */
export const exe = (): Buffer => {
  const file = Buffer.alloc(1024);
  file.write('MZ', 0);
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  return file;
};

export interface Part {
  name: string;
  value?: string;
  file?: { filename: string; data: Buffer; contentType?: string };
}

/** A multipart/form-data body for app.inject(). */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----consultorio${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.file
      ? `form-data; name="${part.name}"; filename="${part.file.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.file ? `\r\nContent-Type: ${part.file.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(part.file ? part.file.data : Buffer.from(part.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const filePart = (name: string, filename: string, data: Buffer): Part => ({
  name,
  file: { filename, data },
});

/** POST a multipart body to an attachments route. */
export function postFiles(app: FastifyInstance, user: TestUser, url: string, parts: Part[]) {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
}

/** Uploads one file through the API; throws unless 201. */
export async function uploadOne(
  app: FastifyInstance,
  user: TestUser,
  pacienteId: string,
  filename = 'laudo.pdf',
  data: Buffer = pdf(),
  descricao?: string,
): Promise<{ id: string } & Record<string, unknown>> {
  const parts: Part[] = [filePart('arquivo', filename, data)];
  if (descricao !== undefined) parts.push({ name: 'descricao', value: descricao });
  const res = await postFiles(app, user, `/api/anexos/paciente/${pacienteId}`, parts);
  if (res.statusCode !== 201) throw new Error(`upload falhou: ${res.statusCode} ${res.body}`);
  return res.json().anexo;
}

/** The files under the local storage folder of this app. */
export function storedFiles(app: FastifyInstance): string[] {
  const root = join(app.ctx.config.dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}
