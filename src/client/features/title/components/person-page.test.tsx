import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '@/client/testing/api-error';
import { renderRoute } from '@/client/testing/render-route';
import { useParams } from '@/client/lib/router/routes';
import type { PersonDetail } from '@/shared/catalog/person-schemas';
import { PersonPage } from './person-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const summary = {
  overview: '',
  backdrop_path: null,
  genre_ids: [],
  adult: false,
  original_language: 'en',
  popularity: 1,
  vote_count: 10,
  vote_average: 7,
};
const film = (id: number, title: string, date: string) => ({
  ...summary,
  media_type: 'movie' as const,
  id,
  title,
  release_date: date,
  poster_path: null,
});
const series = (id: number, name: string, date: string) => ({
  ...summary,
  media_type: 'tv' as const,
  id,
  name,
  first_air_date: date,
  poster_path: null,
  origin_country: ['GB'],
});

const murphy: PersonDetail = {
  id: 12345678,
  name: 'Cillian Murphy',
  known_for_department: 'Acting',
  biography: '',
  profile_path: null,
  combined_credits: {
    // TMDB does not sort credits: the page does.
    cast: [
      { ...film(1, 'Inception', '2010-07-16'), character: '' },
      { ...film(2, 'Oppenheimer', '2023-07-21'), character: '' },
      { ...series(3, 'Peaky Blinders', '2013-09-12'), character: '' },
      { ...film(4, 'Small Things', '2024-11-01'), character: '' },
    ],
    crew: [{ ...film(4, 'Small Things', '2024-11-01'), job: 'Producer' }],
  },
};

function Page() {
  const { id } = useParams();
  return <PersonPage idParam={id} />;
}
const renderPerson = (url: string) => renderRoute(url, '/person/:id', <Page />);

describe('the person page (issue 30)', () => {
  it("lists the person's films and series newest first, each once with every role", async () => {
    server.use(http.get('*/api/catalog/person/12345678', () => HttpResponse.json(murphy)));
    renderPerson('/person/12345678');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cillian Murphy' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Known for Acting')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No photo of Cillian Murphy' })).toHaveTextContent('C');
    const list = screen.getByRole('list', { name: 'Films and series of Cillian Murphy' });
    const links = within(list)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/movie/4', '/movie/2', '/tv/3', '/movie/1']);
    expect(within(list).getByText('Producer, Actor')).toBeInTheDocument();
  });

  it('says a person is not in the catalogue on a 404, with no retry', async () => {
    server.use(
      http.get('*/api/catalog/person/5', () => apiError(404, 'not-found', 'No person with id 5')),
    );
    renderPerson('/person/5');
    expect(await screen.findByText('This person is not in the catalogue.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it("says 'Not available on this profile' for someone a kids profile may not see", async () => {
    server.use(
      http.get('*/api/catalog/person/7', () =>
        apiError(403, 'not-on-this-profile', 'Not available on this profile'),
      ),
    );
    renderPerson('/person/7');
    expect(
      await screen.findByRole('heading', { name: 'Not available on this profile' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('This person is not in the catalogue.')).toBeNull();
  });

  it('offers a retry when the catalogue fails', async () => {
    server.use(http.get('*/api/catalog/person/6', () => apiError(503, 'upstream', 'down')));
    renderPerson('/person/6');
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('treats a malformed id as not found without asking the server', async () => {
    renderPerson('/person/abc');
    expect(await screen.findByText('This person is not in the catalogue.')).toBeInTheDocument();
  });
});
