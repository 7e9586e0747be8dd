import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { brCode } from '../brcode.ts';

/*
 * A fake PSP for the tests: an HTTPS server speaking the BCB API Pix as a PSP does. Its certificates come from a
 * test CA generated here with the `openssl` CLI; it demands a client certificate signed by that CA (mutual TLS),
 * issues OAuth2 tokens for client credentials, stores charges (PUT/GET /cob/{txid}), records the webhook
 * (PUT /webhook/{chave}), and, when a charge is "paid", POSTs the notification to `webhookUrl + '/pix'`.
 */

export interface Pem {
  cert: string;
  key: string;
}

export interface CobFake {
  txid: string;
  revisao: number;
  status: 'ATIVA' | 'CONCLUIDA';
  calendario: { criacao: string; expiracao: number };
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
  location: string;
  pixCopiaECola: string;
  pix?: Array<{ endToEndId: string; txid: string; valor: string; horario: string }>;
}

export interface FakePsp {
  url: string;
  /** The test CA (trust it to reach the PSP) and a client certificate it signed (what the PSP gave the merchant). */
  ca: string;
  client: Pem;
  clientId: string;
  clientSecret: string;
  cobs: Map<string, CobFake>;
  webhooks: Map<string, string>;
  /** Every request, as "METHOD /path". */
  requests: string[];
  tokensIssued: number;
  /** The payer pays: the charge becomes CONCLUIDA (with `valor`, default the charge's) and the webhook is called. */
  pagar(txid: string, opts?: { valor?: string; notificar?: boolean }): Promise<number | null>;
  /** Sends a notification for `txid` again, as PSPs retry. Returns the webhook's HTTP status. */
  notificar(txid: string): Promise<number | null>;
  close(): Promise<void>;
}

function openssl(dir: string, args: string[]): void {
  execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
}

