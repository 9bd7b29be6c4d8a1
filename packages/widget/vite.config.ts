import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

const reactOnPreact = fileURLToPath(new URL('src/react-on-preact.ts', import.meta.url));

/** The views are written against React; the embed ships them on Preact to stay small. */
export const preactAliases = {
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: reactOnPreact,
};

/** Workspace packages resolve to their TypeScript source (the `source` export condition). */
export const sourceConditions = ['source', ...defaultClientConditions];
export const serverSourceConditions = ['source', ...defaultServerConditions];

/**
 * widget.js is an ES module (the loader inserts it with type=module), so what the first pop-up
 * does not need — the submit path, rarer triggers and filters, games, phone data — are chunks
 * fetched on demand. Library mode, because Vite's app build wraps every import() in a 1.7 KB
 * preload helper; rolldown's own minifier, because library mode keeps whitespace by default.
 */
export default defineConfig({
  resolve: { alias: preactAliases, conditions: sourceConditions },
  // Only for the bundle: under Vitest this would load production builds and break act().
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2020',
    outDir: fileURLToPath(new URL('dist', import.meta.url)),
    emptyOutDir: true,
    minify: true,
    sourcemap: true,
    lib: { entry: fileURLToPath(new URL('src/index.ts', import.meta.url)), formats: ['es'], fileName: () => 'widget.js' },
    rollupOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js', minify: true, codeSplitting: { groups: [{ name: 'main', tags: ['$initial'] }] } } },
  },
});
