import { createHash } from 'node:crypto';
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
        if (!COMPRESSIBLE.test(f) || compressedAlready(f)) return false;
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

/**
 * A signed-in visit fetches the console's chunks with the first page's, not after it ran: the
 * build writes `assets/preload-console-<hash>.js` (a module without imports, so it runs as soon
 * as it arrives) naming every chunk App.tsx needs beyond the first page's, and index.html loads
 * it first. With a stored session (`auth-storage`, providers/session.ts) it adds a
 * `<link rel="modulepreload">` for each; signed out under /p, the same for the public pages'
 * chunks (PublicApp.tsx and the page's: /p/cadastro's first paint was a chain of three round
 * trips); signed out elsewhere, it does nothing. A file, not an inline
 * script: the CSP allows scripts from 'self' only. Issue 27 item 2 ("/casos is not slower").
 */
function preloadConsole(): Plugin {
  return {
    name: 'recupera:preload-console',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const app = chunks.find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith('/src/console/App.tsx'));
      const html = bundle['index.html'];
      if (!entry || !app || !html || html.type !== 'asset') return;
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const graph = (start: string, seen = new Set<string>()) => {
        if (seen.has(start)) return seen;
        seen.add(start);
        byName.get(start)?.imports.forEach((name) => graph(name, seen));
        return seen;
      };
      const first = graph(entry.fileName);
      const files = [...graph(app.fileName)].filter((name) => !first.has(name));
      // Signed out under /p: the public pages' chunks (PublicApp.tsx's, and the page's own).
      const beyondFirst = (module: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(module));
        return chunk ? [...graph(chunk.fileName)].filter((name) => !first.has(name)) : [];
      };
      const publicApp = beyondFirst('/src/console/PublicApp.tsx');
      const publicPages = {
        '/p/cadastro': beyondFirst('/src/console/pages/public/RegisterPage.tsx'),
        '/p/termos-de-uso': beyondFirst('/src/console/pages/public/LegalPage.tsx'),
        '/p/privacidade': beyondFirst('/src/console/pages/public/LegalPage.tsx'),
      };
      const source = `// Generated by vite.config.ts (preloadConsole).
try {
  const preload = (files) => {
    for (const file of files) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = '/' + file;
      document.head.appendChild(link);
    }
  };
  const session = JSON.parse(localStorage.getItem('auth-storage') || 'null');
  const path = location.pathname.replace(/\\/$/, '');
  if (session && session.accessToken) preload(${JSON.stringify(files)});
  else if (path === '/p' || path.startsWith('/p/')) preload([...new Set([...${JSON.stringify(publicApp)}, ...(${JSON.stringify(publicPages)}[path] || [])])]);
} catch {}
`;
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
      const fileName = `assets/preload-console-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const tag = `<script type="module" crossorigin src="/${fileName}"></script>`;
      html.source = String(html.source).replace(/(\s*<script type="module")/, `\n    ${tag}$1`);
    },
  };
}

/**
 * The packages' modules the public pages use (issue 27 item 2), found once the module graph is
 * complete (buildEnd, before the chunks are made), in chunks of their own (PUBLIC_GROUPS): the
 * public layout's, then what the registration, the legal pages and the legal dialog each add (the
 * checkbox, the tabs…), so no page fetches another's.
 * In `console-vendor` with the console's, a public page would fetch that whole chunk (190 KB)
 * for a few MUI components. A package's index re-exports everything (tree-shaking comes later):
 * not followed; the MUI components our modules name in `import { Card } from '@mui/material'`
 * are followed instead.
 */
/** Each public chunk's start (our modules): the layout's (PublicApp.tsx), then each page's and the dialog's. */
const PUBLIC_GROUPS = [
  { name: 'public-vendor', start: /[\\/]src[\\/]console[\\/]PublicApp\.tsx$/ },
  { name: 'public-register-vendor', start: /[\\/]src[\\/]console[\\/]pages[\\/]public[\\/]RegisterPage\.tsx$/ },
  { name: 'public-legal-vendor', start: /[\\/]src[\\/]console[\\/]pages[\\/]public[\\/]LegalPage\.tsx$/ },
  { name: 'public-dialog-vendor', start: /[\\/]src[\\/]console[\\/]pages[\\/]public[\\/]LegalDialog\.tsx$/ },
];
const publicModules = new Map<string, string>();
const PACKAGE_INDEX = /[\\/]node_modules[\\/](@mui[\\/](material|system|utils)[\\/](esm[\\/])?index\.js|react-admin[\\/]|ra-[\w-]+[\\/])/;

function publicPackages(): Plugin {
  return {
    name: 'public-packages',
    apply: 'build',
    async buildEnd() {
      const reached = async (start: RegExp) => {
        const pending = [...this.getModuleIds()].filter((id) => start.test(id));
        const seen = new Set<string>();
        while (pending.length) {
          const id = pending.pop()!;
          if (seen.has(id) || PACKAGE_INDEX.test(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          if (!info) continue;
          pending.push(...info.importedIds);
          if (!/[\\/]src[\\/]/.test(id)) continue;
          const code = info.code ?? fs.readFileSync(id.split('?')[0], 'utf8');
          for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@mui\/material["']/g)) {
            for (const name of names.split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0])) {
              if (!/^[A-Z]\w+$/.test(name)) continue;
              const resolved = await this.resolve(`@mui/material/${name}`, id);
              if (resolved) pending.push(resolved.id);
            }
          }
        }
        return [...seen].filter((id) => /[\\/]node_modules[\\/]/.test(id));
      };
      // A module two of them reach goes with the layout's (the first group), which both fetch.
      publicModules.clear();
      for (const group of PUBLIC_GROUPS) {
        for (const id of await reached(group.start)) publicModules.set(id, publicModules.has(id) ? PUBLIC_GROUPS[0].name : group.name);
      }
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

/** A previous build's asset compressed then and not written again since (keepPreviousAssets). */
function compressedAlready(file: string): boolean {
  const written = fs.statSync(file).mtimeMs;
  return [`${file}.br`, `${file}.gz`].some((copy) => (fs.statSync(copy, { throwIfNoEntry: false })?.mtimeMs ?? 0) >= written);
}

const KEEP_PREVIOUS_ASSETS_DAYS = 7;

/**
 * The hashed files of the previous builds stay in assets/ (emptyOutDir is off) for a week: a page
 * loaded before a rebuild or a deploy still finds the lazy chunks it names, instead of a 404 and
 * a white page (issue 36; several machines share theirs through the bucket,
 * src/server/http/consoleAssets.ts). Everything else of the folder is removed before each build
 * (index.html and the public files are written again), and so are assets no build wrote for
 * KEEP_PREVIOUS_ASSETS_DAYS (a build writes its own again, so theirs are fresh).
 */
function keepPreviousAssets(): Plugin {
  let outDir = '';
  return {
    name: 'recupera:keep-previous-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      if (!fs.existsSync(outDir)) return;
      for (const entry of fs.readdirSync(outDir)) {
        if (entry !== 'assets') fs.rmSync(path.join(outDir, entry), { recursive: true, force: true });
      }
      const assets = path.join(outDir, 'assets');
      const oldest = Date.now() - KEEP_PREVIOUS_ASSETS_DAYS * 24 * 3600 * 1000;
      for (const name of fs.existsSync(assets) ? fs.readdirSync(assets) : []) {
        const file = path.join(assets, name);
        if (fs.statSync(file).mtimeMs < oldest) fs.rmSync(file, { recursive: true, force: true });
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), publicPackages(), preloadConsole(), keepPreviousAssets(), precompress()],
  build: {
    // CONSOLE_DIR (the server's setting for where the console is) lets two checkouts' journeys
    // build and serve their own copy side by side.
    outDir: process.env.CONSOLE_DIR || 'dist/console',
    // keepPreviousAssets() empties it, all but the previous builds' assets.
    emptyOutDir: false,
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
            // The first load's own are in `vendor` already (the group before wins).
            ...PUBLIC_GROUPS.map(({ name }) => ({ name, test: (id: string) => publicModules.get(id) === name })),
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
