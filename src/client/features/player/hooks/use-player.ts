import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readProgress } from '@/client/library/stores/watch-progress-store';
import { buildEmbedUrl, needsImdbId } from '@/shared/player/embed-url';
import { demoProvider } from '@/shared/player/provider-schema';
import type { ProgressUpdate } from '@/shared/player/progress-adapters';
import { useStreamProviders } from '../api/get-stream-providers';
import { resumeTime } from '../utils/resume-time';
import { startsOver } from '../utils/player-params';
import { useSearchParams } from '@/client/lib/router/router';
import { usePlayerMessages } from './use-player-messages';
import { usePlayerPreferences } from './use-player-preferences';
import { usePlayerSelection, type RoutedSelection } from './use-player-selection';
import { usePlayerTitle } from './use-player-title';
import { useWatchTracking } from './use-watch-tracking';
import { useEpisodeEnd } from './use-episode-end';
import { useProgressFeed } from './use-progress-feed';
import { useRoomStart } from './use-room-start';

/**
 * Everything one player needs, shared by the overlay and the simpler player view: the title,
 * the selection, the provider and its URL (resuming from saved progress), progress tracking,
 * the next-episode card (with AUTO-PLAY's countdown), and the speed and quality commands sent to the embed.
 */
export function usePlayer(type: 'movie' | 'tv', id: number, routed?: RoutedSelection) {
  const titleData = usePlayerTitle(type, id);
  const selection = usePlayerSelection(type, id, titleData.tv, routed);
  const providersQuery = useStreamProviders();
  // A provider whose template needs the IMDb id is skipped for a title that has none; while
  // the title loads, it waits rather than showing a failure.
  const imdbId = titleData.movie?.imdb_id ?? titleData.tv?.external_ids.imdb_id ?? null;
  const titleLoaded = Boolean(titleData.movie ?? titleData.tv);
  const providers = (providersQuery.data ?? []).filter(
    (p) => !needsImdbId(p, type) || !titleLoaded || imdbId,
  );
  const [providerIndex, setProviderIndex] = useState(0);
  const provider = providers[providerIndex];
  const { season, episode } = selection;

  // 'Play from start' (`from=start`) skips the saved position of the episode it opened with;
  // an episode played on to afterwards resumes as usual.
  const [params] = useSearchParams();
  const [overFrom] = useState(() => (!routed && startsOver(params) ? { season, episode } : null));
  const startOver = overFrom !== null && overFrom.season === season && overFrom.episode === episode;
  // Read once per episode: the URL must not change while progress is being written.
  const saved = useMemo(
    () => (startOver ? undefined : resumeTime(readProgress(type, id), { type, season, episode })),
    [type, id, season, episode, startOver],
  );
  // In a watch-together room the stream opens at the host's second instead (and 'Jump to host'
  // reopens it there).
  const room = useRoomStart({ type, id, season, episode });
  const start = room.start ?? saved;
  const waitingForImdb = Boolean(provider && needsImdbId(provider, type) && !titleLoaded);
  const src =
    provider && !waitingForImdb && !titleData.notOnThisProfile
      ? buildEmbedUrl(provider, { type, id, season, episode, start, imdbId })
      : '';

  const frameRef = useRef<HTMLIFrameElement>(null);
  const tracking = useWatchTracking({ title: titleData.title, season, episode });
  const { reset } = tracking;
  useEffect(() => () => reset(), [season, episode, reset]);

  const autoPlay = usePlayerPreferences((s) => s.autoPlay);
  const { next, go } = selection;
  // The next-episode card: in the last 20 s, and after the end AUTO-PLAY's countdown.
  const end = useEpisodeEnd({
    enabled: type === 'tv',
    episodeKey: `${season}-${episode}`,
    autoPlay,
    onAutoPlay: next ? () => go(next) : null,
  });
  const endUpdate = end.onUpdate;
  const progress = useProgressFeed();
  const feed = progress.push;
  const onUpdate = useCallback(
    (update: ProgressUpdate) => {
      tracking.onUpdate(update);
      endUpdate(update);
      feed(update);
    },
    [tracking, endUpdate, feed],
  );
  usePlayerMessages(frameRef, provider, { type, id }, onUpdate);

  const quality = usePlayerPreferences((s) => s.quality);
  const speed = usePlayerPreferences((s) => s.speed);
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    const frame = frameRef.current?.contentWindow;
    if (!frame || !src || loads === 0) return;
    const origin = new URL(src, window.location.href).origin;
    frame.postMessage({ type: 'NEXUS_COMMAND', command: 'speed', value: speed }, origin);
    frame.postMessage({ type: 'NEXUS_COMMAND', command: 'quality', value: quality }, origin);
  }, [quality, speed, loads, src]);

  // The demo stream names the title in its label ('Demo stream: Inception'); other players
  // ignore commands they do not know.
  const titleName = titleData.title?.title;
  const label = titleName && type === 'tv' ? `${titleName} S${season}E${episode}` : titleName;
  useEffect(() => {
    const frame = frameRef.current?.contentWindow;
    if (!frame || !src || loads === 0 || !label) return;
    const origin = new URL(src, window.location.href).origin;
    frame.postMessage({ type: 'NEXUS_COMMAND', command: 'title', value: label }, origin);
  }, [label, loads, src]);

  /** Space and K: play or pause the stream (the demo stream obeys; see demo-player.js). */
  const togglePlay = useCallback(() => {
    const frame = frameRef.current?.contentWindow;
    if (!frame || !src) return;
    const origin = new URL(src, window.location.href).origin;
    frame.postMessage({ type: 'NEXUS_COMMAND', command: 'toggle' }, origin);
  }, [src]);

  const nextProvider =
    providers.length > 1 ? providers[(providerIndex + 1) % providers.length] : undefined;

  return {
    type,
    id,
    ...titleData,
    selection,
    end,
    providersPending: providersQuery.isPending || waitingForImdb,
    provider,
    src,
    frameRef,
    /** How many times the frame has loaded (a new load needs the room's sync again). */
    loads,
    onFrameLoad: () => setLoads((n) => n + 1),
    /** The stream's latest reported position, for a watch-together room. */
    progress,
    /** Reopens the stream at a second (watch together's 'Jump to host'). */
    reopenAt: room.reopenAt,
    /** Whether NEXUS commands this stream (the demo stream) or only hears it (an embed). */
    controllable: provider?.id === demoProvider.id,
    togglePlay,
    nextProvider,
    switchProvider: () => setProviderIndex((i) => (i + 1) % Math.max(1, providers.length)),
  };
}

export type PlayerState = ReturnType<typeof usePlayer>;
