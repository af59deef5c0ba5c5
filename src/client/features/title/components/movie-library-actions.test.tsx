import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { matrix } from '@/client/testing/tmdb-fixtures';
import { readRatings } from '@/client/library/stores/ratings-store';
import { readHistory } from '@/client/library/stores/watch-history-store';
import { readProgress, writeProgress } from '@/client/library/stores/watch-progress-store';
import { readWatchedMarks } from '@/client/library/stores/watched-store';
import { currentNotices } from '@/client/lib/notices';
import { currentUrl } from '@/client/testing/render-route';
import { setUpDetailPageServer } from '../testing/detail-page-server';
import { renderPage } from '../testing/render-page';
import { MovieDetailPage } from './movie-detail-page';

const { server } = setUpDetailPageServer();

async function renderMatrix() {
  server.use(http.get('*/api/catalog/movie/:id', () => HttpResponse.json(matrix)));
  renderPage('movie', '/movie/603', (id) => <MovieDetailPage idParam={id} />);
  await screen.findByRole('heading', { level: 1, name: 'The Matrix' });
}

describe('Your rating on the movie page', () => {
  it('sets, changes and clears a half-star rating in the ratings store', async () => {
    await renderMatrix();
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getByText('Not rated')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: '4.5 stars' }));
    expect(screen.getByRole('radio', { name: '4.5 stars' })).toBeChecked();
    expect(screen.getByText('4.5 / 5')).toBeInTheDocument();
    expect(readRatings()).toEqual([
      expect.objectContaining({
        id: 603,
        media_type: 'movie',
        rating: 4.5,
        title: 'The Matrix',
        poster_path: matrix.poster_path,
        ratedAt: expect.any(Number),
      }),
    ]);

    await userEvent.click(screen.getByRole('radio', { name: '1 star' }));
    expect(readRatings()).toEqual([expect.objectContaining({ rating: 1 })]);

    await userEvent.click(screen.getByRole('button', { name: 'Clear rating' }));
    expect(readRatings()).toEqual([]);
    expect(screen.getByText('Not rated')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '0.5 stars' })).toHaveFocus();
  });

  it('on a touch screen a star is one target: the chosen star tapped again goes to its half', async () => {
    const coarse = (query: string) =>
      ({
        matches: query === '(pointer: coarse)',
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList;
    const original = window.matchMedia;
    window.matchMedia = coarse;
    try {
      await renderMatrix();
      // The star's target is the whole-star radio's label (CSS takes the half-star label's width).
      const fourth = screen.getByRole('radio', { name: '4 stars' }).closest('label')!;
      await userEvent.click(fourth);
      expect(readRatings()).toEqual([expect.objectContaining({ rating: 4 })]);
      await userEvent.click(fourth);
      expect(readRatings()).toEqual([expect.objectContaining({ rating: 3.5 })]);
      expect(screen.getByRole('radio', { name: '3.5 stars' })).toBeChecked();
    } finally {
      window.matchMedia = original;
    }
  });

  it('offers the ten half-star steps, from 0.5 to 5', async () => {
    await renderMatrix();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      '0.5 stars',
      '1 star',
      '1.5 stars',
      '2 stars',
      '2.5 stars',
      '3 stars',
      '3.5 stars',
      '4 stars',
      '4.5 stars',
      '5 stars',
    ]);
  });
});

describe('the watched state on the movie page', () => {
  it('marking watched shows the badge and adds a 100 % history entry; unmarking takes the mark away', async () => {
    await renderMatrix();
    expect(screen.queryByText('Watched')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mark as watched' }));
    expect(screen.getByText('Watched')).toBeInTheDocument();
    expect(readWatchedMarks()).toEqual([expect.objectContaining({ id: 603, type: 'movie' })]);
    expect(readHistory()).toEqual([
      expect.objectContaining({ id: 603, media_type: 'movie', title: 'The Matrix', progress: 100 }),
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Mark as unwatched' }));
    expect(screen.queryByText('Watched')).not.toBeInTheDocument();
    expect(readWatchedMarks()).toEqual([]);
    expect(readHistory()).toHaveLength(1);
  });

  it('a film played to 90 % is watched; unmarking drops the finished progress record', async () => {
    writeProgress({
      id: 603,
      type: 'movie',
      title: 'The Matrix',
      poster_path: null,
      progress: { watched: 950, duration: 1000 },
      lastWatched: Date.now(),
    });
    await renderMatrix();
    expect(screen.getByText('Watched')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as unwatched' }));
    expect(readProgress('movie', 603)).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark as watched' })).toBeInTheDocument();
  });
});

const matrixPlayedTo = (watched: number) =>
  writeProgress({
    id: 603,
    type: 'movie',
    title: 'The Matrix',
    poster_path: null,
    progress: { watched, duration: 8160 },
    lastWatched: 1,
  });

describe('resuming on the movie page', () => {
  it("a film at 23 % shows 'Resume from 23 %' with its bar, and 'Play from start' opens the player from 0", async () => {
    matrixPlayedTo(1886);
    await renderMatrix();
    expect(screen.getByRole('button', { name: 'PLAY NOW' })).toBeInTheDocument();
    expect(screen.getByText('Resume from 23 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Resume from 23 %' })).toHaveAttribute(
      'aria-valuenow',
      '23',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play from start' }));
    expect(currentUrl()).toBe('/movie/603?play=1&from=start');
  });

  it('says nothing of resuming for a film never played or finished', async () => {
    matrixPlayedTo(8000);
    await renderMatrix();
    expect(screen.queryByText(/Resume from/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play from start' })).not.toBeInTheDocument();
  });
});

describe('the feedback rule on the movie page', () => {
  it('the vault, watched and rating buttons each say what they did, with Undo', async () => {
    await renderMatrix();
    const said = () => {
      const notice = currentNotices().at(-1);
      return [notice?.message, notice?.action?.label];
    };
    await userEvent.click(screen.getByRole('button', { name: 'Add to Vault' }));
    expect(said()).toEqual(['Added The Matrix to the vault.', 'Undo']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from Vault' }));
    expect(said()).toEqual(['Removed The Matrix from the vault.', 'Undo']);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as watched' }));
    expect(said()).toEqual(['Marked The Matrix as watched.', 'Undo']);
    act(() => currentNotices().at(-1)!.action!.run());
    expect(readWatchedMarks()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Mark as watched' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '4.5 stars' }));
    expect(said()).toEqual(['You rated The Matrix 4.5 stars.', 'Undo']);
    act(() => currentNotices().at(-1)!.action!.run());
    expect(readRatings()).toEqual([]);
  });
});
