/**
 * What a signed-out visitor was trying to see, for 'Sign in to see your vault' above the sign-in
 * form (docs/product.md#sign-in-screen), by the path's first segment. Null when they came to `/`
 * itself.
 */
const names: Record<string, string> = {
  vault: 'your vault',
  'my-list': 'your vault',
  profile: 'your profile',
  account: 'your account',
  browse: 'Browse',
  movies: 'Movies',
  'tv-shows': 'TV Shows',
  'neural-chat': 'Neural Chat',
  movie: 'this film',
  tv: 'this series',
  watch: 'this title',
};

export function protectedPageName(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string') return null;
  return names[from.split(/[/?#]/)[1] ?? ''] ?? 'this page';
}
