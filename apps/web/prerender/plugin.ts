import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SCRIPT_TEMA_INICIAL } from '@consultorio/contracts/tema-inicial';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { montarPagina, type PaginaPrerenderizada, separarTitulo } from './html.ts';

/** Writes .br and .gz beside a text file of 1 KB or more; the API serves them with `preCompressed`. */
export function writeCompressed(path: string): void {
  const data = readFileSync(path);
  if (data.length < 1024) return;
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

/** The public pages prerendered (docs/decisions/0060-prerendered-public-pages.md). */
export const PAGINAS: PaginaPrerenderizada[] = [
  {
    url: '/',
    arquivo: 'index.html',
    modulo: 'src/pages/landing/LandingPage.tsx',
    descricao:
      'Prontuário eletrônico, agenda, finanças e Carnê-Leão para psicólogos, num só lugar e com os dados ' +
      'protegidos conforme a LGPD.',
  },
  {
    url: '/login',
    arquivo: 'login.html',
    descricao: 'Entre no Consultório para acessar os prontuários, a agenda e as finanças do seu consultório.',
  },
  {
    url: '/cadastro',
    arquivo: 'cadastro.html',
    modulo: 'src/pages/cadastro/CadastroPage.tsx',
    descricao:
      'Crie a sua conta no Consultório e organize prontuários, agenda, finanças e Carnê-Leão do seu consultório ' +
      'de psicologia.',
  },
  {
    url: '/agendar/_',
    arquivo: 'agendar.html',
    modulo: 'src/pages/agendar/AgendarPage.tsx',
    descricao: 'Escolha um horário livre e agende a sua sessão de psicologia, sem precisar criar conta.',
  },
  {
    url: '/confirmar/_',
    arquivo: 'confirmar.html',
    modulo: 'src/pages/confirmar/ConfirmarPage.tsx',
    descricao: 'Confirme a sua presença na sessão agendada, ou avise se não puder ir.',
  },
];

const IMAGEM = '/og-image.png';

interface Chunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  isEntry?: boolean;
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The chunk of `modulo` and the chunks it imports statically, but those the entry already loads, and their CSS:
 * the prerendered page links them so that its styles are there without JavaScript and hydration need not wait for
 * the lazy route's code to be discovered.
 */
function arquivosDaPagina(
  bundle: Record<string, Chunk>,
  raiz: string,
  modulo: string,
): { scripts: string[]; estilos: string[] } {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const daEntrada = new Set<string>();
  const visitar = (nome: string, marcados: Set<string>) => {
    if (marcados.has(nome)) return;
    marcados.add(nome);
    for (const i of bundle[nome]?.imports ?? []) visitar(i, marcados);
  };
  for (const c of chunks) if (c.isEntry) visitar(c.fileName, daEntrada);
  const alvo = chunks.find((c) => c.facadeModuleId === resolve(raiz, modulo));
  if (!alvo) throw new Error(`${modulo}: nenhum chunk no bundle`);
  const daPagina = new Set<string>();
  visitar(alvo.fileName, daPagina);
  const scripts = [...daPagina].filter((nome) => !daEntrada.has(nome));
  const estilos = new Set(scripts.flatMap((nome) => [...(bundle[nome]?.viteMetadata?.importedCss ?? [])]));
  return { scripts, estilos: [...estilos] };
}

/**
 * Puts the theme script at the top of <head> (dev and build), and after the client bundle is written renders the
 * public pages with the same components (an SSR build of src/entry-server.tsx, imported from a folder inside
 * node_modules so that its external packages resolve) into dist/prerender/*.html, each with .br and .gz.
 */
export function prerender(): Plugin {
  let raiz = '';
  let outDir = '';
  let base = '/';
  let ssr = false;
  let mode = 'production';
  return {
    name: 'consultorio-prerender',
    configResolved(config) {
      raiz = config.root;
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
      ssr = Boolean(config.build.ssr);
      mode = config.mode;
    },
    // Right after <meta charset>, before the stylesheet (a script after one would wait for it).
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const charset = '<meta charset="UTF-8" />';
        if (!html.includes(charset)) throw new Error(`index.html sem ${charset}`);
        return html.replace(charset, `${charset}\n    <script>${SCRIPT_TEMA_INICIAL}</script>`);
      },
    },
    async writeBundle(_options, bundle) {
      if (ssr) return;
      const inicio = performance.now();
      const pasta = join(raiz, 'node_modules/.prerender', String(process.pid));
      rmSync(pasta, { recursive: true, force: true });
      try {
        await build({
          configFile: false,
          root: raiz,
          mode,
          base,
          logLevel: 'warn',
          publicDir: false,
          plugins: [react()],
          build: {
            ssr: 'src/entry-server.tsx',
            outDir: pasta,
            emptyOutDir: true,
            minify: false,
            reportCompressedSize: false,
          },
        });
        const { render } = (await import(pathToFileURL(join(pasta, 'entry-server.js')).href)) as {
          render: (url: string) => Promise<string>;
        };
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const destino = join(outDir, 'prerender');
        mkdirSync(destino, { recursive: true });
        const site = process.env.PUBLIC_URL ?? '';
        for (const pagina of PAGINAS) {
          const { titulo, corpo } = separarTitulo(await render(pagina.url));
          if (!titulo) throw new Error(`${pagina.url}: a página não tem <title>`);
          const { scripts, estilos } = pagina.modulo
            ? arquivosDaPagina(bundle as unknown as Record<string, Chunk>, raiz, pagina.modulo)
            : { scripts: [], estilos: [] };
          const html = montarPagina(template, corpo, {
            titulo,
            descricao: pagina.descricao,
            site,
            url: pagina.url.endsWith('/_') ? pagina.url.slice(0, -2) : pagina.url,
            imagem: IMAGEM,
            preloads: scripts.map((nome) => base + nome),
            estilos: estilos.map((nome) => base + nome),
          });
          const arquivo = join(destino, pagina.arquivo);
          writeFileSync(arquivo, html);
          writeCompressed(arquivo);
        }
        this.info?.(
          `${PAGINAS.length} páginas pré-renderizadas em ${Math.round(performance.now() - inicio)} ms`,
        );
      } finally {
        rmSync(pasta, { recursive: true, force: true });
      }
    },
  };
}
