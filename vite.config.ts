import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPagesChunk } from './scripts/build/first-pages-chunk';
import { linguiMacro } from './scripts/build/lingui-macro';
import { preloadEntryImports } from './scripts/build/preload-entry-imports';

const src = fileURLToPath(new URL('./src', import.meta.url));
/** The pages most visits start on: the sign-in page and the home view (check:bundle's pages). */
const FIRST_PAGE_ROUTES = [
  'src/client/app/routes/landing-route.tsx',
  'src/client/app/routes/browse-route.tsx',
];

/**
 * Two builds (`npm run build` runs both): the browser's app, and the server's page renderer
 * (`vite build --ssr src/client/entry-server.tsx`, into dist/ssr; decision 0026). The renderer
 * needs neither the service worker nor the browser's chunking.
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        plugins: [react(), babel({ presets: [linguiMacro] })],
        resolve: { alias: { '@': src } },
        publicDir: false,
        // One self-contained file set, with React's production build inside whatever NODE_ENV
        // the server runs under (the server itself never imports React).
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir: 'dist/ssr',
          emptyOutDir: true,
          target: 'node20',
          sourcemap: false,
          // Asset URLs as the browser's build names them (the catalogues' preloads), never
          // inlined.
          assetsInlineLimit: 0,
        },
      }
    : browserBuild,
);

const browserBuild = {
  plugins: [
    react(),
    babel({ presets: [linguiMacro] }),
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
        // The interface's compiled messages too (assets/*.json): the offline app starts in the
        // device's last language.
        globPatterns: ['**/*.{js,css,woff2,png,svg,webmanifest}', 'assets/*.json'],
        globIgnores: ['**/node_modules/**', 'service-worker.js'],
      },
    }),
  ],
  resolve: { alias: { '@': src } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The server reads the manifest for each page's preloads (src/server/http/route-chunks.ts),
    // and check:bundle to sum what / and /browse load.
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // Never inline assets as data: URLs: fonts would then break the CSP's font-src 'self', and
    // separate files are cached across deploys anyway.
    assetsInlineLimit: 0,
    // No preload helper in the entry: index.html preloads the entry's own imports
    // (scripts/build/preload-entry-imports.ts) and a page opened directly gets its route's
    // chunks from the server (src/server/http/route-chunks.ts). Decision 0018.
    modulePreload: false,
    // One stylesheet for the whole app, which every page carries inline (src/server/http/
    // spa-plugin.ts) and the offline shell links. Split by chunk, a lazy chunk's import named
    // that same file as its CSS, and the browser fetched it again (9 KB at the highest
    // priority) right after the first paint, while the largest image was loading.
    cssCodeSplit: false,
    rolldownOptions: {
      // The page-start script (decision 0036): the one script a server-rendered page names. It
      // imports nothing the app has, so it is a file of its own; index.html stays the app's
      // entry (and the offline shell's script).
      input: { index: 'index.html', 'page-start': 'src/client/page-start/page-start.ts' },
      output: {
        // Rules name folders or routes, never files (issue 28): the libraries every page needs in
        // one chunk, the code of the first page in another; of what several lazy pages share, the
        // libraries, shared code and UI in a third and the library's stores and rules (the title
        // pages, the vault, the profile) in a fourth, each split in two: what the first pages (/
        // and /browse) import, and what only later pages share, which /browse then does not load
        // (-6.4 KB gzip for /browse, about +1 KB and two files for a later page). Left alone, the
        // bundler splits each by which lazy chunks share it, and a title page would wait on a
        // dozen small files. A group takes its modules' imports along: library/ui and library/sync
        // would pull the catalogue's query code into /browse (+5 KB), so they are left to the
        // bundler.
        advancedChunks: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/,
              priority: 2,
            },
            {
              name: 'app',
              tags: ['$initial'],
              // The page-start script's few hundred bytes stay its own.
              test: /^(?!.*src[\\/]client[\\/]page-start[\\/])/,
              priority: 1,
            },
            // The contracts of features that load after the first paint (the calendar, the
            // notices' list, watch together, where to watch) are left to the bundler, so /browse
            // does not carry them.
            {
              // What / and /browse import in one chunk, what only later pages share in another.
              name: firstPagesChunk(FIRST_PAGE_ROUTES, 'common', 'pages-common'),
              test: /node_modules[\\/](lucide-react|valibot)[\\/]|src[\\/](shared[\\/](?!(calendar|notices|player|watch-together|where-to-watch)[\\/])|client[\\/]components[\\/]ui[\\/])/,
              minShareCount: 2,
            },
            {
              name: firstPagesChunk(FIRST_PAGE_ROUTES, 'library', 'pages-library'),
              test: /src[\\/]client[\\/]library[\\/](stores|rules)[\\/]/,
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
