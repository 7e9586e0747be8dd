import { once } from 'node:events';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser } from '../../test/app.ts';
import { cadastrarPaciente, setPlan } from '../pacientes/testing.ts';
import { exe, multipart, pdf, storedFiles } from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
});

describe('streamed upload', () => {
  it('a 19 MB file flows into the storage while it is still being sent (never whole in memory)', async () => {
    const user = await createUser(app);
    await setPlan(app, user.id, 'vitalicio');
    const p = await cadastrarPaciente(app, user);
    const file = pdf(19 * 1024 * 1024);
    const body = multipart([{ name: 'arquivo', file: { filename: 'grande.pdf', data: file } }]);

    // Count what reaches the storage before the client has sent its last bytes.
    let sending = true;
    let storedWhileSending = 0;
    const storage = app.ctx.storage;
    const put = storage.put;
    storage.put = (key, content) => {
      const counted = new PassThrough();
      counted.on('data', (chunk: Buffer) => {
        if (sending) storedWhileSending += chunk.length;
      });
      content.on('error', (error) => counted.destroy(error));
      return put(key, content.pipe(counted));
    };

    const { port } = app.server.address() as AddressInfo;
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/anexos/paciente/${p.id}`,
      headers: { ...user.auth, ...body.headers, 'content-length': body.payload.length },
    });
    const response = once(req, 'response');
    const lastBytes = 64 * 1024;
    for (let at = 0; at < body.payload.length - lastBytes; at += 256 * 1024) {
      const end = Math.min(at + 256 * 1024, body.payload.length - lastBytes);
      if (!req.write(body.payload.subarray(at, end))) await once(req, 'drain');
      await new Promise((r) => setImmediate(r));
    }
    // Give the server a moment to catch up with what was sent, then finish.
    await new Promise((r) => setTimeout(r, 200));
    sending = false;
    req.end(body.payload.subarray(body.payload.length - lastBytes));
    const [res] = (await response) as [import('node:http').IncomingMessage];
    const chunks: Buffer[] = [];
    for await (const c of res) chunks.push(c as Buffer);
    storage.put = put;

    expect(res.statusCode).toBe(201);
    expect(JSON.parse(Buffer.concat(chunks).toString()).anexo.tamanho).toBe(file.length);
    expect(storedWhileSending).toBeGreaterThan(15 * 1024 * 1024);
  });

  it('over a real connection, a refused file gets its answer although more data follows, and the socket is usable', async () => {
    const user = await createUser(app);
    const p = await cadastrarPaciente(app, user);
    const before = storedFiles(app).length;
    const { port } = app.server.address() as AddressInfo;
    const send = async (payload: Buffer, headers: Record<string, string>) => {
      const res = await fetch(`http://127.0.0.1:${port}/api/anexos/paciente/${p.id}/multiple`, {
        method: 'POST',
        headers: { ...user.auth, ...headers },
        body: new Uint8Array(payload),
      });
      return { status: res.status, body: await res.json() };
    };
    const refused = multipart([
      { name: 'arquivos[0]', file: { filename: 'virus.pdf', data: exe() } },
      { name: 'arquivos[1]', file: { filename: 'grande.pdf', data: pdf(8 * 1024 * 1024) } },
    ]);
    expect((await send(refused.payload, refused.headers)).status).toBe(415);
    const tooLarge = multipart([
      { name: 'arquivos[0]', file: { filename: 'enorme.pdf', data: pdf(21 * 1024 * 1024) } },
    ]);
    const big = await send(tooLarge.payload, tooLarge.headers);
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Arquivo grande demais: o limite é de 20 MB por arquivo.');
    expect(storedFiles(app).length).toBe(before);

    const ok = multipart([{ name: 'arquivos[0]', file: { filename: 'ok.pdf', data: pdf() } }]);
    expect((await send(ok.payload, ok.headers)).status).toBe(201);
  });
});
