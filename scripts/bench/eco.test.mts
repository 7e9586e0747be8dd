// The echo server of the API-overhead ratio (scripts/bench/eco.mts): it must answer the very response it was given
// — status, headers and bytes — or the round trip it measures is not the API's. Run: node --test scripts/bench/*.test.mts
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { gravarResposta, startEco } from './eco.mts';

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const corpo = JSON.stringify({ nome: 'Conceição', itens: Array.from({ length: 500 }, (_, i) => i) });

// A stand-in for the API: a JSON answer with headers of its own, and a 401 without a token.
const api = createServer((req, res) => {
  req.resume();
  if (req.headers.authorization !== 'Bearer t0k3n') {
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"não autenticado"}');
    return;
  }
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(corpo),
    'x-request-id': 'abc',
    'content-security-policy': "default-src 'self'",
  });
  res.end(corpo);
});
await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
const apiUrl = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
after(() => {
  agent.destroy();
  api.closeAllConnections();
  return new Promise((r) => api.close(r));
});

function get(url: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { agent, headers: { authorization: 'Bearer t0k3n' } }, (res) => {
        const partes: Buffer[] = [];
        res.on('data', (b: Buffer) => partes.push(b));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(partes) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

test('answers each path with the status, headers and bytes the API gave for it', async () => {
  const path = '/api/financeiros/dashboard?mes=11&ano=2026';
  const gravada = await gravarResposta(agent, apiUrl + path, 't0k3n');
  const eco = await startEco({ [path]: gravada }, mkdtempSync(join(tmpdir(), 'eco-test-')));
  try {
    const [daApi, doEco] = [await get(apiUrl + path), await get(eco.url + path)];
    assert.equal(doEco.status, 200);
    assert.deepEqual(doEco.body, daApi.body);
    for (const h of ['content-type', 'content-length', 'x-request-id', 'content-security-policy']) {
      assert.equal(doEco.headers[h], daApi.headers[h], h);
    }
    assert.equal((await get(`${eco.url}/api/outra`)).status, 404);
  } finally {
    await eco.stop();
  }
});

test('a response the API refused is not recorded', async () => {
  await assert.rejects(gravarResposta(agent, `${apiUrl}/x`, 'errado'), /401/);
});
