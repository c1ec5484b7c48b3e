import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // Decorated classes: type-graphql and class-validator read these at run time.
    files: ['server/src/**/*.{input,type,resolver}.ts', 'server/src/graphql/**/*.ts'],
    rules: { '@typescript-eslint/no-extraneous-class': 'off' },
  },
);
