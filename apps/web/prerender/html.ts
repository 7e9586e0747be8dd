/**
 * What the prerender writes into the built index.html for one page: its markup in #root, its title, description and
 * Open Graph tags, and the preload of its own lazy chunks. Pure string work, tested in html.test.ts.
 */

export interface PaginaPrerenderizada {
  /** The address rendered (a dynamic route is rendered once, for any slug or token). */
  url: string;
  /** File written under dist/prerender/ (the API maps each path to it: apps/api/src/plugins/web.ts). */
  arquivo: string;
  /** The page's own module, whose chunk and its imports are preloaded (the lazy route hydrates only once loaded). */
  modulo?: string;
  descricao: string;
}

export interface Cabecalho {
  titulo: string;
  descricao: string;
  /** Absolute URL of the site (PUBLIC_URL at build time), or '' when unknown: og:url and og:image are then relative. */
  site: string;
  url: string;
  imagem: string;
  preloads: string[];
  /** Stylesheets of the page's lazy chunks. */
  estilos: string[];
}

export const SITE_NAME = 'Consultório';

const escapar = (texto: string) =>
  texto.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** React writes a page's <title> (a hoistable element) ahead of the markup when it renders no <head>. */
export function separarTitulo(markup: string): { titulo: string | null; corpo: string } {
  const m = /^((?:<(?:meta|link)[^>]*>)*)<title>([^<]*)<\/title>/.exec(markup);
  if (!m) return { titulo: null, corpo: markup };
  const titulo = m[2].replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
  return { titulo, corpo: m[1] + markup.slice(m[0].length) };
}

/** The tags a search engine and a link preview (WhatsApp reads Open Graph) need for the page. */
export function tagsDoCabecalho(c: Cabecalho): string {
  const abs = (path: string) => (c.site ? new URL(path, c.site).href : path);
  const tags = [
    `<meta name="description" content="${escapar(c.descricao)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:locale" content="pt_BR" />`,
    `<meta property="og:title" content="${escapar(c.titulo)}" />`,
    `<meta property="og:description" content="${escapar(c.descricao)}" />`,
    `<meta property="og:image" content="${escapar(abs(c.imagem))}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (c.site) {
    tags.push(`<meta property="og:url" content="${escapar(abs(c.url))}" />`);
    tags.push(`<link rel="canonical" href="${escapar(abs(c.url))}" />`);
  }
  for (const href of c.estilos) tags.push(`<link rel="stylesheet" crossorigin href="${escapar(href)}" />`);
  for (const href of c.preloads)
    tags.push(`<link rel="modulepreload" crossorigin href="${escapar(href)}" />`);
  return tags.join('\n    ');
}

/**
 * The built index.html with the page in it: the template's title and description replaced, the page's tags added
 * at the end of <head>, the markup inside the empty #root. Throws when the template lacks one of these, so a
 * change of apps/web/index.html cannot silently produce pages without their markup.
 */
export function montarPagina(template: string, markup: string, c: Cabecalho): string {
  const partes: Array<[RegExp, string]> = [
    [/<title>[^<]*<\/title>/, `<title>${escapar(c.titulo)}</title>`],
    [/\s*<meta name="description"[^>]*>/, ''],
    [/<\/head>/, `  ${tagsDoCabecalho(c)}\n  </head>`],
    [/<div id="root"><\/div>/, `<div id="root">${markup}</div>`],
  ];
  let html = template;
  for (const [padrao, novo] of partes) {
    if (!padrao.test(html)) throw new Error(`index.html sem ${padrao.source}`);
    html = html.replace(padrao, () => novo);
  }
  return html;
}
