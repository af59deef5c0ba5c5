/**
 * The service worker's runtime caches, named here because the page clears them too: catalogue
 * answers and art show which titles someone looked at, so they leave a shared browser with the
 * library at sign-out (library/stores/library-owner.ts).
 */
export const runtimeCaches = {
  /** GET answers of /api/catalog/*: public data, used only when the network fails. */
  catalog: 'nexus-catalog-v1',
  /** The generated posters, backdrops and stills of /api/art/*: the same bytes for a URL forever. */
  art: 'nexus-art-v1',
} as const;

/** Deletes the runtime caches; the precached app files stay (they hold nobody's data). */
export async function clearRuntimeCaches() {
  if (typeof caches === 'undefined') return;
  await Promise.all(
    Object.values(runtimeCaches).map((name) => caches.delete(name).catch(() => false)),
  );
}
