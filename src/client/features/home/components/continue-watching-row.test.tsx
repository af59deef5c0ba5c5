import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readContinueRemoved } from '@/client/library/stores/continue-removed-store';
import { currentNotices } from '@/client/lib/notices';
import { markWatched } from '@/client/library/stores/watched-store';
import { writeProgress } from '@/client/library/stores/watch-progress-store';
import { breakingBad } from '@/client/testing/tmdb-fixtures';
import { renderWithProviders } from '../testing/home-fixtures';
import { serveDetail } from '../testing/serve-detail';
import { ContinueWatchingRow } from './continue-watching-row';

serveDetail('tv', breakingBad);

const episodeAt = (season: number, episode: number, watched: number, lastWatched = 5) =>
  writeProgress({
    id: 1396,
    title: 'Breaking Bad',
    type: 'tv',
    poster_path: null,
    progress: { watched, duration: 100 },
    last_season_watched: season,
    last_episode_watched: episode,
    lastWatched,
  });

describe('ContinueWatchingRow', () => {
  afterEach(() => vi.useRealTimers());

  it('is hidden when nothing is in progress', () => {
    const { container } = renderWithProviders(<ContinueWatchingRow />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists titles in progress with percent and time left, linking with ?resume=1', async () => {
    writeProgress({
      id: 1396,
      title: 'Breaking Bad',
      type: 'tv',
      poster_path: null,
      progress: { watched: 600, duration: 2700 },
      last_season_watched: 2,
      last_episode_watched: 5,
      lastWatched: 2,
    });
    writeProgress({
      id: 9,
      title: 'Finished Film',
      type: 'movie',
      progress: { watched: 95, duration: 100 },
      lastWatched: 3,
    });
    renderWithProviders(<ContinueWatchingRow />);
    const link = await screen.findByRole('link', { name: /Breaking Bad/ });
    expect(link).toHaveAttribute('href', '/tv/1396?resume=1');
    expect(link).toHaveTextContent('S2E5');
    expect(link).toHaveTextContent('22% · 0h 35m left');
    expect(screen.queryByText('Finished Film')).not.toBeInTheDocument();
  });

  it('picks up progress written later, in this tab or another', async () => {
    renderWithProviders(<ContinueWatchingRow />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    act(() => {
      writeProgress({
        id: 5,
        title: 'Heat',
        type: 'movie',
        progress: { watched: 3600, duration: 10_200 },
        lastWatched: 1,
      });
    });
    expect(await screen.findByRole('link', { name: /Heat/ })).toHaveTextContent(
      '35% · 1h 50m left',
    );
  });

  it('rereads the records every 30 s, even when no change was announced', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const base = { id: 7, title: 'Alien', type: 'movie' as const, lastWatched: 1 };
    writeProgress({ ...base, progress: { watched: 600, duration: 6000 } });
    renderWithProviders(<ContinueWatchingRow />);
    const link = await screen.findByRole('link', { name: /Alien/ });
    expect(link).toHaveTextContent('10%');
    // Written behind the app's back (no storage event), as a provider page in a frame might.
    const key = 'watch_progress_movie_7';
    const record = JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>;
    localStorage.setItem(
      key,
      JSON.stringify({ ...record, progress: { watched: 3000, duration: 6000 } }),
    );
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(link).toHaveTextContent('10%');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('link', { name: /Alien/ })).toHaveTextContent('50%');
  });
});

describe('Up Next in the row', () => {
  it('shows the next episode of a finished one, opening the player there', async () => {
    episodeAt(1, 1, 95);
    renderWithProviders(<ContinueWatchingRow />);
    const link = await screen.findByRole('link', { name: /Breaking Bad/ });
    expect(link).toHaveTextContent('Up next S1E2');
    expect(link).toHaveAttribute('href', '/tv/1396?play=1&season=1&episode=2');
  });

  it('crosses into the next season, and leaves after the last episode', async () => {
    episodeAt(1, 7, 100);
    renderWithProviders(<ContinueWatchingRow />);
    expect(await screen.findByRole('link', { name: /Breaking Bad/ })).toHaveTextContent(
      'Up next S2E1',
    );
    act(() => void episodeAt(5, 16, 100, 6));
    await waitFor(() => expect(screen.queryByRole('link')).not.toBeInTheDocument());
  });

  it('counts an episode marked watched as finished', async () => {
    episodeAt(2, 3, 30, 5);
    markWatched({ id: 1396, type: 'tv', season: 2, episode: 3 }, 10);
    renderWithProviders(<ContinueWatchingRow />);
    expect(await screen.findByRole('link', { name: /Breaking Bad/ })).toHaveTextContent(
      'Up next S2E4',
    );
  });
});

describe('Remove from Continue Watching', () => {
  it('takes a title out of the row by keyboard, moves focus to the next card, and offers Undo', async () => {
    const user = userEvent.setup();
    writeProgress({ id: 1, title: 'Heat', type: 'movie', progress: 40, lastWatched: 3 });
    writeProgress({ id: 2, title: 'Alien', type: 'movie', progress: 20, lastWatched: 2 });
    renderWithProviders(<ContinueWatchingRow />);
    await screen.findByRole('link', { name: /Heat/ });
    // (jsdom has no styles: the arrow buttons, hidden on small screens, would take the first Tab.)
    act(() => screen.getByRole('link', { name: /Heat/ }).focus());
    // From the row's card, Tab reaches that card's button; the other cards' stay out of the way.
    await user.tab();
    const remove = screen.getByRole('button', { name: 'Remove Heat from Continue Watching' });
    expect(remove).toHaveFocus();
    expect(
      screen.getByRole('button', { name: 'Remove Alien from Continue Watching' }),
    ).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Heat/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: /Alien/ })).toHaveFocus();
    expect(readContinueRemoved()).toMatchObject([{ id: 1, type: 'movie' }]);
    // Progress (and so history) is untouched.
    expect(localStorage.getItem('watch_progress_movie_1')).not.toBeNull();
    const notice = currentNotices().find(
      (n) => n.message === 'Removed Heat from Continue Watching.',
    );
    act(() => notice?.action?.run());
    expect(await screen.findByRole('link', { name: /Heat/ })).toBeInTheDocument();
  });
});
