import { paths } from '@/client/config/paths';

/**
 * The page to return to after sign-in: the `from` carried in navigation state, when it is a path
 * on this site (never `//host`, so it cannot send the user elsewhere), else /browse.
 */
export function fromLocation(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/') {
    return from;
  }
  return paths.browse;
}
