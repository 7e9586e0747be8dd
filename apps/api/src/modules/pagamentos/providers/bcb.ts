import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import type { PixConfig } from '../../../config.ts';
import { brCode } from '../brcode.ts';
import type { CobrancaConsultada, PixProvider } from './types.ts';

/*
 * A client of the BCB API Pix, the standard Brazilian PSPs implement (github.com/bacen/pix-api):
 * OAuth2 client credentials over mutual TLS, `PUT /cob/{txid}` to create an immediate charge, `GET /cob/{txid}` to
 * read it back, `PUT /webhook/{chave}` to register where the PSP notifies payments.
 * The token endpoint is not part of the standard; PSPs serve it at `{PIX_API_URL}/oauth/token` with HTTP Basic
 * client credentials, which is what this client uses.
 */

/** PEM text, or the path of a PEM file. */
const pem = (value: string | undefined): string | undefined =>
  value === undefined ? undefined : value.includes('-----BEGIN') ? value : readFileSync(value, 'utf8');

export class PspError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'PspError';
    this.status = status;
  }
}

interface Resposta {
  status: number;
  body: unknown;
}

export function bcbProvider(pix: PixConfig): PixProvider {
  if (!pix.apiUrl) throw new Error('PIX_PROVIDER=bcb precisa de PIX_API_URL.');
  const base = new URL(pix.apiUrl.endsWith('/') ? pix.apiUrl : `${pix.apiUrl}/`);
  const agent = new Agent({ keepAlive: true, cert: pem(pix.cert), key: pem(pix.key), ca: pem(pix.ca) });
  let token: { value: string; until: number } | null = null;

  function chamar(
    method: string,
    path: string,
    opts: { body?: string; headers?: Record<string, string> } = {},
  ): Promise<Resposta> {
    const url = new URL(path.replace(/^\//, ''), base);
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method,
          agent,
          timeout: 15_000,
          headers: { accept: 'application/json', ...opts.headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: unknown = text;
            try {
              body = text ? JSON.parse(text) : null;
            } catch {
              // keep the text: error pages are not always JSON
            }
            resolve({ status: res.statusCode ?? 0, body });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`PSP não respondeu a ${method} ${url.pathname}`)));
      req.on('error', reject);
      if (opts.body) req.end(opts.body);
      else req.end();
    });
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${pix.clientId ?? ''}:${pix.clientSecret ?? ''}`).toString('base64');
    const res = await chamar('POST', 'oauth/token', {
      body: 'grant_type=client_credentials',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    const body = res.body as { access_token?: string; expires_in?: number } | null;
    if (res.status !== 200 || !body?.access_token) {
      throw new PspError(res.status, `PSP recusou as credenciais (HTTP ${res.status}).`);
    }
    const validade = Math.max(60, Number(body.expires_in ?? 3600) - 60) * 1000;
    token = { value: body.access_token, until: Date.now() + validade };
    return token.value;
  }

  async function api(method: string, path: string, body?: unknown): Promise<Resposta> {
    const send = async () =>
      chamar(method, path, {
        body: body === undefined ? undefined : JSON.stringify(body),
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      });
    let res = await send();
    if (res.status === 401) {
      token = null; // revoked or expired early: one new token, one retry
      res = await send();
    }
    return res;
  }

  const falha = (res: Resposta, what: string) => {
    const detalhe = (res.body as { title?: string; detail?: string } | null)?.detail ?? '';
    return new PspError(res.status, `PSP: ${what} falhou (HTTP ${res.status}) ${detalhe}`.trim());
  };

  return {
    nome: 'bcb',
    tamanhoTxid: 32,

    async criarCobranca(c) {
      const res = await api('PUT', `cob/${encodeURIComponent(c.txid)}`, {
        calendario: { expiracao: c.expiracaoSegundos },
        valor: { original: c.valor },
        chave: pix.chave,
        solicitacaoPagador: c.descricao.slice(0, 140),
      });
      if (res.status !== 201 && res.status !== 200) throw falha(res, 'criar a cobrança');
      const cob = res.body as { pixCopiaECola?: string; location?: string; loc?: { location?: string } };
      if (cob.pixCopiaECola) return { pixCopiaECola: cob.pixCopiaECola };
      const location = cob.location ?? cob.loc?.location;
      if (!location) throw falha(res, 'ler a location da cobrança');
      return {
        pixCopiaECola: brCode({ location, valor: c.valor, nome: pix.nome, cidade: pix.cidade, unico: true }),
      };
    },

    async consultarCobranca(txid): Promise<CobrancaConsultada | null> {
      const res = await api('GET', `cob/${encodeURIComponent(txid)}`);
      if (res.status === 404) return null;
      if (res.status !== 200) throw falha(res, 'consultar a cobrança');
      const cob = res.body as Partial<CobrancaConsultada> & { pix?: CobrancaConsultada['pix'] };
      return { txid: String(cob.txid ?? ''), status: cob.status ?? 'ATIVA', pix: cob.pix ?? [] };
    },

    async registrarWebhook(webhookUrl) {
      const res = await api('PUT', `webhook/${encodeURIComponent(pix.chave)}`, { webhookUrl });
      if (res.status < 200 || res.status >= 300) throw falha(res, 'registrar o webhook');
    },
  };
}
