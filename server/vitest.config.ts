import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * In `npm run test:security` only: tens of thousands of generated bad inputs (minutes), and the
 * worst bodies of every public route against the real built client, timed on the event loop.
 */
const SECURITY_SUITE = ['src/security/generated-input.test.ts', 'src/security/event-loop.test.ts'];

/**
 * The permission table (P18) walks every operation as each principal: `npm test` as no one and as
 * each role; the security suite again as an API key of each scope (18 walks, most of the file's
 * minute), with `PERMISSION_WALK=keys`.
 */
const PERMISSION_WALK = 'src/security/permissions.test.ts';

/**
 * Test files that fake the clock (`vi.setSystemTime`, `vi.useFakeTimers`) or mock a module
 * (`vi.mock`), each in a fresh process: in a shared one, the ids made under a clock set ahead would
 * stay ahead for the next file (ids.ts never goes back in time), and a mocked module would already be
 * loaded. `test/own-process.test.ts` finds any such file missing from this list.
 */
export const OWN_PROCESS = [
  'src/modules/admin/refused-before-hashing.test.ts',
  'src/modules/admin/team.test.ts',
  'src/modules/exports/exports.test.ts',
  'src/modules/mail/mail-content.test.ts',
  'src/modules/mail/receipt-limit.test.ts',
  'src/modules/contact/contact-reply.test.ts',
  'src/modules/webhooks/webhooks.test.ts',
  'src/modules/keys/keys.test.ts',
  'src/modules/newsletter/double-opt-in.test.ts',
];

export default defineConfig({
  resolve: {
    // graphql 16 ships CommonJS and ESM without an "exports" map: Node (and so Apollo Server, loaded
    // from node_modules) takes the CommonJS build, while Vite would take the ESM one for our sources.
    // Two copies of graphql cannot share a schema, so point ours at the same file Node uses.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    // `npm test` runs `unit` (the fast security tests of src/security among them); the long suites of
    // issue P11 run on their own, `npm run test:security` and `npm run test:resilience`, and P13's
    // `npm run test:replicas` (CI: all on PostgreSQL).
    projects: [
      // The test files share their worker's modules (the app's code is imported once per worker, not
      // once per file: about half the suite's CPU), but for those that fake the clock or a module.
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: [...SECURITY_SUITE, ...OWN_PROCESS, 'src/resilience/**', 'src/replicas/**'], isolate: false } },
      { extends: true, test: { name: 'unit-own-process', include: OWN_PROCESS } },
      // An operation's thousands of probes take 10-30 s on a quiet machine: room for a busy one.
      { extends: true, test: { name: 'security', include: [...SECURITY_SUITE, PERMISSION_WALK], env: { PERMISSION_WALK: 'keys' }, testTimeout: 180_000 } },
      { extends: true, test: { name: 'resilience', include: ['src/resilience/**/*.test.ts'], testTimeout: 900_000, hookTimeout: 120_000 } },
      { extends: true, test: { name: 'replicas', include: ['src/replicas/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 180_000 } },
    ],
    environment: 'node',
    // type-graphql's decorators need the Reflect metadata API, as main.ts provides at run time.
    setupFiles: ['reflect-metadata'],
    // The database built once from the migrations, which every test file's database is a copy of.
    globalSetup: ['src/test/migrated-database.ts'],
    pool: 'forks',
    // Every core runs test files: Vitest's default keeps one back for itself, which on a 2-core
    // machine halves the suite's pace while its main process mostly waits.
    maxWorkers: '100%',
    // Each file opens its own database; PGlite's start takes a second or more of CPU.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
