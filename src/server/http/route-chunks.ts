import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The chunks each page needs, read from the Vite manifest, as `<link rel="modulepreload">` tags
 * (docs/decisions/0010-route-preloads.md).
 */
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
 * (index.html already preloads those), at low priority like those: the page's HTML is already
 * painted, so they must not queue ahead of its images (decision 0021, amended 2026-11-27).
 */
export function routeModuleLinks(
  manifest: Manifest,
  routes: readonly { module: string }[],
): Map<string, string> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = entryKey ? staticClosure(manifest, entryKey) : new Set<string>();
  const links = new Map<string, string>();
  for (const route of routes) {
    if (!manifest[route.module]) continue;
    const files = [...staticClosure(manifest, route.module)]
      .filter((key) => !entry.has(key))
      .map((key) => `/${manifest[key]!.file}`);
    links.set(
      route.module,
      files
        .map(
          (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}" />`,
        )
        .join(''),
    );
  }
  return links;
}
