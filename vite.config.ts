import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { preloadEntryImports } from './scripts/build/preload-entry-imports';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Two builds (`npm run build` runs both): the browser's app, and the server's page renderer
 * (`vite build --ssr src/client/entry-server.tsx`, into dist/ssr; decision 0026). The renderer
 * needs neither the service worker nor the browser's chunking.
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        plugins: [react()],
        resolve: { alias: { '@': src } },
        publicDir: false,
        // One self-contained file set, with React's production build inside whatever NODE_ENV
        // the server runs under (the server itself never imports React).
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: { outDir: 'dist/ssr', emptyOutDir: true, target: 'node20', sourcemap: false },
      }
    : browserBuild,
);

const browserBuild = {
  plugins: [
    react(),
    tailwindcss(),
    preloadEntryImports(),
    // The installable app (docs/product.md#installable-app). Our own worker file, with Workbox
    // inside it, because pages must never be served from a cache (decision 0024); the page
    // registers it itself after the first paint (service-worker/register-service-worker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/client/service-worker',
      filename: 'service-worker.ts',
      injectRegister: false,
      registerType: 'prompt',
      // The web manifest is public/manifest.webmanifest, linked by the page once it has loaded
      // (start-service-worker.ts): linked from index.html, Chromium fetched it and an icon
      // among the first paint's requests.
      manifest: false,
      injectManifest: {
        // The app's code, styles, fonts, icons and manifest; not index.html (pages come from
        // the server).
        globPatterns: ['**/*.{js,css,woff2,png,svg,webmanifest}'],
        globIgnores: ['**/node_modules/**', 'service-worker.js'],
      },
    }),
  ],
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
    // No preload helper in the entry: index.html preloads the entry's own imports
    // (scripts/build/preload-entry-imports.ts), a page opened directly gets its route's chunks
    // from the server (src/server/http/route-chunks.ts), and the helper plus its polyfill would
    // cost 1.3 KB of first-load script. Decision 0018 has the figures.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The libraries every page needs stay together in one chunk. Left alone, the bundler
        // splits them by which lazy chunks share them, and many small files gzip worse.
        advancedChunks: {
          groups: [
            {
              name: 'vendor',
              // Less the parts of TanStack Query only lazy pages use (the browse cache's
              // hydration, the chat's mutation hook): they go with those pages.
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](query-core|react-query))[\\/](?!.*(hydration|useMutation|mutationObserver)\.js)/,
              priority: 2,
            },
            { name: 'app', tags: ['$initial'], priority: 1 },
            {
              name: 'common',
              // 'common' is on the first load, so it takes lucide's runtime but no icon: an icon
              // goes with the code that draws it, and icons only lazy pages share stay lazy.
              // Nor the sync rules (shared/library/library-*) and the watched state
              // (shared/library/watch*) and the ratings (shared/library/rating*): only lazy code
              // uses them.
              // The search icon is drawn on the first load and by the browse pages: left alone
              // it would be a file of its own. The vault toggle, the poster image, the menus'
              // styles and the progress bar are shared only by lazy code, so they stay with it;
              // so are the person shapes and photo (issue 30: title pages, the person page, the
              // search's People row).
              test: /node_modules[\\/](lucide-react[\\/]((?!.*icons[\\/])|.*icons[\\/]search\.js)|valibot[\\/])|src[\\/](shared[\\/](catalog[\\/](?!detail|person)|library[\\/](?!library-|watch|rating))|client[\\/](api[\\/](parse-answer|catalog[\\/]title-list)|lib[\\/](format|use-soon)|components[\\/]ui[\\/](?!vault-toggle|poster-image|menu-styles|progress-bar|person-photo)))/,
              minShareCount: 2,
            },
            {
              name: 'title-library',
              // What the title pages and the card menu share (the library's stores, the detail
              // query, the vault toggle and their icons): one file rather than a dozen, since a
              // page that needs them would otherwise wait on a second round of requests. None of
              // it is on the first load.
              test: /src[\\/](client[\\/](lib[\\/](local-data[\\/](watched-store|watched-title|ratings-store|vault-store|watch-history-store|continue-removed-store)|use-connection-status)|components[\\/]ui[\\/](vault-toggle|poster-image)|api[\\/]catalog[\\/]title-details)|shared[\\/]library[\\/](watch|rating))|node_modules[\\/]lucide-react[\\/].*icons[\\/](bookmark|bookmark-check|play|check|eye)\.js/,
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
} satisfies UserConfig;
