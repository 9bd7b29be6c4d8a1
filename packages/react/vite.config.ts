import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sourceConditions } from '../widget/vite.config.js';

/**
 * One ES module for the host app's bundler. React stays the app's own (a peer dependency); the
 * few core constants used (the queue global's name, the widget's path, the pop-up id rule) are
 * inlined, so the package needs no Beckon package at run time. Not minified: the app's bundler
 * minifies, and a readable module is easier to step through.
 */
export default defineConfig({
  resolve: { conditions: sourceConditions },
  build: {
    target: 'es2020',
    outDir: fileURLToPath(new URL('dist', import.meta.url)),
    emptyOutDir: true,
    minify: false,
    sourcemap: false,
    lib: { entry: fileURLToPath(new URL('src/index.ts', import.meta.url)), formats: ['es'], fileName: () => 'index.js' },
    rollupOptions: { external: [/^react($|\/)/] },
  },
});
