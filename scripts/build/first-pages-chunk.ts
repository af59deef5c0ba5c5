import path from 'node:path';
import type { ChunkingContext } from 'rolldown';

/**
 * Names the chunk of a module several pages share by whether the first pages need it: `first`
 * when one of `routes` (the first pages' route modules) imports it, directly or through others,
 * else `later`. One chunk for all shared code made `/browse` load what only the title pages, the
 * vault or the profile share (their schemas, person cards, icons, the library's other stores):
 * 6.4 KB gzip of its first load that its first view never runs.
 */
export function firstPagesChunk(routes: string[], first: string, later: string) {
  const roots = routes.map((route) => path.resolve(route));
  // One chunking pass asks for every module; the walk is done once for it.
  let reached: { ctx: ChunkingContext; ids: Set<string> } | null = null;
  return (id: string, ctx: ChunkingContext) => {
    if (reached?.ctx !== ctx) reached = { ctx, ids: staticallyReached(roots, ctx) };
    return reached.ids.has(id) ? first : later;
  };
}

/** Every module the roots import without `import()`, the roots included. */
function staticallyReached(roots: string[], ctx: ChunkingContext): Set<string> {
  const ids = new Set<string>();
  const next = [...roots];
  while (next.length > 0) {
    const id = next.pop()!;
    if (ids.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    ids.add(id);
    next.push(...info.importedIds);
  }
  return ids;
}
