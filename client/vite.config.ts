/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { OWN_PROCESS } from './src/test/own-process.ts';
import { defineConfig, type Plugin } from 'vite';
import { ORIGIN_PLACEHOLDER } from '../server/src/shared/render-seam.ts';
import type * as EntryServer from './src/public/entry-server';

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

/** The pages that are a client-only app, not rendered: the back office and the GraphQL explorer. */
const CLIENT_ONLY_PAGES = ['/admin.html', '/explorer.html'];

/** In `npm run dev`, every /admin path opens the back office's own page, as the server does in production. */
function adminPages(): Plugin {
  return {
    name: 'finmesh-admin-pages',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/(admin(\/[^.]*)?|login|forgot-password)(\?.*)?$/.test(request.url)) request.url = '/admin.html';
        next();
      });
    },
  };
}

/**
 * In `npm run dev`, a browser's `GET /graphql` (one that asks for HTML) opens the GraphQL explorer,
 * as the server does in production when the explorer is on (`GRAPHQL_EXPLORER`); the explorer's
 * operations, POSTs, go on to the API server through the proxy.
 */
function explorerPage(): Plugin {
  return {
    name: 'finmesh-explorer-page',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.method === 'GET' && request.url && /^\/graphql\/?(\?.*)?$/.test(request.url) && request.headers.accept?.includes('text/html')) request.url = '/explorer.html';
        next();
      });
    },
  };
}

/**
 * In `npm run dev`, public pages are rendered by the same `renderDocument` the build and the
 * server use, through Vite (so their islands hot-reload), with the API server's GraphQL for the
 * pages that show data.
 */
function publicPages(): Plugin {
  return {
    name: 'finmesh-public-pages',
    configureServer(server) {
      // After Vite's own middlewares (assets, modules): what is left and asks for HTML is a page.
      return () => {
        server.middlewares.use(async (request, response, next) => {
          const url = request.originalUrl ?? request.url ?? '/';
          if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) return next();
          // The client-only pages (adminPages, explorerPage) are Vite's to serve, as they are.
          if (request.url && CLIENT_ONLY_PAGES.includes(request.url)) return next();
          try {
            const template = await server.transformIndexHtml(url, readFileSync(path.join(import.meta.dirname, 'index.html'), 'utf8'));
            const { renderDocument } = (await server.ssrLoadModule('/src/public/entry-server.tsx')) as typeof EntryServer;
            const graphql = async (operation: { query: string; variables: Record<string, unknown> }) =>
              (await fetch(`${API_ORIGIN}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(operation) })).json();
            const { status, html } = await renderDocument(url, { template }, { graphql });
            response.statusCode = status;
            response.setHeader('content-type', 'text/html; charset=utf-8');
            response.end(html.replaceAll(ORIGIN_PLACEHOLDER, `http://${request.headers.host ?? 'localhost:5173'}`));
          } catch (error) {
            server.ssrFixStacktrace(error as Error);
            next(error);
          }
        });
      };
    },
  };
}

/**
 * The GraphQL explorer's page is built on its own (`vite build --mode explorer`, after the site's
 * build and into the same folder). In one build with the site, the modules it shares with the
 * public pages and the back office (React, Chakra, graphql, the rules) would be cut into other
 * chunks, and those pages would load more, smaller files for nothing; on its own, it changes not
 * a byte of theirs and carries its own copies.
 */
const EXPLORER_BUILD = 'explorer';


export default defineConfig(({ isSsrBuild, mode }) => ({
  root: import.meta.dirname,
  plugins: [react(), adminPages(), explorerPage(), publicPages()],
  resolve: {
    // The validation rules the server enforces, and the seams both packages share (shared/render-seam.ts),
    // imported as they are (dependency-free TypeScript).
    alias: { '@rules': path.resolve(import.meta.dirname, '../server/src/rules'), '@shared': path.resolve(import.meta.dirname, '../server/src/shared') },
  },
  // GraphiQL's worker set-up imports Monaco's workers with `?worker`, which Vite must see itself
  // rather than inside a pre-bundled dependency (as GraphiQL's own Vite example does).
  optimizeDeps: { exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'] },
  server: {
    port: 5173,
    // `npm run dev`: the API server runs beside Vite, which renders the public pages (see publicPages).
    proxy: Object.fromEntries(['/graphql', '/api', '/health', '/ready'].map((prefix) => [prefix, API_ORIGIN])),
  },
  test: {
    environment: 'jsdom',
    // The test files share their worker's modules (imported once per worker rather than once per
    // file), but for those that fake the clock, a module or a global: each of those has a process
    // of its own (`test/own-process.test.ts` finds any such file missing from OWN_PROCESS).
    projects: [
      // Worker threads start faster than processes; a file that changes the process (its clock's zone, `TZ`) is in OWN_PROCESS.
      { extends: true, test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: OWN_PROCESS, isolate: false, pool: 'threads' } },
      { extends: true, test: { name: 'own-process', include: OWN_PROCESS } },
    ],
    setupFiles: ['src/test/setup.ts'],
    // Every core runs test files: Vitest's default keeps one back for itself, which on a 2-core
    // machine halves the suite's pace while its main process sits mostly idle.
    maxWorkers: '100%',
    // jsdom renders Chakra slowly on a busy machine; a test that is merely slow is not failing.
    testTimeout: 30_000,
  },
  build: isSsrBuild
    ? // The pages' own images (imported by components only the server renders) are emitted here
      // too; the prerender step copies them next to the browser build's assets.
      { outDir: 'dist/server', emptyOutDir: true, target: 'node22', ssrEmitAssets: true, assetsInlineLimit: 0 }
    : {
        outDir: 'dist/client',
        emptyOutDir: mode !== EXPLORER_BUILD,
        target: 'es2022',
        // Everything is a file: the CSP allows fonts and images from this origin only, not data: URIs.
        assetsInlineLimit: 0,
        // The explorer is one big editor: GraphiQL with React and Chakra (1.3 MB, 400 kB compressed),
        // then Monaco (2.8 MB, 690 kB), far past Vite's 500 kB warning; the site keeps the warning.
        chunkSizeWarningLimit: mode === EXPLORER_BUILD ? 3000 : 500,
        rollupOptions: {
          input: (mode === EXPLORER_BUILD ? { explorer: 'explorer.html' } : { index: 'index.html', admin: 'admin.html' }) as Record<string, string>,
          // Chakra builds its default config at module load through `defineConfig` (an identity
          // function); marked pure, the 67 default recipes no public page uses are dropped.
          treeshake: { manualPureFunctions: ['defineConfig'] },
          onwarn(warning, warn) {
            // GraphiQL's modules open with React Compiler's "use no memo", which only that compiler reads.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use no memo"')) return;
            warn(warning);
          },
        },
      },
}));
