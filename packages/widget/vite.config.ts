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
 * widget.js is an ES module (the loader inserts it with type=module), so features a page does
 * not need — games, phone data, date pickers — can be chunks fetched on demand.
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
    modulePreload: false,
    rollupOptions: {
      input: { widget: fileURLToPath(new URL('src/index.ts', import.meta.url)) },
      preserveEntrySignatures: 'exports-only',
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
