import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readProgress, writeProgress } from '@/client/library/stores/watch-progress-store';
import { recordHistory } from '@/client/library/stores/watch-history-store';
import { useSessionUser } from '@/client/lib/session-user-store';
import { demoProvider, type StreamProvider } from '@/shared/player/provider-schema';
import { hostileMessages, type HostileMessage } from '../testing/hostile-messages';
import { usePlayerMessages } from './use-player-messages';
import type { PlayerTitle } from './use-player-title';
import { useWatchTracking } from './use-watch-tracking';

/**
 * Robustness (docs/product.md#robustness): a fake provider frame floods the player with thousands
 * of malformed and hostile messages. The real message listener feeds the real progress tracking, as
 * in the player; nothing may change: no progress record, no history, no recently-watched entry, no
 * prototype pollution, no uncaught error. One valid message afterwards still counts.
 */
const ID = 550;
const title: PlayerTitle = {
  id: ID,
  type: 'movie',
  title: 'Fight Club',
  poster_path: '/art/poster/movie/550.svg',
  backdrop_path: null,
  vote_average: 8.4,
  year: '1999',
  genre_ids: [18],
  record: {},
};

function snapshot() {
  const stored = Object.fromEntries(
    Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)!).map((key) => [
      key,
      localStorage.getItem(key),
    ]),
  );
  return { stored, recent: JSON.stringify(useSessionUser.getState().recentlyWatched) };
}

function mount(provider: StreamProvider) {
  const frame = document.createElement('iframe');
  const otherFrame = document.createElement('iframe');
  document.body.append(frame, otherFrame);
  const ref = { current: frame };
  const view = renderHook(() => {
    const tracking = useWatchTracking({ title, season: 1, episode: 1 });
    usePlayerMessages(ref, provider, { type: 'movie', id: ID }, tracking.onUpdate);
  });
  const sources = {
    frame: frame.contentWindow,
    'other-frame': otherFrame.contentWindow,
    window,
    none: null,
  };
  const post = (m: HostileMessage) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: m.data,
        origin: m.origin ?? window.location.origin,
        source: sources[m.source],
      }),
    );
  return { view, post };
}

describe('a flood of malformed messages from a fake provider frame', () => {
  const uncaught: unknown[] = [];
  const onError = (event: ErrorEvent) => uncaught.push(event.error);
  beforeEach(() => {
    uncaught.length = 0;
    window.addEventListener('error', onError);
    useSessionUser.getState().removeUser();
    // Data that is already there must stay exactly as it is.
    writeProgress({
      id: 680,
      title: 'Pulp Fiction',
      type: 'movie',
      progress: { watched: 900, duration: 9000 },
      lastWatched: 1,
    });
    recordHistory({
      id: 680,
      media_type: 'movie',
      title: 'Pulp Fiction',
      watchedAt: 1,
      progress: 10,
    });
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
    document.body.replaceChildren();
  });

  it.each([
    ['the demo stream (player-event adapter)', demoProvider],
    ['a provider read with every adapter (auto)', { ...demoProvider, adapter: 'auto' as const }],
  ])('changes nothing: %s', (_, provider) => {
    const { view, post } = mount(provider);
    const before = snapshot();
    const messages = hostileMessages(20_251_123, 3000, ID);
    act(() => {
      for (const message of messages) expect(() => post(message)).not.toThrow();
    });
    view.unmount(); // closing the player flushes any pending write: there must be none
    expect(snapshot()).toEqual(before);
    expect(readProgress('movie', ID)).toBeNull();
    expect(uncaught).toEqual([]);
    for (const key of ['polluted', 'event', 'currentTime']) {
      expect(key in ({} as object), key).toBe(false);
    }
    expect(new Set(messages.map((m) => m.kind)).size).toBeGreaterThanOrEqual(10);

    // The listener is alive: one well-formed message from the frame is recorded at once.
    const { post: postAgain } = mount(provider);
    act(() => {
      postAgain({
        kind: 'valid',
        source: 'frame',
        data: { type: 'PLAYER_EVENT', data: { event: 'pause', currentTime: 120, duration: 600 } },
      });
    });
    expect(readProgress('movie', ID)?.progress).toEqual({ watched: 120, duration: 600 });
  });
});
