import { entryFiles, type Manifest } from './route-chunks';
import { escapeAttribute } from './route-preloads';

/** The page-start script's module in the Vite manifest (vite.config.ts lists it as an input). */
const PAGE_START_MODULE = 'src/client/page-start/page-start.ts';

export interface PageStart {
  /** index.html without the build's entry script and its preloads: page-start asks for them. */
  template(html: string): string;
  /** The page's one script tag, naming what the app needs on this page. */
  tag(routeChunks: readonly string[], messagesUrl: string | undefined): string;
}

/**
 * A server-rendered page names one script, the page-start script, which asks for the app once
 * the page has painted (decision 0036): the entry and the chunks it imports, then the route's
 * chunks, then the page's messages, listed on its tag. Without it in the build (a test's bare
 * manifest) pages keep the build's own entry script.
 */
export function pageStart(manifest: Manifest): PageStart | null {
  const start = manifest[PAGE_START_MODULE];
  const entry = entryFiles(manifest);
  if (!start || entry.length === 0) return null;
  const entryScript = new RegExp(`<script type="module"[^>]*src="${entry[0]}"[^>]*></script>`);
  return {
    template: (html) =>
      html.replace(entryScript, '').replace(/<link rel="modulepreload"[^>]*>/g, ''),
    tag: (routeChunks, messagesUrl) =>
      // Low priority: the page's HTML and largest image go first; it runs after the parse anyway.
      `<script type="module" crossorigin fetchpriority="low" src="/${start.file}" data-modules="${escapeAttribute(
        [...entry, ...routeChunks].join(' '),
      )}"${messagesUrl ? ` data-messages="${escapeAttribute(messagesUrl)}"` : ''}></script>`,
  };
}
