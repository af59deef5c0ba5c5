import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeProgress } from '@/client/lib/local-data/watch-progress-store';
import { renderWithProviders } from '../testing/home-fixtures';
import { ContinueWatchingRow } from './continue-watching-row';

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
