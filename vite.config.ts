import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API's paths: in development Vite proxies them to the server started by `npm run dev`.
const apiPrefixes = ['/auth', '/admin', '/public', '/content', '/address', '/health'];
const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm)$/;
const MIN_BYTES = 1024;

/**
 * Writes x.br (brotli 11) and x.gz (gzip 9) beside every compressible file of the build, once,
 * so the server (src/server/http/console.ts, @fastify/static `preCompressed`) sends them by
 * Accept-Encoding without compressing per request. html is always compressed: index.html is the
 * answer to every page path. A copy that is not smaller is not written (identity is served).
 * Source maps are left alone: only devtools fetch them, and brotli 11 on them is slow.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'recupera:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the files are written (the public folder was copied before rendering); unlike
    // closeBundle, not called when the build failed, so its error is the one shown.
    async writeBundle() {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(outDir, f));
      const targets = files.filter((f) => {
        if (!COMPRESSIBLE.test(f)) return false;
        return f.endsWith('.html') || fs.statSync(f).size >= MIN_BYTES;
      });
      await Promise.all(
        targets.map(async (file) => {
          const body = fs.readFileSync(file);
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              },
            }),
            gzip(body, { level: 9 }),
          ]);
          if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
          if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/** The packages the console (App.tsx and its shell) loads with it, whatever page opens first. */
const CONSOLE_PACKAGES = new RegExp(
  `[\\\\/]node_modules[\\\\/](${[
    '@mui[\\\\/](material|system|utils)',
    '@tanstack',
    'ra-[\\w-]+',
    'react-admin',
    'react-router(-dom)?',
    'react-hook-form',
    'react-error-boundary',
    'react-hotkeys-hook',
    'lodash',
    'zod',
    'date-fns',
    '@date-fns',
    'cpf-cnpj-validator',
    'node-polyglot',
    'eventemitter3',
    'query-string',
    'strict-uri-encode',
    'decode-uri-component',
    'split-on-first',
    'filter-obj',
    'jsonexport',
    'inflection',
    'warning',
    // node-polyglot's polyfills.
    'object[.-][\\w.-]+',
    'es-[\\w-]+',
    'gopd',
    'define-[\\w-]+',
    'has-[\\w-]+',
    'hasown',
    'math-intrinsics',
    'get-[\\w-]+',
    'function-bind',
    'call-bind[\\w-]*',
    'call-bound',
    'dunder-proto',
    '(async-|async-generator-|generator-)function',
    'set-function-length',
  ].join('|')})[\\\\/]`,
);

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    // CONSOLE_DIR (the server's setting for where the console is) lets two checkouts' journeys
    // build and serve their own copy side by side.
    outDir: process.env.CONSOLE_DIR || 'dist/console',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every package the first page needs, in one chunk: compressed together they take ~20 KB
          // less than spread over a dozen shared chunks (each compressed alone), and app changes
          // leave it cached. Packages only lazy pages use (markdown, charts) stay out of it.
          // Measured by `npm run bench` (scripts/bench-transfer.ts): docs/performance.md.
          // Our own modules the first page needs go together too (else the shared ones, that lazy
          // pages also import, became ~10 chunks under 2 KB, each compressed alone).
          // The first page is the signed-out entry (Root.tsx: the sign-in, MUI and our code only,
          // issue 27 item 2); the console loads after sign-in. Its packages go in one chunk too
          // (`console-vendor`), else they became ~40 small chunks, each compressed alone, and
          // /casos grew by ~40 KB. Packages only lazy pages use (charts, markdown, spreadsheets)
          // are not named, so they stay with their pages.
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
            { name: 'app', test: /[\\/]src[\\/]/, tags: ['$initial'] },
            { name: 'console-vendor', test: CONSOLE_PACKAGES },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(apiPrefixes.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
});
