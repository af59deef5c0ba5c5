import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The installable app's web manifest (docs/product.md#installable-app), written by
 * vite-plugin-pwa at build time. Colours are the design's `bg`; the icons are drawn by
 * scripts/build/draw-app-icons.ts.
 */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'NEXUS',
  short_name: 'NEXUS',
  description: 'Discover and watch films and series.',
  lang: 'en',
  start_url: '/browse',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: '#0a0a0a',
  theme_color: '#0a0a0a',
  categories: ['entertainment'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};
