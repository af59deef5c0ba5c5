/**
 * Local storage keys (docs/product.md#storage-keys). Progress keys carry no prefix, as the product
 * has them.
 */
export const storageKeys = {
  vault: 'nexus_vault',
  watchHistory: 'nexus_watch_history',
  profileImage: 'nexus_profile_image',
  /** Your ratings (half stars), one per title: shared/library/rating-schema.ts. */
  ratings: 'nexus_ratings',
  watchProgressPrefix: 'watch_progress_',
  watchProgress: (type: 'movie' | 'tv', id: number) => `watch_progress_${type}_${id}`,
  corruptPrefix: 'nexus_corrupt_',
  /**
   * The browse pages' saved tab lists (docs/product.md#storage-keys: browse tab cache, 10 minutes).
   */
  browseCache: 'nexus_browse_cache',
  /** Response caches: written quietly and dropped first when user data needs the room. */
  disposable: ['nexus_browse_cache'],
  /**
   * Library sync (accounts mode): the account that owns the library in the product's keys, and
   * what was last synced (a copy of the library: it leaves with it). Each account's unsent
   * operations (`nexus_library_queue_{uid}`) only the lazy sync reads:
   * library/sync/sync-state.ts. All three share the `nexus_library_` prefix, by which a
   * signed-out page finds that a session left something behind.
   */
  libraryOwner: 'nexus_library_owner',
  /**
   * The profile this browser watches as (accounts mode, docs/product.md#profiles): its id,
   * name, avatar and whether it is a kids profile, as the server last said. The server's signed
   * cookie decides; this copy lets every tab agree and a page gate what a kids profile sees
   * before the network answers. It leaves with the library.
   */
  currentProfile: 'nexus_current_profile',
  /**
   * With accounts off (docs/product.md#profiles): the profiles of this browser, `{ profiles }`.
   * No PIN is kept: anyone at the browser can read its storage.
   */
  localProfiles: 'nexus_local_profiles',
  librarySnapshot: 'nexus_library_snapshot',
  /**
   * Who is signed in, for opening the app offline: id, name and email, no token
   * (offline-account.ts). In localStorage with 'Remember me', else in sessionStorage.
   */
  offlineAccount: 'nexus_offline_account',
  /**
   * The interface language this device last showed (docs/product.md#languages): the offline
   * app, which no server renders, starts in it. Not personal: it stays when a session ends.
   */
  lastLanguage: 'nexus_language',
  /**
   * Where to watch without an account session (issue 34): `{ region, providers }`
   * (shared/where-to-watch/watch-providers.ts). Signed in, the profile's settings live on the server.
   */
  watchSettings: 'nexus_watch_settings',
  /**
   * The new-episode bell's seen-until time per profile of this browser, `{ [profileId]: ms }`
   * (docs/product.md#new-episode-notices), when no account keeps it: signed out or accounts off.
   */
  noticesSeen: 'nexus_notices_seen',
  /**
   * The profile this browser's push subscription was made for ('' for the account's first):
   * the setting shows 'on' for that profile only (lib/push-subscription.ts).
   */
  pushProfile: 'nexus_push_profile',
  /**
   * This tab's watch-together room, `{ roomId }`, in sessionStorage (tab-storage.ts): a reload
   * or a restored tab rejoins it (features/watch-together/utils/room-resume.ts). It goes when
   * the person leaves, the room ends, they are removed, or the session ends.
   */
  watchRoom: 'nexus_watch_room',
  /** Set once JetBrains Mono has loaded: the browser then has it cached. */
  fontCached: 'nexus_font_cached',
} as const;
