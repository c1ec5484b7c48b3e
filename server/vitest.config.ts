import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CommonJS and ESM without an "exports" map: Node (and so Apollo Server, loaded
    // from node_modules) takes the CommonJS build, while Vite would take the ESM one for our sources.
    // Two copies of graphql cannot share a schema, so point ours at the same file Node uses.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // type-graphql's decorators need the Reflect metadata API, as main.ts provides at run time.
    setupFiles: ['reflect-metadata'],
    pool: 'forks',
    // Each file opens its own database; PGlite's first query takes a few seconds of CPU.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
