import { describe, expect, it } from 'vitest';
import { type Cabecalho, montarPagina, separarTitulo, tagsDoCabecalho } from './html';

const TEMPLATE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Descrição geral." />
    <title>Título geral</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const cabecalho = (mais: Partial<Cabecalho> = {}): Cabecalho => ({
  titulo: 'Entrar · Consultório',
  descricao: 'Entre no "Consultório" & veja <tudo>.',
  site: '',
  url: '/login',
  imagem: '/og-image.png',
  preloads: [],
  estilos: [],
  ...mais,
});

describe('separarTitulo', () => {
  it('takes the <title> React writes ahead of the markup out of it', () => {
    expect(separarTitulo('<title>Entrar · Consultório</title><style>x</style><header></header>')).toEqual({
      titulo: 'Entrar · Consultório',
      corpo: '<style>x</style><header></header>',
    });
  });

  it('decodes the entities React writes in it', () => {
    expect(separarTitulo('<title>A &amp; B</title><p></p>').titulo).toBe('A & B');
  });

  it('leaves a markup without a leading title as it is', () => {
    expect(separarTitulo('<p><title>x</title></p>')).toEqual({
      titulo: null,
      corpo: '<p><title>x</title></p>',
    });
  });
});

describe('montarPagina', () => {
  it('puts the markup in #root and the page title and description in place of the template ones', () => {
    const html = montarPagina(TEMPLATE, '<main>Olá</main>', cabecalho());
    expect(html).toContain('<div id="root"><main>Olá</main></div>');
    expect(html).toContain('<title>Entrar · Consultório</title>');
    expect(html).not.toContain('Título geral');
    expect(html).not.toContain('Descrição geral');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('escapes the texts it writes into attributes', () => {
    const html = montarPagina(TEMPLATE, '', cabecalho());
    expect(html).toContain(
      '<meta name="description" content="Entre no &quot;Consultório&quot; &amp; veja &lt;tudo&gt;." />',
    );
  });

  it('keeps `$` sequences of the markup as they are', () => {
    expect(montarPagina(TEMPLATE, '<p>R$ 10 $& $1</p>', cabecalho())).toContain('<p>R$ 10 $& $1</p>');
  });

  it('refuses a template without an empty #root', () => {
    expect(() => montarPagina(TEMPLATE.replace('<div id="root"></div>', ''), '', cabecalho())).toThrow(
      /root/,
    );
  });
});

describe('tagsDoCabecalho', () => {
  it('without the site address: og:image relative, no og:url or canonical', () => {
    const tags = tagsDoCabecalho(cabecalho());
    expect(tags).toContain('<meta property="og:image" content="/og-image.png" />');
    expect(tags).toContain('<meta property="og:locale" content="pt_BR" />');
    expect(tags).toContain('<meta property="og:site_name" content="Consultório" />');
    expect(tags).not.toContain('og:url');
    expect(tags).not.toContain('canonical');
  });

  it('with the site address: absolute og:image, og:url and canonical', () => {
    const tags = tagsDoCabecalho(cabecalho({ site: 'https://app.exemplo.com.br' }));
    expect(tags).toContain('<meta property="og:image" content="https://app.exemplo.com.br/og-image.png" />');
    expect(tags).toContain('<meta property="og:url" content="https://app.exemplo.com.br/login" />');
    expect(tags).toContain('<link rel="canonical" href="https://app.exemplo.com.br/login" />');
  });

  it("links the page's lazy chunks and their stylesheets", () => {
    const tags = tagsDoCabecalho(cabecalho({ preloads: ['/assets/L.js'], estilos: ['/assets/L.css'] }));
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/L.js" />');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/L.css" />');
  });
});
