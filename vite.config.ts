import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': src } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Keep the route chunks small; the budget check reads the manifest to sum what / and /browse load.
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // Never inline assets as data: URLs: fonts would then break the CSP's font-src 'self', and
    // separate files are cached across deploys anyway.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // The libraries every page needs stay together in one chunk. Left alone, the bundler
        // splits them by which lazy chunks share them, and many small files gzip worse.
        advancedChunks: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](query-core|react-query))[\\/]/,
              priority: 2,
            },
            { name: 'app', tags: ['$initial'], priority: 1 },
            {
              name: 'common',
              // The player's own icons stay with the player: they are shared by its two lazy
              // users (the overlay and the /watch page), and 'common' is on the first load.
              test: /node_modules[\\/]lucide-react[\\/](?!.*icons[\\/](maximize|minimize|skip-back|skip-forward|link-2)\.js)|src[\\/](shared[\\/]catalog[\\/](?!.*schema)|client[\\/](lib[\\/](format|use-soon)|components[\\/]ui[\\/]))/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/embed': 'http://localhost:8080',
      '/healthz': 'http://localhost:8080',
    },
  },
});
