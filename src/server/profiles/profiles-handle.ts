import type { FastifyRequest } from 'fastify';

/** Who is watching, as far as what may be shown goes: a kids profile sees only titles for children. */
export interface Viewer {
  /** The profile this device chose is a kids profile (docs/product.md#profiles). */
  kids: boolean;
}

/**
 * What other parts of the server may ask of the profiles, filled in by the profiles plugin when
 * it starts (accounts mode). With accounts off, or before a profile is chosen, nobody is a kids
 * profile: the catalogue, the chat and the page renderer read it per request.
 */
export interface ProfilesHandle {
  viewerOf: (request: FastifyRequest) => Promise<Viewer>;
}

const EVERYONE: Viewer = { kids: false };

export function createProfilesHandle(): ProfilesHandle {
  return { viewerOf: async () => EVERYONE };
}
