import { expect, test } from '@playwright/test';
import { seedLocalData } from './support/local-data';
import { signIn } from './support/sign-in';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * 'Because you watched {title}' on the home view (docs/product.md#home-view): the catalogue's
 * recommendations for the last finished film, less what is saved, and no row before a film is
 * finished.
 */
test('home: a row of films like the last one finished, without the ones saved', async ({
  page,
}) => {
  await signIn(page);
  // A film of the embedded catalogue that has recommendations.
  const popular = await (await page.request.get('/api/catalog/movie/popular')).json();
  let film:
    | { id: number; title: string; recommendations: { results: { id: number; title: string }[] } }
    | undefined;
  for (const candidate of popular.results.slice(0, 10)) {
    const detail = await (await page.request.get(`/api/catalog/movie/${candidate.id}`)).json();
    if (detail.recommendations.results.length >= 2) {
      film = detail;
      break;
    }
  }
  expect(film, 'a popular film with recommendations').toBeDefined();
  const [saved, shown] = film!.recommendations.results;
  const history = (progress: number) => [
    { id: film!.id, media_type: 'movie', title: film!.title, watchedAt: Date.now(), progress },
  ];

  await seedLocalData(page, { nexus_watch_history: history(40) }, '/browse');
  await expect(page.getByRole('region', { name: 'Trending movies' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Because you watched/ })).toHaveCount(0);

  await seedLocalData(
    page,
    {
      nexus_watch_history: history(100),
      nexus_vault: [
        {
          id: saved!.id,
          type: 'movie',
          media_type: 'movie',
          title: saved!.title,
          addedAt: new Date().toISOString(),
        },
      ],
    },
    '/browse',
  );
  const row = page.getByRole('region', { name: `Because you watched ${film!.title}` });
  await expect(
    row.getByRole('link', { name: new RegExp(escaped(shown!.title)) }).first(),
  ).toBeVisible();
  await expect(
    row.getByRole('link', { name: new RegExp(`^${escaped(saved!.title)}`) }),
  ).toHaveCount(0);
});
