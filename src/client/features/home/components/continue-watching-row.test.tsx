import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeProgress } from '@/client/lib/local-data/watch-progress-store';
import { renderWithProviders } from '../test/home-fixtures';
import { ContinueWatchingRow } from './continue-watching-row';

describe('ContinueWatchingRow', () => {
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
    expect(link).toHaveTextContent('22% · 35m left');
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
});
