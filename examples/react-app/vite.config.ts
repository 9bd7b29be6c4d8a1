import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Built as any app that installed @beckon/react would be: the package's built module and types
 * (its dist, built first by the root build), not its source. Served from the root of its own origin.
 */
export default defineConfig({
  plugins: [react()],
  build: { outDir: fileURLToPath(new URL('dist', import.meta.url)), emptyOutDir: true, target: 'es2022', sourcemap: false },
});
