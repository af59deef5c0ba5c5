import type { FastifyRequest } from 'fastify';

/** Who is watching, as far as what may be shown goes: a kids profile sees only titles for children. */
interface Viewer {
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
  /**
   * The id the library tables key this request's library by: the chosen profile's, checked
   * against the profile the page names (`x-nexus-profile`). Throws 409 `profile-changed` when
   * they differ, 403 `profile-locked` for a locked profile never opened on this device.
   */
  libraryOf: (request: FastifyRequest, userId: string) => Promise<string>;
  /**
   * The name of the profile this device watches as (the chosen one, else the account's first):
   * what a watch-together room shows for this member. Null before the profiles plugin starts.
   */
  nameOf: (request: FastifyRequest, userId: string) => Promise<string | null>;
}

const EVERYONE: Viewer = { kids: false };

export function createProfilesHandle(): ProfilesHandle {
  // Until the profiles plugin starts, every account has only its own library.
  return {
    viewerOf: async () => EVERYONE,
    libraryOf: async (_request, userId) => userId,
    nameOf: async () => null,
  };
}
