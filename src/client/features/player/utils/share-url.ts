import { watchPath } from '@/client/config/paths';

/** The absolute link of the shareable player page for what is playing. */
export function shareUrl(
  type: 'movie' | 'tv',
  id: number,
  selection: { season: number | null; episode: number | null },
  origin = window.location.origin,
) {
  return new URL(watchPath(type, id, selection), origin).href;
}
