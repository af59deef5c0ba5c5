import { useCallback, useState } from 'react';
import { usePlayerExtensions } from './player-extensions';

interface Target {
  type: 'movie' | 'tv';
  id: number;
  season: number;
  episode: number;
}

/**
 * Where the stream starts when another feature says so (a watch-together room: the host's second
 * when the player opens), and wherever 'Jump to host' asks later. Undefined otherwise: the saved
 * progress decides. A room is only ever known in the browser (it is joined from a handler), so a
 * page the server renders has none and hydrates alike.
 */
export function useRoomStart(target: Target) {
  const { startAt } = usePlayerExtensions();
  const [opened] = useState(() => startAt?.(target));
  const [jump, setJump] = useState<{ second: number; episode: string } | null>(null);
  const episodeKey = `${target.season}-${target.episode}`;
  const reopenAt = useCallback(
    (second: number) => setJump({ second: Math.max(0, Math.floor(second)), episode: episodeKey }),
    [episodeKey],
  );
  const start = jump?.episode === episodeKey ? jump.second : opened;
  return { start: start && start > 0 ? start : undefined, reopenAt };
}
