import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStored } from '@/client/lib/storage';
import { storageKeys } from '@/client/lib/storage-keys';
import { watchStateKeys } from '@/client/library/stores/watch-state-keys';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@/client/lib/router/router';
import type { CalendarEpisode } from '@/shared/calendar/calendar-api';
import { readLocalSeen } from '../utils/local-seen';
import { NoticeBellMenu } from './notice-bell-menu';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const DAY = 24 * 60 * 60_000;

function episode(
  seriesId: number,
  name: string,
  season: number,
  number: number,
  airDate: string,
): CalendarEpisode {
  return {
    seriesId,
    seriesName: name,
    posterPath: null,
    season,
    episode: number,
    title: `${name} ${season}x${number}`,
    airDate,
    label: null,
  };
}

const aired = [
  episode(501, 'Orbit', 1, 5, '2026-11-24'),
  episode(501, 'Orbit', 1, 6, '2026-11-26'),
  episode(502, 'Harbour', 2, 8, '2026-11-25'),
];
const asked: URL[] = [];
const saved: unknown[] = [];
let serverSeen: string | null = null;
const server = setupServer(
  http.get('*/api/calendar/episodes', ({ request }) => {
    const url = new URL(request.url);
    asked.push(url);
    const [from, to] = [url.searchParams.get('from')!, url.searchParams.get('to')!];
    const ids = url.searchParams.get('ids')!.split(',').map(Number);
    return HttpResponse.json({
      source: 'tmdb',
      episodes: aired.filter(
        (e) => ids.includes(e.seriesId) && e.airDate >= from && e.airDate <= to,
      ),
    });
  }),
  http.get('*/api/notices/seen', () => HttpResponse.json({ seenUntil: serverSeen })),
  http.put('*/api/notices/seen', async ({ request }) => {
    const body = (await request.json()) as { seenUntil: string };
    saved.push(body);
    return HttpResponse.json(body);
  }),
);

/** Orbit watched to 1x4 (caught up), Harbour stopped at 2x3 (left behind). */
function library() {
  const mark = (id: number, season: number, n: number) => ({
    id,
    type: 'tv',
    season,
    episode: n,
    watchedAt: NOW - 20 * DAY,
  });
  writeStored(watchStateKeys.marks, [mark(501, 1, 4), mark(501, 1, 3), mark(502, 2, 3)]);
  writeStored(storageKeys.vault, [
    { id: 502, type: 'tv', addedAt: new Date(NOW - 30 * DAY).toISOString(), title: 'Harbour' },
  ]);
}

function renderWithQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const bell = () => screen.getByRole('button', { name: /^New episodes/ });

describe("the header's bell", () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    localStorage.clear();
    library();
  });
  afterEach(() => {
    vi.useRealTimers();
    server.resetHandlers();
    asked.length = 0;
    saved.length = 0;
    serverSeen = null;
  });
  afterAll(() => server.close());

  it('lists the new episodes of series caught up on, with the count in its name', async () => {
    renderWithQueries(
      <MemoryRouter>
        <NoticeBellMenu signedIn={false} defaultOpen={false} focusOnMount={false} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(bell()).toHaveAccessibleName('New episodes (2)'));
    await userEvent.click(bell());
    const links = await screen.findAllByRole('menuitem', { name: /Orbit/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/watch/tv/501/1/5',
      '/watch/tv/501/1/6',
    ]);
    expect(screen.queryByText(/Harbour/)).toBeNull();
    // Never opened: it looks back a week.
    expect(asked[0]!.searchParams.get('from')).toBe('2026-11-20');
  });

  it("keeps this browser's seen-until time when signed out: 'Mark all as seen' empties it", async () => {
    renderWithQueries(
      <MemoryRouter>
        <NoticeBellMenu signedIn={false} defaultOpen={true} focusOnMount={false} />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: /Mark all as seen/ }));
    expect(readLocalSeen(null)).toBe(NOW);
    expect(bell()).toHaveAccessibleName('New episodes');
    await userEvent.click(bell());
    expect(await screen.findByText('No new episodes')).toBeInTheDocument();
  });

  it("reads and writes the profile's seen-until time on the account when signed in", async () => {
    // Seen after 1x5 aired, and 1x5 watched since: only 1x6 is new.
    serverSeen = new Date(NOW - 2 * DAY).toISOString();
    writeStored(watchStateKeys.marks, [
      { id: 501, type: 'tv', season: 1, episode: 5, watchedAt: NOW - DAY },
    ]);
    renderWithQueries(
      <MemoryRouter>
        <NoticeBellMenu signedIn={true} defaultOpen={false} focusOnMount={false} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(bell()).toHaveAccessibleName('New episodes (1)'));
    await userEvent.click(bell());
    expect(await screen.findAllByRole('menuitem', { name: /Orbit/ })).toHaveLength(1);
    // Closing what was read marks it seen.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(saved).toEqual([{ seenUntil: new Date(NOW).toISOString() }]));
    expect(readLocalSeen(null)).toBeNull();
  });

  it('says so when nothing new aired', async () => {
    writeStored(watchStateKeys.marks, []);
    renderWithQueries(
      <MemoryRouter>
        <NoticeBellMenu signedIn={false} defaultOpen={true} focusOnMount={false} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('No new episodes')).toBeInTheDocument();
  });
});
