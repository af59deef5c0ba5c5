import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listItemTexts } from '@/client/testing/list-items';
import { matrix, matrixEmbedded } from '@/client/testing/tmdb-fixtures';
import { currentUrl } from '@/client/testing/render-route';
import { setUpDetailPageServer } from '../testing/detail-page-server';
import { renderPage } from '../testing/render-page';
import { MovieDetailPage } from './movie-detail-page';
import { APP_VERSION } from '@/shared/client-config';

const { server, requests } = setUpDetailPageServer();

const serve = (body: unknown, status = 200) =>
  server.use(
    http.get('*/api/catalog/movie/:id', () => HttpResponse.json(body as object, { status })),
  );

const renderMovie = (url = '/movie/603') =>
  renderPage('movie', url, (id) => <MovieDetailPage idParam={id} />);

/** The server's page says which catalogue it serves; only TMDB ids may link to TMDB. */
function serveCatalog(catalog: 'tmdb' | 'embedded') {
  document.head.querySelector('meta[name="nexus-config"]')?.remove();
  const meta = document.createElement('meta');
  meta.name = 'nexus-config';
  meta.content = JSON.stringify({ authMode: 'accounts', version: APP_VERSION, catalog });
  document.head.append(meta);
}

describe('movie detail with a full TMDB answer', () => {
  beforeEach(() => serveCatalog('tmdb'));

  it('shows every header field from one request', async () => {
    serve(matrix);
    renderMovie();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Matrix' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Welcome to the Real World.')).toBeInTheDocument();
    expect(screen.getByText('8.2')).toBeInTheDocument();
    expect(screen.getByText('(26,853 votes)')).toBeInTheDocument();
    expect(screen.getByText('2h 16m')).toBeInTheDocument();
    expect(screen.getAllByText('March 30, 1999').length).toBeGreaterThan(0);
    expect(screen.getByText('United States of America')).toBeInTheDocument();
    expect(screen.queryByText('Australia')).not.toBeInTheDocument();
    expect(listItemTexts('Genres')).toEqual(['Action', 'Science Fiction']);
    expect(screen.getByAltText('Backdrop of The Matrix')).toHaveAttribute(
      'src',
      'https://image.tmdb.org/t/p/w1280/l4QHerTSbMI7qgvasqxP36pqjN6.jpg',
    );
    expect(screen.getByAltText('Poster of The Matrix')).toHaveAttribute('width', '500');
    expect(requests).toEqual(['/api/catalog/movie/603']);
  });

  it('shows the first 12 cast with a first-letter fallback, and the key crew', async () => {
    serve(matrix);
    renderMovie();
    await screen.findByRole('heading', { level: 1 });
    // The sections below the hero render just after it.
    expect(await screen.findAllByTestId('cast-member')).toHaveLength(12);
    expect(screen.queryByText('Robert Taylor')).not.toBeInTheDocument();
    const noPhoto = screen.getByRole('img', { name: 'No photo of Laurence Fishburne' });
    expect(noPhoto).toHaveTextContent('L');
    const crew = screen.getByRole('region', { name: 'Key Crew' });
    expect(within(crew).getByText('Directors')).toBeInTheDocument();
    // Issue 30: each name is a link to the person's page (directors and writers alike).
    const directors = within(crew).getAllByRole('definition');
    expect(directors.map((dd) => dd.textContent)).toEqual([
      'Lilly Wachowski, Lana Wachowski',
      'Lilly Wachowski, Lana Wachowski',
    ]);
    const lilly = within(crew).getAllByRole('link', { name: 'Lilly Wachowski' });
    expect(lilly.map((a) => a.getAttribute('href'))).toEqual(['/person/9339', '/person/9339']);
    const keanu = screen.getByRole('link', { name: /Keanu Reeves/ });
    expect(keanu).toHaveAttribute('href', '/person/6384');
    expect(within(crew).queryByText(/Joel Silver/)).not.toBeInTheDocument();
  });

  it('replaces a broken cast photo with its first letter', async () => {
    serve(matrix);
    renderMovie();
    const photo = await screen.findByAltText('Photo of Keanu Reeves');
    photo.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('img', { name: 'No photo of Keanu Reeves' })).toHaveTextContent(
      'K',
    );
  });

  it('replaces a broken backdrop with a placeholder', async () => {
    serve(matrix);
    renderMovie();
    const backdrop = await screen.findByAltText('Backdrop of The Matrix');
    backdrop.dispatchEvent(new Event('error'));
    expect(await screen.findByTestId('backdrop-placeholder')).toBeInTheDocument();
  });

  it('fills the details panel: money, percent return, 3 companies, languages, status', async () => {
    serve(matrix);
    renderMovie();
    const panel = await screen.findByRole('complementary', { name: 'Details' });
    expect(within(panel).getByText('$63,000,000')).toBeInTheDocument();
    expect(within(panel).getByText('$463,517,383 (+636% return)')).toBeInTheDocument();
    expect(
      within(panel).getByText(
        'Village Roadshow Pictures, Groucho II Film Partnership, Silver Pictures',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByText('English')).toBeInTheDocument();
    expect(within(panel).getByText('Released')).toBeInTheDocument();
  });

  it('links out to IMDb, the homepage and TMDB in new tabs without opener', async () => {
    serve(matrix);
    renderMovie();
    const nav = await screen.findByRole('navigation', { name: 'External links' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      'https://www.imdb.com/title/tt0133093/',
      'https://www.warnerbros.com/movies/matrix',
      'https://www.themoviedb.org/movie/603',
    ]);
    for (const a of within(nav).getAllByRole('link')) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('says the details may be out of date when served from the fallback cache', async () => {
    serve({ ...matrix, isFallback: true });
    renderMovie();
    await screen.findByRole('heading', { level: 1, name: 'The Matrix' });
    expect(screen.getByText(/Offline: showing the last saved details/)).toBeInTheDocument();
  });

  it('opens the trailer on the video site with noopener at 1200x800', async () => {
    serve(matrix);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderMovie();
    await userEvent.click(await screen.findByRole('button', { name: 'Watch Trailer' }));
    expect(open).toHaveBeenCalledWith(
      'https://www.youtube.com/watch?v=m8e-FF8MsqU',
      '_blank',
      'noopener,noreferrer,width=1200,height=800',
    );
  });

  it('lists up to 12 similar movies linking to their pages', async () => {
    const many = Array.from({ length: 15 }, (_, i) => ({
      ...matrix.recommendations.results[0]!,
      id: 700 + i,
      title: `Similar ${i}`,
    }));
    serve({ ...matrix, recommendations: { ...matrix.recommendations, results: many } });
    renderMovie();
    const section = await screen.findByRole('region', { name: 'More like this' });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(12);
    expect(links[0]).toHaveAttribute('href', '/movie/700');
  });

  it('toggles the vault by id, storing addedAt and type, and PLAY NOW sets ?play=1', async () => {
    serve(matrix);
    renderMovie();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Vault' }));
    const stored = JSON.parse(localStorage.getItem('nexus_vault') ?? '[]');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: 603, type: 'movie', title: 'The Matrix' });
    expect(stored[0].addedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(stored[0].credits).toBeUndefined();
    const remove = screen.getByRole('button', { name: 'Remove from Vault' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(remove);
    expect(JSON.parse(localStorage.getItem('nexus_vault') ?? '[]')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'PLAY NOW' }));
    expect(currentUrl()).toBe('/movie/603?play=1');
  });
});

