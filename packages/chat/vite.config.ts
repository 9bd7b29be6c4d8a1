import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
// The chat views, like the pop-up views, are React components shipped on Preact core.
import { COMPILE_EVERYTHING_HINT, preactAliases, sourceConditions } from '../widget/vite.config.js';

/**
 * The stylesheet (src/views/styles.ts) is written to be read; chat.js carries it without
 * comments and spare whitespace. Spaces inside calc() and between values are kept.
 */
function compactStylesheet(): Plugin {
  return {
    name: 'beckon-chat-compact-stylesheet',
    transform(code, id) {
      if (!id.endsWith('/src/views/styles.ts')) return null;
      return code.replace(
        /(chatCss = `)([^`]*)(`)/,
        (_whole, open: string, css: string, close: string) =>
          open +
          css
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .replace(/\s+/g, ' ')
            .replace(/\s*([{};,>])\s*/g, '$1')
            .replace(/;}/g, '}')
            .trim() +
          close,
      );
    },
  };
}

/**
 * chat.js is a classic script (a plain <script src>, no type=module), so it is one IIFE with
 * everything inlined: no chunks, nothing imported at run time, nothing left on window. It starts
 * with V8's compile hint, as widget.js does: its launcher and its first view run as it loads, and
 * compiled while the download streams they cost the host page's main thread less (issue 22: script
 * 119.5 against 134.9 ms and 137.0 against 151.4 at 4× CPU, medians of 15 loads of the chat example).
 */
export default defineConfig({
  plugins: [compactStylesheet()],
  resolve: { alias: preactAliases, conditions: sourceConditions },
  // Only for the bundle: under Vitest this would load production builds and break act().
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2020',
    outDir: fileURLToPath(new URL('dist', import.meta.url)),
    emptyOutDir: true,
    minify: true,
    // Kept for debugging and size attribution, but not referenced: the server serves chat.js only.
    sourcemap: 'hidden',
    lib: { entry: fileURLToPath(new URL('src/index.ts', import.meta.url)), formats: ['iife'], name: 'BeckonChat', fileName: () => 'chat.js' },
    rollupOptions: { output: { minify: true, postBanner: COMPILE_EVERYTHING_HINT } },
  },
});
