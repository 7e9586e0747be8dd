import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.ts';
import { defaultWebDist } from './web.ts';

/**
 * The web build as the API serves it: the prerendered public pages (apps/web/prerender) at their paths, index.html
 * elsewhere. Uses the checkout's build when it has the prerendered pages; otherwise builds one into a temporary
 * folder (a fresh clone runs the API tests before any build).
 */
let webDist = defaultWebDist;
let built: string | null = null;
let app: FastifyInstance;

beforeAll(async () => {
  if (!existsSync(join(webDist, 'prerender/login.html'))) {
    built = mkdtempSync(join(tmpdir(), 'consultorio-web-'));
    const root = join(import.meta.dirname, '../../../..');
    const vite = spawnSync(
      process.execPath,
      [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', built, '--logLevel', 'warn'],
      { cwd: join(root, 'apps/web'), encoding: 'utf8' },
    );
    if (vite.status !== 0) throw new Error(`vite build falhou: ${vite.stderr}`);
    webDist = built;
  }
  app = await buildTestApp({ webDist });
}, 180_000);

afterAll(async () => {
  await app?.close();
  if (built) rmSync(built, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** The markup React renders into #root, '' for the plain index.html. */
const root = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('web pages', () => {
  const pages = [
    { url: '/', title: 'Consultório — gestão', text: ['Seu consultório', 'Planos'] },
    { url: '/login', title: 'Entrar · Consultório', text: ['E-mail', 'Senha', 'Esqueci minha senha'] },
    { url: '/cadastro', title: 'Criar conta · Consultório', text: ['Nome completo', 'CPF'] },
    { url: '/agendar/qualquer-slug', title: 'Agendar uma sessão', text: ['Escolha um horário livre'] },
    { url: '/confirmar/qualquer-token?x=1', title: 'Lembrete de sessão', text: ['Confirme sua presença'] },
  ];

  for (const page of pages) {
    it(`${page.url} is its prerendered page: its text, title, description and Open Graph tags`, async () => {
      const res = await get(page.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = res.body;
      for (const text of page.text) expect(root(html)).toContain(text);
      expect(html).toMatch(new RegExp(`<title>${page.title}`));
      expect(meta(html, 'og:title')).toMatch(new RegExp(`^${page.title}`));
      expect(meta(html, 'description')?.length).toBeGreaterThan(40);
      expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
      expect(meta(html, 'og:type')).toBe('website');
      expect(meta(html, 'og:site_name')).toBe('Consultório');
      expect(meta(html, 'og:locale')).toBe('pt_BR');
      expect(meta(html, 'og:image')).toMatch(/\/og-image\.png$/);
      // One description, one title: the template's are replaced, not repeated.
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(html.match(/<title>/g)).toHaveLength(1);
    });
  }

  it('each page has its own title and description', async () => {
    const heads = await Promise.all(pages.map(async (p) => (await get(p.url)).body));
    expect(new Set(heads.map((h) => meta(h, 'description'))).size).toBe(pages.length);
    expect(new Set(heads.map((h) => meta(h, 'og:title'))).size).toBe(pages.length);
  });

  it('the same file answers any slug or token; a deeper path is not a prerendered page', async () => {
    expect((await get('/agendar/outro')).body).toBe((await get('/agendar/qualquer-slug')).body);
    expect(root((await get('/agendar/a/b')).body)).toBe('');
    expect(root((await get('/login/')).body)).toBe('');
  });

  it('every other path gets the plain index.html: no markup, the template title', async () => {
    for (const url of ['/pacientes', '/termos-uso', '/convite/abc']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(root(res.body)).toBe('');
      expect(meta(res.body, 'og:title')).toBeUndefined();
    }
  });

  it('sends the precompressed files', async () => {
    for (const [encoding, url] of [
      ['br', '/login'],
      ['gzip', '/'],
      ['br', '/confirmar/t'],
    ]) {
      const res = await get(url, { 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
    }
  });

  it('the CSP allows the inline theme script of the pages by its hash, and no other inline script', async () => {
    for (const url of ['/login', '/pacientes']) {
      const res = await get(url);
      const scripts = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      expect(scripts).toHaveLength(1);
      const hash = createHash('sha256').update(scripts[0]).digest('base64');
      const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
    }
  });

  it('API paths and other methods still answer 404 in JSON', async () => {
    expect((await get('/api/nada')).statusCode).toBe(404);
    const post = await app.inject({ method: 'POST', url: '/login' });
    expect(post.statusCode).toBe(404);
  });
});
