import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The chunks each page needs, read from the Vite manifest (docs/decisions/0010-route-preloads.md,
 * 0036-scripts-after-the-first-paint.md).
 */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

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

/** The entry's file and every chunk it loads statically, entry first (index.html's script). */
export function entryFiles(manifest: Manifest): string[] {
  const entry = manifest['index.html'];
  if (!entry) return [];
  return [...staticClosure(manifest, 'index.html')].map((key) => `/${manifest[key]!.file}`);
}

/**
 * For each route, the chunks it needs beyond the entry's (which every page loads), as URL
 * paths: the page-start script asks for them beside the entry (page-start-tag.ts).
 */
export function routeChunkFiles(
  manifest: Manifest,
  routes: readonly { module: string }[],
): Map<string, string[]> {
  const entry = manifest['index.html'] ? staticClosure(manifest, 'index.html') : new Set<string>();
  const chunks = new Map<string, string[]>();
  for (const route of routes) {
    if (!manifest[route.module]) continue;
    chunks.set(
      route.module,
      [...staticClosure(manifest, route.module)]
        .filter((key) => !entry.has(key))
        .map((key) => `/${manifest[key]!.file}`),
    );
  }
  return chunks;
}
