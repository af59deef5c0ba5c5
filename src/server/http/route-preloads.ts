import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogListPath, titleDetailPath } from '@/shared/catalog/api-paths';

/**
 * What index.html preloads for the page it opens (docs/decisions/0010-route-preloads.md).
 * Without it the browser learns one step at a time: the entry script, then the session, then
 * the page's lazy chunk, then its data, then the images. Preloading the page's chunk and its
 * first data from the HTML starts them all with the entry script.
 */
interface RouteEntry {
  pattern: RegExp;
  /** The page's module as the Vite manifest names it. */
  module: string;
  /** The first API answer the page renders from; only worth fetching for a signed-in visitor. */
  data?: (match: RegExpMatchArray) => string;
}

const id = '([1-9][0-9]{0,9})';
const routeModule = (name: string) => `src/client/app/routes/${name}.tsx`;

/** The client's route table (src/client/app/router.tsx), for the pages worth preloading. */
export const preloadRoutes: readonly RouteEntry[] = [
  { pattern: /^\/$/, module: routeModule('landing-route') },
  {
    pattern: /^\/browse$/,
    module: routeModule('browse-route'),
    data: () => catalogListPath('movie', 'trending', 1),
  },
  { pattern: /^\/movies$/, module: routeModule('movies-route') },
  { pattern: /^\/tv-shows$/, module: routeModule('tv-shows-route') },
  {
    pattern: new RegExp(`^/movie/${id}$`),
    module: routeModule('movie-detail-route'),
    data: (match) => titleDetailPath('movie', Number(match[1])),
  },
  {
    pattern: new RegExp(`^/tv/${id}$`),
    module: routeModule('tv-detail-route'),
    data: (match) => titleDetailPath('tv', Number(match[1])),
  },
  { pattern: /^\/neural-chat$/, module: routeModule('chat-route') },
  { pattern: /^\/vault$/, module: routeModule('vault-route') },
  { pattern: /^\/profile$/, module: routeModule('profile-route') },
  { pattern: /^\/account$/, module: routeModule('account-route') },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export function readManifest(clientDir: string): Manifest {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/** Every chunk a module loads statically, itself included, as URL paths. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const next of chunk.imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

/**
 * For each route, the `<link rel="modulepreload">` tags of the chunks it needs beyond the entry's
 * (index.html already preloads those).
 */
export function routeModuleLinks(manifest: Manifest): Map<RouteEntry, string> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = entryKey ? staticClosure(manifest, entryKey) : new Set<string>();
  const links = new Map<RouteEntry, string>();
  for (const route of preloadRoutes) {
    if (!manifest[route.module]) continue;
    const files = [...staticClosure(manifest, route.module)]
      .filter((key) => !entry.has(key))
      .map((key) => `/${manifest[key]!.file}`);
    links.set(
      route,
      files.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`).join(''),
    );
  }
  return links;
}

/**
 * The preload tags for one request: the session answer (every page asks for it first), the
 * page's chunks, and its first data when the visitor is signed in (or accounts are off).
 * `crossorigin` makes each preload match the same-origin `fetch` that later asks for it.
 */
export function preloadTags(
  pathname: string,
  moduleLinks: Map<RouteEntry, string>,
  visitor: { accounts: boolean; hasSession: boolean },
): string {
  const fetchLink = (href: string) =>
    `<link rel="preload" as="fetch" crossorigin href="${href}" />`;
  // The answers first: each is one small request the first render waits for.
  let tags = visitor.accounts ? fetchLink('/api/auth/get-session') : '';
  const route = preloadRoutes.find((entry) => entry.pattern.test(pathname));
  if (!route) return tags;
  const match = pathname.match(route.pattern)!;
  if (route.data && (visitor.hasSession || !visitor.accounts)) tags += fetchLink(route.data(match));
  return tags + (moduleLinks.get(route) ?? '');
}
