import type { Plugin } from 'vite';

/**
 * `<link rel="modulepreload">` for the chunks the entry script imports (the vendor chunk above
 * all). With `build.modulePreload: false` Vite leaves them out of index.html, and the browser
 * then finds the 66 KB vendor chunk only after it has fetched and parsed the entry: one more
 * round trip before anything renders, which cost every page about 0.3 s of LCP
 * (docs/decisions/0021-entry-preloads-in-the-page.md). The tags cost no script. They ask at low
 * priority (amended 2026-11-27): the page is painted by the server, so its first paint and its
 * largest image go first, and the scripts that take the page over come right after.
 */
export function preloadEntryImports(): Plugin {
  return {
    name: 'nexus:preload-entry-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const imports = context.chunk?.imports ?? [];
        return imports.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'modulepreload',
            crossorigin: true,
            fetchpriority: 'low',
            href: `/${file}`,
          },
          injectTo: 'head',
        }));
      },
    },
  };
}
