import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { preactAliases, sourceConditions } from './vite.config.js';

/**
 * The gallery page's script (examples/gallery, served at /demo-assets/gallery.js): the widget's
 * own mount, views and stylesheet over every catalogue entry. Not part of the embed or its budgets.
 */
export default defineConfig({
  resolve: { alias: preactAliases, conditions: sourceConditions },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2020',
    outDir: fileURLToPath(new URL('dist-gallery', import.meta.url)),
    emptyOutDir: true,
    minify: true,
    lib: { entry: fileURLToPath(new URL('src/gallery/main.ts', import.meta.url)), formats: ['es'], fileName: () => 'gallery.js' },
    rollupOptions: {
      output: { chunkFileNames: 'chunks/[name]-[hash].js' },
      // The gallery loads everything at once; the embed's lazy boundaries do not matter here.
      onwarn: (warning, warn) => {
        if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
      },
    },
  },
});
