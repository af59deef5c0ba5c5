/** Local storage keys of spec-decisions "Local data". Progress keys carry no prefix, as in the spec. */
export const storageKeys = {
  vault: 'nexus_vault',
  watchHistory: 'nexus_watch_history',
  profileImage: 'nexus_profile_image',
  watchProgressPrefix: 'watch_progress_',
  watchProgress: (type: 'movie' | 'tv', id: number) => `watch_progress_${type}_${id}`,
  corruptPrefix: 'nexus_corrupt_',
  queryCache: 'nexus_query_cache',
  /** Set once JetBrains Mono has loaded: the browser then has it cached. */
  fontCached: 'nexus_font_cached',
} as const;
