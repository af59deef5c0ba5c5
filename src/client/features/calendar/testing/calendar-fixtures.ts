import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { storageKeys } from '@/client/lib/storage-keys';
import {
  CALENDAR_PATHS,
  type CalendarEpisode,
  type CalendarEpisodesAnswer,
} from '@/shared/calendar/calendar-api';
import { PROFILE_HEADER } from '@/shared/profiles/profile-api';

/** Test support: an episode of the calendar's answer, shaped as the server's contract says. */
export function episode(overrides: Partial<CalendarEpisode> = {}): CalendarEpisode {
  return {
    seriesId: 1396,
    seriesName: 'Breaking Bad',
    posterPath: '/api/images/poster/tv/1396.svg',
    season: 1,
    episode: 1,
    title: 'Pilot',
    airDate: '2026-12-01',
    label: null,
    ...overrides,
  };
}

/** Saves series to the vault the way the store writes them. */
export function saveSeries(...series: { id: number; name: string }[]) {
  localStorage.setItem(
    storageKeys.vault,
    JSON.stringify(
      series.map(({ id, name }) => ({
        id,
        name,
        type: 'tv',
        media_type: 'tv',
        addedAt: '2026-11-01T00:00:00.000Z',
      })),
    ),
  );
}

/**
 * A stand-in for the calendar's endpoints: `answer` for the episodes (or a status to fail with),
 * and the feed with its state, recording what was asked. Any other request fails the test.
 */
export function serveCalendar() {
  const state = {
    answer: { source: 'tmdb', episodes: [] } as CalendarEpisodesAnswer | number,
    feed: { exists: false, createdAt: null as string | null },
    /** A status the feed's POST and DELETE fail with, or null. */
    feedFailure: null as number | null,
    made: 0,
    asked: [] as URL[],
    /** The profile each feed call named (`x-nexus-profile`), null for none. */
    profiles: [] as (string | null)[],
  };
  // A 429 is the feed's limit, with its wait (server/calendar/calendar-errors.ts).
  const failure = (status: number) =>
    status === 429
      ? HttpResponse.json(
          { error: { code: 'too-many-requests', message: 'Too many requests for this feed.' } },
          { status, headers: { 'retry-after': '42' } },
        )
      : HttpResponse.json({ error: { code: 'upstream', message: 'Failed' } }, { status });
  const server = setupServer(
    http.get(`*${CALENDAR_PATHS.episodes}`, ({ request }) => {
      state.asked.push(new URL(request.url));
      return typeof state.answer === 'number'
        ? failure(state.answer)
        : HttpResponse.json(state.answer);
    }),
    http.get(`*${CALENDAR_PATHS.feed}`, ({ request }) => {
      state.profiles.push(request.headers.get(PROFILE_HEADER));
      return HttpResponse.json(state.feed);
    }),
    http.post(`*${CALENDAR_PATHS.feed}`, ({ request }) => {
      state.profiles.push(request.headers.get(PROFILE_HEADER));
      if (state.feedFailure) return failure(state.feedFailure);
      state.made += 1;
      state.feed = { exists: true, createdAt: `2026-11-27T10:0${state.made}:00.000Z` };
      return HttpResponse.json(
        {
          url: `http://nexus.test/api/calendar/token-${state.made}.ics`,
          createdAt: state.feed.createdAt,
        },
        { status: 201 },
      );
    }),
    http.delete(`*${CALENDAR_PATHS.feed}`, () => {
      if (state.feedFailure) return failure(state.feedFailure);
      state.feed = { exists: false, createdAt: null };
      return new HttpResponse(null, { status: 204 });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    state.answer = { source: 'tmdb', episodes: [] };
    state.feed = { exists: false, createdAt: null };
    state.feedFailure = null;
    state.made = 0;
    state.asked = [];
    state.profiles = [];
  });
  afterAll(() => server.close());
  return state;
}
