// Lint for the whole monorepo: typescript-eslint's recommended rules everywhere, the React hooks
// rules where React components live, and a function-length ceiling on shipped source so that no
// function grows past what a reader holds in mind at once. The type-checked rule set is left out:
// on this repository and a two-core machine it took 2 min 18 s (the plain set about 15 s).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const browserSource = ['packages/widget/src/**', 'packages/chat/src/**', 'packages/embed-kit/src/**', 'apps/dashboard/src/**'];
// Hooks live in .ts files too (use-closing.ts...); the plugin recognises components and hooks by name.
const reactSource = [
  'packages/widget/src/**',
  'packages/chat/src/**',
  'packages/embed-kit/src/**',
  'packages/react/src/**',
  'examples/react-app/src/**',
  'apps/dashboard/src/**',
];
const testFiles = ['**/test/**', '**/*.test.{ts,tsx}', 'e2e/**', 'bench/**'];

export default defineConfig(
  globalIgnores(['**/dist/**', '**/dist-gallery/**', '**/dist-node/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', '**/data/**']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a parameter kept for its position (callbacks, overloads) or a rest sibling.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Type-only imports keep the embed bundles free of accidental runtime imports.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // Core is pure rules for both runtimes: only the globals both have (see platform-globals.d.ts).
    files: ['packages/core/src/**'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
  },
  { files: browserSource, languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['apps/server/src/**', 'scripts/**', 'bench/**', '**/*.config.{ts,js,mjs,cjs}', '**/scripts/**', '.dependency-cruiser.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  { files: testFiles, languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: reactSource,
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // Only says that the React Compiler would skip a component (react-hook-form's watch()); no
      // build here runs the compiler, so there is nothing to act on.
      'react-hooks/incompatible-library': 'off',
      // The recommended set also judges components for the React Compiler, which neither build
      // runs. What these flag here is deliberate and documented where it happens: the latest-value
      // ref (a handler that always sees the newest props without re-subscribing), state reset when
      // an input changes, DOM writes on an element held in state, Date.now() for a countdown.
      // rules-of-hooks stays an error; exhaustive-deps stays a warning, since the effects it names
      // run once or on one input on purpose (a countdown, a third-party script's load).
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/purity': 'off',
      'react-hooks/use-memo': 'off',
    },
  },
  {
    // Shipped source only: tests are tables and scenarios whose length is their content.
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // A migration is a frozen record of one schema change, read top to bottom and never edited.
    files: ['apps/server/src/db/migrations/**'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    files: testFiles,
    rules: {
      // Tests reach into partial fixtures and mocks on purpose.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // A global declared with `var` becomes a property of globalThis, as the runtimes' own globals are.
    files: ['**/*.d.ts'],
    rules: { 'no-var': 'off' },
  },
  {
    // Playwright learns a fixture's dependencies from its destructured first parameter: `{}` means none.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
