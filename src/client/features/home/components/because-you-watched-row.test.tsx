import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/client/lib/storage-keys';
import { matrix } from '@/client/testing/tmdb-fixtures';
import { renderWithProviders } from '../testing/home-fixtures';
import { serveDetail } from '../testing/serve-detail';
import { BecauseYouWatchedRow } from './because-you-watched-row';

const server = serveDetail('movie', matrix);
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

  it('is not shown, nor the film named, when the profile may not see that film (a kids profile)', async () => {
    watched(100);
    let asked = false;
    server.use(
      http.get('*/api/catalog/movie/:id', () => {
        asked = true;
        return HttpResponse.json(
          { error: { code: 'not-on-this-profile', message: 'Not available on this profile' } },
          { status: 403 },
        );
      }),
    );
    const { container } = renderWithProviders(<BecauseYouWatchedRow />);
    await waitFor(() => expect(asked).toBe(true));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByText(/The Matrix/)).toBeNull();
  });
});
