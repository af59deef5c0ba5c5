import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/client/lib/storage-keys';
import { matrix } from '@/client/testing/tmdb-fixtures';
import { renderWithProviders } from '../testing/home-fixtures';
import { serveDetail } from '../testing/serve-detail';
import { BecauseYouWatchedRow } from './because-you-watched-row';

serveDetail('movie', matrix);
beforeEach(() => localStorage.clear());

const watched = (progress: number) =>
  localStorage.setItem(
    storageKeys.watchHistory,
    JSON.stringify([
      { id: matrix.id, media_type: 'movie', title: 'The Matrix', watchedAt: 1, progress },
    ]),
  );

describe('BecauseYouWatchedRow', () => {
  it('shows the finished film’s recommendations, less what is saved', async () => {
    watched(100);
    localStorage.setItem(
      storageKeys.vault,
      JSON.stringify([
        {
          id: 605,
          type: 'movie',
          media_type: 'movie',
          title: 'The Matrix Revolutions',
          addedAt: '2026-01-01T00:00:00.000Z',
        },
      ]),
    );
    renderWithProviders(<BecauseYouWatchedRow />);
    const row = await screen.findByRole('region', { name: 'Because you watched The Matrix' });
    expect(await within(row).findByRole('link', { name: /The Matrix Reloaded/ })).toBeVisible();
    expect(within(row).queryByRole('link', { name: /The Matrix Revolutions/ })).toBeNull();
  });

  it('is not shown without a finished film in the history', () => {
    watched(40);
    const { container } = renderWithProviders(<BecauseYouWatchedRow />);
    expect(container).toBeEmptyDOMElement();
  });
});
