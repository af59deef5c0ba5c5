import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { breakingBad, season } from '@/client/testing/tmdb-fixtures';
import { currentUrl } from '@/client/testing/render-route';
import { writeProgress, type WatchProgress } from '@/client/library/stores/watch-progress-store';
import { markWatched, readWatchedMarks } from '@/client/library/stores/watched-store';
import { setUpDetailPageServer } from '../testing/detail-page-server';
import { renderPage } from '../testing/render-page';
import { TvDetailPage } from './tv-detail-page';

const { server } = setUpDetailPageServer();

const counts: Record<number, number> = { 1: 7, 2: 13, 3: 13, 4: 13, 5: 16 };

async function renderBreakingBad(url = '/tv/1396') {
  server.use(
    http.get('*/api/catalog/tv/:id', () => HttpResponse.json(breakingBad)),
    http.get('*/api/catalog/tv/:id/season/:n', ({ params }) =>
      HttpResponse.json(season(1396, Number(params.n), counts[Number(params.n)] ?? 0)),
    ),
  );
  renderPage('tv', url, (id) => <TvDetailPage idParam={id} />);
  await screen.findByRole('list', { name: 'Episodes' });
}

/** The rows themselves (the ones that select), not their ▶ play buttons. */
const episodeRows = () =>
  within(screen.getByRole('list', { name: 'Episodes' }))
    .getAllByRole('button')
    .filter((b) => b.hasAttribute('aria-pressed'));

const episodeMarks = () => episodeRows().map((b) => within(b).queryByText('Watched') !== null);

const currentRow = () =>
  episodeRows()
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => within(b).getByText(/^E\d+$/).textContent);

const ep = (season: number, episode: number) => ({
  id: 1396,
  type: 'tv' as const,
  season,
  episode,
});

/** The series' one progress record, at an episode. */
const playedTo = (season: number, episode: number, progress: WatchProgress['progress']) =>
  writeProgress({
    id: 1396,
    type: 'tv',
    title: 'Breaking Bad',
    poster_path: null,
    progress,
    last_season_watched: season,
    last_episode_watched: episode,
    lastWatched: 100,
  });

describe('the watched state on the series page', () => {
  it('marks watched episodes in the list and counts them', async () => {
    markWatched(ep(1, 1), 10);
    markWatched(ep(1, 3), 20);
    markWatched(ep(2, 1), 5);
    await renderBreakingBad();
    expect(screen.getByText('2 of 7 watched')).toBeInTheDocument();
    expect(episodeMarks()).toEqual([true, false, true, false, false, false, false]);
  });

  it('counts an episode played to 90 % as watched', async () => {
    playedTo(1, 2, 95);
    await renderBreakingBad();
    expect(screen.getByText('1 of 7 watched')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'WATCH S1E3' })).toBeInTheDocument();
  });

  it('Mark season watched marks every episode of the season, and WATCH moves to the next season', async () => {
    await renderBreakingBad();
    expect(screen.getByText('0 of 7 watched')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'WATCH S1E1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark season watched' }));
    expect(screen.getByText('7 of 7 watched')).toBeInTheDocument();
    expect(episodeMarks().every(Boolean)).toBe(true);
    expect(readWatchedMarks()).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Mark season watched' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'WATCH S2E1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'WATCH S2E1' }));
    expect(currentUrl()).toMatch(/season=2&episode=1/);
    expect(currentUrl()).toMatch(/play=1/);
  });

  it('WATCH reopens an episode left part-way', async () => {
    markWatched(ep(1, 1), 10);
    playedTo(1, 2, 40);
    await renderBreakingBad();
    expect(screen.getByRole('button', { name: 'WATCH S1E2' })).toBeInTheDocument();
  });

  it('an episode named in the URL beats Up Next', async () => {
    markWatched(ep(1, 1), 10);
    await renderBreakingBad('/tv/1396?season=1&episode=5');
    expect(screen.getByRole('button', { name: 'WATCH S1E5' })).toBeInTheDocument();
  });

  it('the list highlights the episode WATCH opens, with its progress bar', async () => {
    markWatched(ep(1, 1), 10);
    playedTo(1, 4, { watched: 600, duration: 2400 });
    await renderBreakingBad();
    expect(screen.getByRole('button', { name: 'WATCH S1E4' })).toBeInTheDocument();
    expect(currentRow()).toEqual(['E4']);
    const bar = screen.getByRole('progressbar', { name: 'Progress of E4' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    const list = screen.getByRole('list', { name: 'Episodes' });
    expect(within(list).getAllByRole('progressbar')).toHaveLength(1);
  });

  it('shows the season Up Next is in, and choosing an episode there stays in that season', async () => {
    for (let n = 1; n <= 7; n += 1) markWatched(ep(1, n), 10);
    await renderBreakingBad();
    expect(screen.getByRole('heading', { name: 'Episodes · Season 2' })).toBeInTheDocument();
    expect(currentRow()).toEqual(['E1']);
    await userEvent.click(episodeRows()[2]!);
    expect(currentUrl()).toMatch(/season=2&episode=3/);
    expect(screen.getByRole('button', { name: 'WATCH S2E3' })).toBeInTheDocument();
    expect(currentRow()).toEqual(['E3']);
  });

  it("an episode row's play button opens the player at that episode", async () => {
    await renderBreakingBad();
    await userEvent.click(screen.getByRole('button', { name: 'Play S1E3 Episode title 1.3' }));
    expect(currentUrl()).toMatch(/play=1/);
    expect(currentUrl()).toMatch(/season=1&episode=3/);
  });

  it("the hero says the episode left part-way and the time left, and 'Play from start' starts it over", async () => {
    markWatched(ep(1, 1), 10);
    playedTo(1, 4, { watched: 1700, duration: 2400 });
    await renderBreakingBad();
    expect(screen.getByText('S1E4 · 12 min left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play from start' }));
    expect(currentUrl()).toMatch(/play=1&season=1&episode=4&from=start/);
  });

  it('says nothing of resuming when WATCH opens another episode than the one left part-way', async () => {
    playedTo(1, 4, { watched: 1700, duration: 2400 });
    await renderBreakingBad('/tv/1396?season=1&episode=6');
    expect(screen.getByRole('button', { name: 'WATCH S1E6' })).toBeInTheDocument();
    expect(screen.queryByText(/min left/)).not.toBeInTheDocument();
  });
});