/** A CA, a server certificate for 127.0.0.1/localhost and a client certificate, all signed by the CA. */
export function gerarPkiDeTeste(): { dir: string; ca: Pem; server: Pem; client: Pem } {
  const dir = mkdtempSync(join(tmpdir(), 'fake-psp-'));
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(dir, [
    'req',
    '-x509',
    ...ec,
    '-keyout',
    'ca.key',
    '-out',
    'ca.crt',
    '-days',
    '2',
    '-subj',
    '/CN=PSP Teste CA',
  ]);
  const leaf = (name: string, subj: string, ext: string) => {
    writeFileSync(join(dir, `${name}.ext`), ext);
    openssl(dir, ['req', ...ec, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', subj]);
    openssl(dir, [
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      'ca.crt',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      `${name}.crt`,
      '-days',
      '2',
      '-extfile',
      `${name}.ext`,
    ]);
    return {
      cert: readFileSync(join(dir, `${name}.crt`), 'utf8'),
      key: readFileSync(join(dir, `${name}.key`), 'utf8'),
    };
  };
  const server = leaf(
    'server',
    '/CN=localhost',
    'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n',
  );
  const client = leaf('client', '/CN=consultorio-teste', 'extendedKeyUsage=clientAuth\n');
  const ca = {
    cert: readFileSync(join(dir, 'ca.crt'), 'utf8'),
    key: readFileSync(join(dir, 'ca.key'), 'utf8'),
  };
  return { dir, ca, server, client };
}

type Resposta = import('node:http').ServerResponse;

const json = (res: Resposta, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** What the fake PSP holds: the merchant's credentials, the tokens it issued, the charges and the webhooks. */
interface Estado {
  clientId: string;
  clientSecret: string;
  tokens: Set<string>;
  cobs: Map<string, CobFake>;
  webhooks: Map<string, string>;
  requests: string[];
  tokensIssued: number;
}

export async function iniciarPspFalso(): Promise<FakePsp> {
  const pki = gerarPkiDeTeste();
  const estado: Estado = {
    clientId: 'cliente-teste',
    clientSecret: randomBytes(12).toString('hex'),
    tokens: new Set(),
    cobs: new Map(),
    webhooks: new Map(),
    requests: [],
    tokensIssued: 0,
  };
  const server: Server = createServer(
    {
      cert: pki.server.cert,
      key: pki.server.key,
      ca: pki.ca.cert,
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => atender(estado, req, Buffer.concat(chunks).toString('utf8'), res));
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const { cobs, webhooks } = estado;

  async function notificar(txid: string): Promise<number | null> {
    const cob = cobs.get(txid);
    const webhookUrl = cob ? webhooks.get(cob.chave) : undefined;
    if (!cob || !webhookUrl) return null;
    const res = await fetch(`${webhookUrl}/pix`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pix: cob.pix ?? [] }),
    });
    return res.status;
  }

  return {
    url: `https://127.0.0.1:${port}/`,
    ca: pki.ca.cert,
    client: pki.client,
    clientId: estado.clientId,
    clientSecret: estado.clientSecret,
    cobs,
    webhooks,
    requests: estado.requests,
    get tokensIssued() {
      return estado.tokensIssued;
    },
    async pagar(txid, opts = {}) {
      const cob = cobs.get(txid);
      if (!cob) throw new Error(`cobrança ${txid} não existe no PSP`);
      cob.status = 'CONCLUIDA';
      cob.revisao++;
      cob.pix = [
        {
          endToEndId: `E00000000${Date.now()}${randomBytes(4).toString('hex')}`,
          txid,
          valor: opts.valor ?? cob.valor.original,
          horario: new Date().toISOString(),
        },
      ];
      return opts.notificar === false ? null : notificar(txid);
    },
    notificar,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One request, read whole: the token, the charges (PUT/GET /cob/{txid}) and the webhook (PUT /webhook/{chave}). */
function atender(estado: Estado, req: IncomingMessage, text: string, res: Resposta) {
  const url = new URL(req.url ?? '/', 'https://psp');
  estado.requests.push(`${req.method} ${url.pathname}`);
  // Defence in depth: the TLS layer already refused clients without a certificate from the CA.
  if (!(req.socket as TLSSocket).authorized) return json(res, 401, { title: 'Certificado inválido' });
  if (req.method === 'POST' && url.pathname === '/oauth/token') return emitirToken(estado, req, text, res);
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!bearer || !estado.tokens.has(bearer)) return json(res, 401, { title: 'Não autorizado' });
  const cobMatch = /^\/cob\/([A-Za-z0-9]{26,35})$/.exec(url.pathname);
  if (cobMatch && req.method === 'PUT') return criarCob(estado, cobMatch[1], text, res);
  if (cobMatch && req.method === 'GET') {
    const cob = estado.cobs.get(cobMatch[1]);
    return cob ? json(res, 200, cob) : json(res, 404, { title: 'Cobrança não encontrada' });
  }
  const hook = /^\/webhook\/(.+)$/.exec(url.pathname);
  if (hook && req.method === 'PUT') {
    const body = JSON.parse(text || '{}');
    if (typeof body.webhookUrl !== 'string') return json(res, 400, { title: 'webhookUrl' });
    estado.webhooks.set(decodeURIComponent(hook[1]), body.webhookUrl);
    res.writeHead(204).end();
    return;
  }
  json(res, 404, { title: 'Não encontrado' });
}

/** OAuth2 client credentials: a token for the merchant's id and secret (HTTP Basic). */
function emitirToken(estado: Estado, req: IncomingMessage, text: string, res: Resposta) {
  const expected = `Basic ${Buffer.from(`${estado.clientId}:${estado.clientSecret}`).toString('base64')}`;
  const form = new URLSearchParams(text);
  if (req.headers.authorization !== expected || form.get('grant_type') !== 'client_credentials') {
    return json(res, 401, { error: 'invalid_client' });
  }
  const token = randomBytes(16).toString('hex');
  estado.tokens.add(token);
  estado.tokensIssued++;
  json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: 'cob.write' });
}

/** `PUT /cob/{txid}`: an immediate charge, ATIVA, with its location and copy-and-paste code. */
function criarCob(estado: Estado, txid: string, text: string, res: Resposta) {
  const body = JSON.parse(text || '{}');
  if (!body?.valor?.original || !body?.chave || !body?.calendario?.expiracao) {
    return json(res, 400, { title: 'Cobrança inválida', detail: 'valor.original, chave e expiracao' });
  }
  const location = `127.0.0.1/qr/v2/${randomBytes(16).toString('hex')}`;
  const cob: CobFake = {
    txid,
    revisao: 0,
    status: 'ATIVA',
    calendario: { criacao: new Date().toISOString(), expiracao: body.calendario.expiracao },
    valor: { original: body.valor.original },
    chave: body.chave,
    solicitacaoPagador: body.solicitacaoPagador,
    location,
    pixCopiaECola: brCode({
      location,
      valor: body.valor.original,
      nome: 'PSP TESTE',
      cidade: 'BRASILIA',
      unico: true,
    }),
  };
  estado.cobs.set(txid, cob);
  json(res, 201, cob);
}
