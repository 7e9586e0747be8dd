import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { prerender, writeCompressed } from './prerender/plugin.ts';

/** Writes .br and .gz beside each text asset; the API serves them with `preCompressed` (no CPU per request). */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'consultorio-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (/\.(js|css|html|svg|json)$/.test(fileName)) writeCompressed(join(outDir, fileName));
      }
    },
  };
}

export default defineConfig({
  // The prerender writes dist/prerender/*.html (and their .br/.gz) after the bundle: the public pages' first paint
  // needs no JavaScript (docs/decisions/0060-prerendered-public-pages.md).
  plugins: [react(), precompress(), prerender()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/public/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The budgets are gzip sizes of what a page loads, measured by `npm run bench` (docs/operations.md "The bench"):
    // the entry is ~190 KB gzip of /login's 200. The largest file, zxcvbn's dictionaries (~1.1 MB), loads only with a
    // new-password field. Vite's default warning (600 KB minified) would say nothing the bench does not, on every
    // first `npm start`; this limit makes it fire only above the dictionaries' size.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (React, the router, TanStack Query, the part of Mantine the
          // providers and overlays use, the theme, the HTTP client) is one file, the entry chunk. Without this group
          // Rolldown cuts that code by which lazy pages share it and merges shared modules into it, so every new
          // lazy route moves code into or between the files of /login and the shell
          // (docs/decisions/0040-web-bundle-split.md). The logged-in frame (AppLayout) and the navigation guard it
          // waits on are one file too: as automatic chunks they are ~60 small files, six at a time over HTTP/1.1,
          // and the guard's plan request waits behind them.
          groups: [
            { name: 'index', tags: ['$initial'] },
            { name: 'app', test: /src[\\/](layout[\\/]AppLayout\.tsx|plano[\\/]guard\.ts)$/ },
          ],
        },
      },
    },
  },
});
