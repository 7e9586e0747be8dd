import { crc32, deflateRawSync } from 'node:zlib';
import { MAX_ARQUIVOS_POR_ENVIO, MSG_ANEXOS } from '@consultorio/contracts/anexos';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { cadastrarPaciente, createVitalicioUser } from '../pacientes/testing.ts';
import { ZIP_MAX_RATIO } from './inspect.ts';
import { filePart, pdf, postFiles, storedFiles, uploadOne, xlsx } from './testing.ts';

// Hostile uploads (decompression bombs, bidi names, extra files) and the 4xx paths of the upload routes
// (docs/security.md).
let app: FastifyInstance;
let user: TestUser;
let pacienteId: string;
beforeAll(async () => {
  app = await buildTestApp();
  user = await createVitalicioUser(app);
  pacienteId = (await cadastrarPaciente(app, user)).id;
});
afterAll(async () => {
  await app.close();
});

/** A real, deflated ZIP whose entries unpack to `sizes` bytes of zeros, laid out as an Excel workbook. */
function deflatedXlsx(sizes: number[]): Buffer {
  const entries: Array<[string, Buffer]> = [
    [
      '[Content_Types].xml',
      Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      ),
    ],
    ['xl/workbook.xml', Buffer.from('<workbook><sheets><sheet name="Sessões"/></sheets></workbook>')],
    ...sizes.map((size, i): [string, Buffer] => [`xl/worksheets/sheet${i + 1}.xml`, Buffer.alloc(size)]),
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = deflateRawSync(content);
    const fileName = Buffer.from(name);
    const header = (central: boolean) => {
      const h = Buffer.alloc(central ? 46 : 30);
      h.writeUInt32LE(central ? 0x02014b50 : 0x04034b50, 0);
      const at = central ? 2 : 0; // the central record has one more field (version made by) first
      h.writeUInt16LE(20, 4 + at);
      h.writeUInt16LE(8, 8 + at);
      h.writeUInt32LE(crc32(content), 14 + at);
      h.writeUInt32LE(data.length, 18 + at);
      h.writeUInt32LE(content.length, 22 + at);
      h.writeUInt16LE(fileName.length, 26 + at);
      if (central) h.writeUInt32LE(offset, 42);
      return h;
    };
    locals.push(header(false), fileName, data);
    centrals.push(header(true), fileName);
    offset += 30 + fileName.length + data.length;
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

const url = () => `/api/anexos/paciente/${pacienteId}`;

describe('decompression bombs', () => {
  it('refuses an xlsx that unpacks to 120 MB and stores nothing', async () => {
    const bomb = deflatedXlsx([60 * 1024 * 1024, 60 * 1024 * 1024]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = storedFiles(app).length;
    const res = await postFiles(app, user, url(), [filePart('arquivo', 'planilha.xlsx', bomb)]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MSG_ANEXOS.compactadoDemais('planilha.xlsx'));
    expect(storedFiles(app)).toHaveLength(before);
  });

  it('refuses a small xlsx whose expansion ratio is absurd, accepts an ordinary one', async () => {
    const ratio = deflatedXlsx([5 * 1024 * 1024]);
    expect(5 * 1024 * 1024 > ratio.length * ZIP_MAX_RATIO).toBe(true);
    const res = await postFiles(app, user, url(), [filePart('arquivo', 'pequena.xlsx', ratio)]);
    expect(res.statusCode).toBe(415);
    const ok = await uploadOne(app, user, pacienteId, 'sessoes.xlsx', xlsx());
    expect(ok.nome_original).toBe('sessoes.xlsx');
  });
});

describe('names and counts', () => {
  it('cleans bidirectional overrides out of a file name', async () => {
    const anexo = await uploadOne(app, user, pacienteId, 'laudo\u202Eexe.pdf', pdf());
    expect(anexo.nome_original).toBe('laudoexe.pdf');
  });

  it('refuses a second file on the single-file route, storing neither', async () => {
    const before = storedFiles(app).length;
    const res = await postFiles(app, user, url(), [
      filePart('arquivo', 'a.pdf', pdf()),
      filePart('arquivo', 'b.pdf', pdf()),
    ]);
    expect([413, 422]).toContain(res.statusCode);
    expect(res.json().message).toMatch(/arquivo/i);
    expect(storedFiles(app)).toHaveLength(before);
  });

  it('refuses more than the maximum of files on the multiple route, storing none', async () => {
    const before = storedFiles(app).length;
    const parts = Array.from({ length: MAX_ARQUIVOS_POR_ENVIO + 1 }, (_, i) =>
      filePart(`arquivos[${i}]`, `doc-${i}.pdf`, pdf(500)),
    );
    const res = await postFiles(app, user, `${url()}/multiple`, parts);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MSG_ANEXOS.muitosArquivos);
    expect(storedFiles(app)).toHaveLength(before);
  });
});
