import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * What a layer may not import, by `import` or by `import()`, which `no-restricted-imports` does not
 * see (a selector's regular expression cannot hold a `/`: it is written `\x2F`).
 */
const importsNone = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
  'no-restricted-syntax': ['error', ...patterns.map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`, message }))],
});

/** A layer's import rule: its `files` import nothing that `regex` matches. */
const onlyBelow = (files, regex, message) => ({ files, rules: importsNone([{ regex, message }]) });

const PUBLIC_IS_A_BUNDLE = { regex: '^(\\.\\./)+(admin|explorer)(/|$)', message: 'The public site is a bundle of its own: it imports nothing of the back office or the explorer.' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'client/src/*/gql/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Import boundaries (docs/plans/p18.md §5): the lower folders take the areas as parameters from
    // the composition roots (server.ts, consumers.ts, test/app.ts, bench/serve.ts, scripts/*), never import them.
    files: ['server/src/{db,domain,http,graphql}/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules(/|$)', message: 'The lower folders do not import the areas: take it as a parameter (the app factory hands AREAS down).' }] },
      ],
    },
  },
  {
    // What an area is: every area imports it, so it imports none (an area adds to it by declaration merging).
    files: ['server/src/modules/area.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\./', message: 'modules/area.ts is imported by every area: it imports none (add to `Area` from the area, by declaration merging).' }] }],
    },
  },
  {
    // Imported by the browser too (@rules): nothing but their own folder.
    files: ['server/src/rules/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\./)', message: 'rules/ is imported by the browser: nothing outside its folder.' }] }],
    },
  },
  {
    // Imported by the browser too (@shared): its own folder and rules/ only.
    files: ['server/src/shared/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\./|\\.\\./rules/)', message: 'shared/ is imported by the browser: nothing outside its folder but rules/.' }] }],
    },
  },
  {
    // A folder of shared/ (shared/rich-text/): its own, the rest of shared/ and rules/ only.
    files: ['server/src/shared/*/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\./|\\.\\./(?!\\.\\./)|\\.\\./\\.\\./rules/)', message: 'shared/ is imported by the browser: nothing outside it but rules/.' }] }],
    },
  },
  // The client's layers, as the server's (docs/architecture.md, "The client's layers"): content/ is
  // data and imports no code of the client; app/ and ui/ serve both bundles and import neither; the
  // public site and the back office never import each other; the explorer borrows the back
  // office's session, never the public site.
  onlyBelow(['client/src/content/**/*.{ts,tsx}'], '^(\\.\\./)+(app|ui|public|admin|explorer)(/|$)', 'content/ is the site as data: it imports no code of the client.'),
  onlyBelow(['client/src/{app,ui}/**/*.{ts,tsx}'], '^(\\.\\./)+(public|admin|explorer)(/|$)', 'app/ and ui/ serve every bundle: they import none.'),
  onlyBelow(['client/src/admin/**/*.{ts,tsx}'], '^(\\.\\./)+(public|explorer)(/|$)', 'The back office is a bundle of its own: it imports nothing of the public site or the explorer.'),
  onlyBelow(['client/src/explorer/**/*.{ts,tsx}'], '^(\\.\\./)+public(/|$)', 'The explorer imports nothing of the public site.'),
  onlyBelow(['client/src/public/**/*.{ts,tsx}'], PUBLIC_IS_A_BUNDLE.regex, PUBLIC_IS_A_BUNDLE.message),
  {
    // Inside the public site, the shared folders serve the pages and never import one: only the
    // composition names the pages (routes.ts, PublicPage.tsx, entry-server.tsx, form-pages/, and
    // the browser's entry-client.ts and its lists of every page's islands, overlays and behaviours, browser.ts).
    files: ['client/src/public/{forms,islands,data,media,cookies,layout,newsletter}/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}'],
    rules: importsNone([
      PUBLIC_IS_A_BUNDLE,
      {
        regex: '^\\.\\./(about|auth|careers|contact|demo|events|home|legal|services|stories|form-pages|routes|PublicPage|entry-server|entry-client|browser)(/|$)',
        message: "The public site's shared folders serve the pages and never import one: hand it in, or move the code up to the composition.",
      },
    ]),
  },
  {
    // Decorated classes: type-graphql and class-validator read these at run time.
    files: ['server/src/**/*.{input,type,resolver}.ts', 'server/src/graphql/**/*.ts'],
    rules: { '@typescript-eslint/no-extraneous-class': 'off' },
  },
);
