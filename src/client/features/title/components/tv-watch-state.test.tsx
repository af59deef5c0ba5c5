import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { breakingBad, season } from '@/client/testing/tmdb-fixtures';
import { currentUrl } from '@/client/testing/render-route';
import { writeProgress } from '@/client/lib/local-data/watch-progress-store';
import { markWatched, readWatchedMarks } from '@/client/lib/local-data/watched-store';
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

const episodeMarks = () =>
  within(screen.getByRole('list', { name: 'Episodes' }))
    .getAllByRole('button')
    .map((b) => within(b).queryByText('Watched') !== null);

const ep = (season: number, episode: number) => ({
  id: 1396,
  type: 'tv' as const,
  season,
  episode,
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
    writeProgress({
      id: 1396,
      type: 'tv',
      title: 'Breaking Bad',
      poster_path: null,
      progress: 95,
      last_season_watched: 1,
      last_episode_watched: 2,
      lastWatched: 100,
    });
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
    writeProgress({
      id: 1396,
      type: 'tv',
      title: 'Breaking Bad',
      poster_path: null,
      progress: 40,
      last_season_watched: 1,
      last_episode_watched: 2,
      lastWatched: 100,
    });
    await renderBreakingBad();
    expect(screen.getByRole('button', { name: 'WATCH S1E2' })).toBeInTheDocument();
  });

  it('an episode named in the URL beats Up Next', async () => {
    markWatched(ep(1, 1), 10);
    await renderBreakingBad('/tv/1396?season=1&episode=5');
    expect(screen.getByRole('button', { name: 'WATCH S1E5' })).toBeInTheDocument();
  });
});
