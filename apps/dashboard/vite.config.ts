import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The dashboard is served by the server under /app; workspace packages resolve to their source. */
export default defineConfig({
  base: '/app/',
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // 'hidden': maps are written for error tooling, but no bundle points the public at them.
  build: { outDir: fileURLToPath(new URL('dist', import.meta.url)), emptyOutDir: true, target: 'es2022', sourcemap: 'hidden' },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
