import { paths } from '@/client/config/paths';

/**
 * The page to return to after sign-in: the `from` carried in navigation state (or, after the
 * server's own redirect, in the `from` query parameter), when it is a path on this site (never
 * `//host`, so it cannot send the user elsewhere), else /browse.
 */
export function fromLocation(state: unknown, search = ''): string {
  const from =
    (state as { from?: unknown } | null)?.from ?? new URLSearchParams(search).get('from');
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/') {
    return from;
  }
  return paths.browse;
}
