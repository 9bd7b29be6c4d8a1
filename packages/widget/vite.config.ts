import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

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
 * The stylesheet is a template string, so the minifier leaves its text alone: its CSS comments
 * (notes for whoever edits styles.ts) and line breaks cost about 260 bytes gzip of every first
 * pop-up. Only the `popupCss` literal is touched; a comment goes where it has a line of its own,
 * a line break where it follows a brace (CSS reads it as plain whitespace).
 */
const tightenStylesheet: Plugin = {
  name: 'beckon:tighten-stylesheet',
  transform(code, id) {
    if (!id.endsWith('/src/views/styles.ts')) return null;
    const start = code.indexOf('popupCss = `') + 'popupCss = `'.length;
    const end = code.indexOf('`', start);
    if (start < 'popupCss = `'.length || end < 0) return null;
    const css = code
      .slice(start, end)
      .replace(/^\/\* [^\n]*\*\/$/gm, '')
      .replace(/([{}])\n+/g, '$1');
    // Nothing follows the literal but its end, so the source map stays right for the code.
    return { code: code.slice(0, start) + css + code.slice(end), map: null };
  },
};

/** Core's modules of plain data (no code, no identity: `as const` numbers, strings, arrays and objects). */
const DATA_MODULES = /\/packages\/core\/src\/(constants|events)\.ts$/;
/**
 * The modules that run only in chunks and read data of those modules that widget.js does not:
 * the Israeli phone rule (its prefixes), the format catalogue (sizes, close thresholds) and the
 * data layer's events. Named one by one: a module here that widget.js came to import would cost
 * bytes (both copies of what it reads), never behaviour, and the size bench would show it.
 */
const CHUNK_ONLY = /\/packages\/(core\/src\/validators\/phone-israeli|core\/src\/formats\/catalogue|widget\/src\/runtime\/visitor\/data-layer)\.ts$/;
const COPY = '?beckon-chunk-copy';

/**
 * A module lives in one chunk, with every export any chunk uses. widget.js reads a few objects of
 * core's constants (cookie lifetimes, frequency rule names), so the whole module sat in the first
 * download with the data only chunks read: 250 bytes gzip. The chunk-only modules get their own
 * copy of the data modules instead (through a copy of core's index, for imports of the package),
 * and the copy goes with the chunks. A copy of plain data behaves as the original.
 */
const chunkDataCopies: Plugin = {
  name: 'beckon:chunk-data-copies',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || !(importer.endsWith(COPY) || CHUNK_ONLY.test(importer))) return null;
    const base = importer.split('?')[0]!;
    const resolved = await this.resolve(source, base, { ...options, skipSelf: true });
    if (!resolved || resolved.external) return resolved;
    const id = resolved.id.split('?')[0]!;
    if (DATA_MODULES.test(id) || (id.endsWith('/packages/core/src/index.ts') && !importer.endsWith(COPY))) return id + COPY;
    return resolved;
  },
};

/**
 * Chunks a page fetches at the same moment, made one: each request a script starts costs the host
 * page's main thread 7–15 ms at 4× CPU (issue 22), whatever its size. A pop-up going live fetched
 * six (its view, Preact, the strings, the product cards, the email rule, the view's record); now
 * one (the view's record went to the first download, as the live view waits for the visitor), which also carries the bundler's namespace helper that two modules in one chunk need (else
 * a request of its own). Boot's later work (the visitor's clocks, the navigation watch) is in widget.js.
 */
const FETCHED_TOGETHER = [
  {
    name: 'live',
    test: /\/(widget\/src\/runtime\/render\/render-view|widget\/src\/react-on-preact|node_modules\/preact\/|core\/src\/(strings\/|validators\/email\.ts|games\/game-kind))|ProductCards|product-cards|^\0?rolldown[:/]runtime/,
  },
];

/** https://v8.dev/blog/explicit-compile-hints: must be the file's first line. */
export const COMPILE_EVERYTHING_HINT = '//# allFunctionsCalledOnLoad';

/**
 * widget.js is an ES module (the loader inserts it with type=module), so what the first pop-up
 * does not need — the submit path, rarer triggers and filters, games, phone data — are chunks
 * fetched on demand. Library mode, because Vite's app build wraps every import() in a 1.7 KB
 * preload helper; rolldown's own minifier, because library mode keeps whitespace by default.
 */
export default defineConfig({
  plugins: [tightenStylesheet, chunkDataCopies],
  resolve: { alias: preactAliases, conditions: sourceConditions },
  // Only for the bundle: under Vitest this would load production builds and break act().
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2020',
    outDir: fileURLToPath(new URL('dist', import.meta.url)),
    emptyOutDir: true,
    minify: true,
    // Kept for debugging and size attribution, but not referenced: the server serves widget.js only.
    sourcemap: 'hidden',
    lib: { entry: fileURLToPath(new URL('src/index.ts', import.meta.url)), formats: ['es'], fileName: () => 'widget.js' },
    // Inlining core's constants where they are used keeps those only chunks use out of main.
    rollupOptions: {
      // What the first pop-up needs is one group ('main' below, every module widget.js imports
      // statically), and the entry may export its bindings to the chunks: so the group is widget.js
      // itself, not a chunk it imports. A second file in the module graph cost the host page a fetch
      // and a task before anything ran (issue 22). The chunks import "../widget.js", which is why the
      // entry re-imports itself by its plain URL when a page adds a query (index.ts).
      preserveEntrySignatures: 'allow-extension',
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      output: {
        // V8's explicit compile hint (Chrome 136 on; a plain comment elsewhere), first line of the
        // entry only: widget.js runs nearly all of itself when a pop-up shows, so compiling it whole
        // on the background thread that streams the download spares the host page's main thread the
        // function-by-function compiles at first call (issue 22: 0.68–0.77× Beckon's script time at
        // 4× CPU in four runs against the build without it). The chunks load only what one path needs.
        postBanner: (chunk) => (chunk.isEntry ? COMPILE_EVERYTHING_HINT : ''),
        comments: false,
        chunkFileNames: 'chunks/[name]-[hash].js',
        minify: true,
        codeSplitting: { groups: [{ name: 'main', tags: ['$initial'] }, ...FETCHED_TOGETHER] },
      },
    },
  },
});
