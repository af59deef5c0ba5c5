import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listItemTexts } from '@/client/testing/list-items';
import { apiError } from '@/client/testing/api-error';
import { breakingBad, season } from '@/client/testing/tmdb-fixtures';
import { currentUrl } from '@/client/testing/render-route';
import { setUpDetailPageServer } from '../testing/detail-page-server';
import { renderPage } from '../testing/render-page';
import { TvDetailPage } from './tv-detail-page';

const { server, requests } = setUpDetailPageServer();

const counts: Record<number, number> = { 1: 7, 2: 13, 3: 13, 4: 13, 5: 16 };

function serveSeries(detail: object = breakingBad, episodes = counts) {
  server.use(
    http.get('*/api/catalog/tv/:id', () => HttpResponse.json(detail)),
    http.get('*/api/catalog/tv/:id/season/:n', ({ params }) => {
      const n = Number(params.n);
      if (!(n in episodes)) return apiError(404, 'not-found', 'No such season');
      return HttpResponse.json(season(1396, n, episodes[n]!));
    }),
  );
}

/** The labels of a season group's buttons, in order. */
const buttonLabels = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .map((b) => b.textContent);

/** The labels of seasons `from` to `to`: "Season 1", "Season 2", … */
const seasonLabels = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Season ${from + i}`);

const renderTv = (url = '/tv/1396') => renderPage('tv', url, (id) => <TvDetailPage idParam={id} />);

describe('TV detail', () => {
  it('shows the hero, up to 4 genres and the side panel from the detail request', async () => {
    serveSeries();
    renderTv();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Breaking Bad' }),
    ).toBeInTheDocument();
    expect(listItemTexts('Genres')).toEqual(['Drama', 'Crime', 'Mystery', 'Thriller']);
    const panel = screen.getByRole('complementary', { name: 'Series Info' });
    for (const text of [
      'Ended',
      'January 20, 2008',
      '5',
      '62',
      '47m per episode',
      'AMC',
      '8.9 / 10 (14,000 votes)',
    ])
      expect(within(panel).getByText(text)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /IMDb/ })).toHaveAttribute(
      'href',
      'https://www.imdb.com/title/tt0903747/',
    );
    const like = screen.getByRole('button', { name: 'LIKE' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  it('lists regular seasons only, starts on season 1, and loads its episodes', async () => {
    serveSeries();
    renderTv();
    const seasons = await screen.findByRole('group', { name: 'Seasons' });
    expect(buttonLabels(seasons)).toEqual(seasonLabels(1, 5));
    expect(within(seasons).getByRole('button', { name: 'Season 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const list = await screen.findByRole('list', { name: 'Episodes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'WATCH S1E1' })).toBeInTheDocument();
    expect(requests).toEqual(['/api/catalog/tv/1396', '/api/catalog/tv/1396/season/1']);
  });

  it('changing season reloads episodes and resets the episode; picking one updates WATCH and the URL', async () => {
    serveSeries();
    renderTv('/tv/1396?season=1&episode=4');
    await screen.findByRole('button', { name: 'WATCH S1E4' });
    await userEvent.click(screen.getByRole('button', { name: 'Season 2' }));
    expect(screen.getByRole('button', { name: 'WATCH S2E1' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Episodes' })).getAllByRole('listitem'),
      ).toHaveLength(13),
    );
    await userEvent.click(
      screen.getByRole('button', { name: /^Still from Episode title 2\.3 E3 / }),
    );
    expect(screen.getByRole('button', { name: 'WATCH S2E3' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Still from Episode title 2\.3 E3 / }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(currentUrl()).toBe('/tv/1396?season=2&episode=3');
    await userEvent.click(screen.getByRole('button', { name: 'WATCH S2E3' }));
    expect(currentUrl()).toBe('/tv/1396?season=2&episode=3&play=1');
  });

  it('hides the selector for a single season and ignores a season it does not have', async () => {
    serveSeries({ ...breakingBad, seasons: breakingBad.seasons.slice(0, 2) }, { 1: 7 });
    renderTv('/tv/1396?season=9');
    await screen.findByRole('list', { name: 'Episodes' });
    expect(screen.queryByRole('group', { name: 'Seasons' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'WATCH S1E1' })).toBeInTheDocument();
  });

  it('falls back to the first episode when the link names one the season lacks', async () => {
    serveSeries();
    renderTv('/tv/1396?season=1&episode=99');
    expect(await screen.findByRole('button', { name: 'WATCH S1E1' })).toBeInTheDocument();
    // The list is drawn a moment after the episodes arrive (deferred, in slices).
    expect(
      await screen.findByRole('button', { name: /^Still from Episode title 1\.1 E1 / }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the empty season state with quick season buttons', async () => {
    serveSeries(breakingBad, { 1: 0, 2: 13, 3: 13, 4: 13, 5: 16 });
    renderTv();
    expect(await screen.findByText('No episodes found for Season 1')).toBeInTheDocument();
    expect(screen.getByText('Try selecting a different season below')).toBeInTheDocument();
    const quick = screen.getByRole('group', { name: 'Other seasons' });
    expect(within(quick).getAllByRole('button')).toHaveLength(4);
    await userEvent.click(within(quick).getByRole('button', { name: 'Season 3' }));
    await waitFor(() => expect(currentUrl()).toBe('/tv/1396?season=3&episode=1'));
    expect(await screen.findByRole('list', { name: 'Episodes' })).toBeInTheDocument();
  });

  it('offers at most 5 quick season buttons', async () => {
    const seasons = Array.from({ length: 9 }, (_, i) => ({
      ...breakingBad.seasons[1]!,
      id: 900 + i,
      season_number: i + 1,
      name: `Season ${i + 1}`,
    }));
    serveSeries({ ...breakingBad, seasons }, { 1: 0 });
    renderTv();
    const quick = await screen.findByRole('group', { name: 'Other seasons' });
    expect(buttonLabels(quick)).toEqual(seasonLabels(2, 6));
  });

  it('says so when the only season has no episodes', async () => {
    serveSeries({ ...breakingBad, seasons: breakingBad.seasons.slice(1, 2) }, {});
    renderTv();
    expect(await screen.findByText('No episodes available for this season')).toBeInTheDocument();
  });

  it('toggles the vault by id and type', async () => {
    serveSeries();
    localStorage.setItem(
      'nexus_vault',
      JSON.stringify([
        {
          id: 1396,
          type: 'movie',
          title: 'A film with the same id',
          addedAt: '2024-01-01T00:00:00.000Z',
        },
      ]),
    );
    renderTv();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Vault' }));
    const stored = JSON.parse(localStorage.getItem('nexus_vault') ?? '[]');
    expect(stored.map((item: { type: string }) => item.type)).toEqual(['tv', 'movie']);
    expect(stored[0]).toMatchObject({ id: 1396, name: 'Breaking Bad' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove from Vault' }));
    const left = JSON.parse(localStorage.getItem('nexus_vault') ?? '[]');
    expect(left).toHaveLength(1);
    expect(left[0].type).toBe('movie');
  });

  it('shows the cast strip and a first-letter fallback', async () => {
    serveSeries();
    renderTv();
    expect(await screen.findByText('Walter White')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No photo of Aaron Paul' })).toHaveTextContent('A');
  });

  it("links the cast and the embedded catalogue's creators to their person pages (issue 30)", async () => {
    const creator = {
      id: 66633,
      name: 'Vince Gilligan',
      job: 'Creator',
      department: 'Writing',
      profile_path: null,
    };
    serveSeries({ ...breakingBad, credits: { ...breakingBad.credits, crew: [creator] } });
    renderTv();
    const crew = await screen.findByRole('region', { name: 'Key Crew' });
    expect(within(crew).getByText('Creator')).toBeInTheDocument();
    expect(within(crew).getByRole('link', { name: 'Vince Gilligan' })).toHaveAttribute(
      'href',
      '/person/66633',
    );
    expect(screen.getByRole('link', { name: /Bryan Cranston/ })).toHaveAttribute(
      'href',
      '/person/17419',
    );
  });

  it('shows no key crew for a series whose answer names no creator', async () => {
    serveSeries();
    renderTv();
    await screen.findByText('Walter White');
    expect(screen.queryByRole('region', { name: 'Key Crew' })).toBeNull();
  });

  it('the back button falls back to /tv-shows when there is no history', async () => {
    serveSeries();
    renderTv();
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(currentUrl()).toBe('/tv-shows');
  });
});

describe('TV detail failures', () => {
  it('shows Unable to load series data with a retry when the server fails', async () => {
    server.use(http.get('*/api/catalog/tv/:id', () => apiError(503, 'upstream', 'down')));
    renderTv();
    expect(
      await screen.findByRole('heading', { name: 'Unable to load series data' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Check your connection and try again')).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Try Again' });
    serveSeries();
    await userEvent.click(retry);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Breaking Bad' }),
    ).toBeInTheDocument();
  });

  it('shows the season error with a retry', async () => {
    server.use(
      http.get('*/api/catalog/tv/:id', () => HttpResponse.json(breakingBad)),
      http.get('*/api/catalog/tv/:id/season/:n', () => HttpResponse.error()),
    );
    renderTv();
    expect(await screen.findByText('Unable to load series data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("says 'Not available on this profile' for a series a kids profile may not see, with no retry", async () => {
    server.use(
      http.get('*/api/catalog/tv/:id', () =>
        apiError(403, 'not-on-this-profile', 'Not available on this profile'),
      ),
    );
    renderTv();
    expect(
      await screen.findByRole('heading', { name: 'Not available on this profile' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText('Unable to load series data')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to TV Shows' })).toHaveAttribute(
      'href',
      '/tv-shows',
    );
  });

  it('shows Series Not Found for an unknown id', async () => {
    server.use(
      http.get('*/api/catalog/tv/:id', () => apiError(404, 'not-found', 'No such series')),
    );
    renderTv('/tv/424242');
    expect(await screen.findByRole('heading', { name: 'Series Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to TV Shows' })).toHaveAttribute(
      'href',
      '/tv-shows',
    );
  });
});
