import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sourceConditions } from '../widget/vite.config.js';

/**
 * signup.js is a classic script (a plain <script src>, no type=module), so it is one IIFE with
 * everything inlined: no chunks, nothing imported at run time, nothing left on window. It has no
 * views framework: a few DOM nodes are built by hand.
 */
export default defineConfig({
  resolve: { conditions: sourceConditions },
  build: {
    target: 'es2020',
    outDir: fileURLToPath(new URL('dist', import.meta.url)),
    emptyOutDir: true,
    minify: true,
    // Kept for debugging and size attribution, but not referenced: the server serves signup.js only.
    sourcemap: 'hidden',
    lib: { entry: fileURLToPath(new URL('src/index.ts', import.meta.url)), formats: ['iife'], name: 'BeckonSignup', fileName: () => 'signup.js' },
    rollupOptions: { output: { minify: true } },
  },
});
