import type { Page } from '@playwright/test';

/** Test data for journeys on the local-data pages, in the shapes the stores keep. */
export const sampleVault = [
  {
    id: 550,
    type: 'movie',
    media_type: 'movie',
    title: 'Zodiac Protocol',
    vote_average: 7.1,
    release_date: '2007-03-02',
    poster_path: null,
    addedAt: '2024-03-01T10:00:00.000Z',
  },
  {
    id: 1399,
    type: 'tv',
    media_type: 'tv',
    name: 'Aurora Station',
    vote_average: 8.4,
    first_air_date: '2011-04-17',
    poster_path: null,
    addedAt: '2024-02-01T10:00:00.000Z',
  },
  {
    id: 13,
    type: 'movie',
    media_type: 'movie',
    title: 'Midnight Relay',
    vote_average: 6.2,
    release_date: '1994-07-06',
    poster_path: null,
    addedAt: '2024-01-01T10:00:00.000Z',
  },
];

export const sampleHistory = [
  {
    id: 550,
    media_type: 'movie',
    title: 'Zodiac Protocol',
    watchedAt: 1_710_000_000_000,
    progress: 42,
    genre_ids: [53],
  },
];

/**
 * Writes keys straight into localStorage, then loads `path` (default: reload the current page).
 * The keys are written from /healthz, a same-origin page without the app, so no open page reads
 * them half-way (the app would otherwise see the change on its next render).
 */
export async function seedLocalData(page: Page, data: Record<string, unknown>, path?: string) {
  const target = path ?? new URL(page.url()).pathname + new URL(page.url()).search;
  await page.goto('/healthz');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries))
      localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  }, data);
  await page.goto(target);
}

export const readKey = (page: Page, key: string) =>
  page.evaluate((k) => localStorage.getItem(k), key);