describe('movie detail with the embedded catalogue answer', () => {
  beforeEach(() => serveCatalog('embedded'));

  it('hides the trailer and shows the empty states', async () => {
    serve(matrixEmbedded);
    renderMovie();
    await screen.findByRole('heading', { level: 1, name: 'The Matrix' });
    expect(screen.queryByRole('button', { name: 'Watch Trailer' })).not.toBeInTheDocument();
    expect(await screen.findByText('No recommendations available')).toBeInTheDocument();
    expect(screen.getByText('No cast information available for this title.')).toBeInTheDocument();
    // Embedded ids are not TMDB's: a TMDB link would open an unrelated title.
    expect(screen.queryByRole('link', { name: /TMDB/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'External links' })).not.toBeInTheDocument();
  });

  it('hides the trailer when the only Trailer is not on the video site', async () => {
    serve({ ...matrix, videos: { results: [{ key: 'x', site: 'Vimeo', type: 'Trailer' }] } });
    renderMovie();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Watch Trailer' })).not.toBeInTheDocument();
  });
});

describe('movie not found', () => {
  it('shows Movie Not Found for an unknown id, with Back to Movies', async () => {
    serve({ error: { code: 'not-found', message: 'No such movie' } }, 404);
    renderMovie('/movie/999999');
    expect(await screen.findByRole('heading', { name: 'Movie Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Movies' })).toHaveAttribute('href', '/movies');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it("a title a kids profile may not open says 'Not available on this profile', with the way home", async () => {
    serve(
      { error: { code: 'not-on-this-profile', message: 'Not available on this profile' } },
      403,
    );
    renderMovie();
    expect(
      await screen.findByRole('heading', { name: 'Not available on this profile' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/browse');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('shows Movie Not Found for a bad id without asking the server', async () => {
    renderMovie('/movie/abc');
    expect(await screen.findByRole('heading', { name: 'Movie Not Found' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('offers a retry when the server fails, and recovers', async () => {
    serve({ error: { code: 'upstream', message: 'down' } }, 503);
    renderMovie();
    const retry = await screen.findByRole('button', { name: 'Try Again' });
    serve(matrix);
    await userEvent.click(retry);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeInTheDocument(),
    );
  });

  it('treats an answer in the wrong shape as a failure, not a crash', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve({ id: 603, title: 'The Matrix' });
    renderMovie();
    // Not a 404: the page does not claim the film is missing, and offers the retry.
    expect(
      await screen.findByRole('heading', { name: 'The catalogue did not answer' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it("says 'The catalogue did not answer' for a server failure, never 'Movie Not Found'", async () => {
    serve({ error: { code: 'upstream', message: 'down' } }, 503);
    renderMovie();
    expect(
      await screen.findByRole('heading', { name: 'The catalogue did not answer' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Movie Not Found' })).not.toBeInTheDocument();
  });

  it("offline, says 'You are offline', and loads by itself when the connection returns", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    serve({ error: { code: 'upstream', message: 'down' } }, 503);
    renderMovie();
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    serve(matrix);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Matrix' }),
    ).toBeInTheDocument();
  });
});
