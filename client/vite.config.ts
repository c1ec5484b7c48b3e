/// <reference types="vitest/config" />
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

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

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react(), adminPages()],
  resolve: {
    // The validation rules the server enforces, imported as they are (dependency-free TypeScript).
    alias: { '@rules': path.resolve(import.meta.dirname, '../server/src/rules') },
  },
  server: {
    port: 5173,
    // `npm run dev`: the API server runs beside Vite; pages are rendered in the browser.
    proxy: Object.fromEntries(['/graphql', '/api', '/health', '/ready'].map((prefix) => [prefix, API_ORIGIN])),
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // jsdom renders Chakra slowly on a busy machine; a test that is merely slow is not failing.
    testTimeout: 30_000,
  },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node22' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        // Everything is a file: the CSP allows fonts and images from this origin only, not data: URIs.
        assetsInlineLimit: 0,
        rollupOptions: {
          input: { index: 'index.html', admin: 'admin.html' },
          // Chakra builds its default config at module load through `defineConfig` (an identity
          // function); marked pure, the 67 default recipes no public page uses are dropped.
          treeshake: { manualPureFunctions: ['defineConfig'] },
        },
      },
}));
