import { expect, test, type Page } from '@playwright/test';
import { controlledByServiceWorker } from './support/service-worker';
import { oneAccountOnTwoDevices } from './support/sign-in';

/*
 * A shared browser (docs/product.md#sessions): once a session ends, by sign-out here or by
 * 'Sign out of all other devices' elsewhere, no storage of the browser holds anything of the
 * title the person saved: localStorage, sessionStorage, or the service worker's caches. The
 * worker runs here (the other journeys block it), so its caches have something to lose.
 */
test.use({ serviceWorkers: 'allow' });
// Two browsers, each with its worker installing and syncing: longer than the default on a busy machine.
test.describe.configure({ timeout: 120_000 });

const TITLE_ID = 1396;

/** Where this browser still holds the title: storage keys and values, cached URLs and answers. */
function traces(page: Page, name: string) {
  return page.evaluate(
    async ({ id, name }) => {
      const names = (text: string) => text.includes(String(id)) || text.includes(name);
      const found: string[] = [];
      for (const [area, storage] of [
        ['localStorage', localStorage],
        ['sessionStorage', sessionStorage],
      ] as const) {
        for (let i = 0; i < storage.length; i += 1) {
          const key = storage.key(i)!;
          if (names(key) || names(storage.getItem(key) ?? '')) found.push(`${area} ${key}`);
        }
      }
      for (const cacheName of await caches.keys()) {
        const cache = await caches.open(cacheName);
        for (const request of await cache.keys()) {
          const response = await cache.match(request);
          const type = response?.headers.get('content-type') ?? '';
          // Script and style files are the app's own, the same for everyone.
          const text = /json|html|svg/.test(type) ? await response!.text() : '';
          if (request.url.includes(`/${id}`) || names(text)) {
            found.push(`cache ${cacheName} ${request.url}`);
          }
        }
      }
      return found;
    },
    { id: TITLE_ID, name },
  );
}

/** Visits the title with the worker in charge, until its answers are in the worker's cache. */
async function lookAtTitle(page: Page) {
  await page.goto('/vault');
  await controlledByServiceWorker(page);
  await page.goto(`/tv/${TITLE_ID}`);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await expect
    .poll(async () => (await traces(page, name)).filter((t) => t.startsWith('cache')), {
      timeout: 20_000,
    })
    .not.toEqual([]);
  return name;
}

test('a shared browser keeps nothing of a saved title after sign-out, here or from another device', async ({
  browser,
}) => {
  const { a, b, close } = await oneAccountOnTwoDevices(browser);

  // A saves the title; B, the same account elsewhere, has looked at it and has it in its vault.
  const name = await lookAtTitle(a);
  await a.getByRole('button', { name: 'Add to Vault' }).click();
  await lookAtTitle(b);
  await b.goto('/vault');
  await expect(b.getByRole('list', { name: 'Saved titles' }).getByRole('listitem')).toHaveCount(1, {
    timeout: 10_000,
  });
  expect((await traces(b, name)).some((t) => t.startsWith('localStorage'))).toBe(true);

  // A signs every other device out: B is sent to sign-in, and keeps nothing of the title.
  await a.goto('/account');
  await a.getByRole('button', { name: 'Sign out of all other devices' }).click();
  await expect(a.getByText('Signed out of 1 other device.')).toBeVisible();
  await expect(b).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect.poll(() => traces(b, name), { timeout: 10_000 }).toEqual([]);

  // A signs out itself: nothing of the title stays here either.
  expect(await traces(a, name)).not.toEqual([]);
  await a.getByRole('button', { name: 'Open profile menu' }).click();
  await expect(a.getByText('Library: Synced')).toBeVisible();
  await a.getByRole('menuitem', { name: 'Disconnect Neural Link' }).click();
  await expect(a).toHaveURL(/\/$/);
  await expect.poll(() => traces(a, name), { timeout: 10_000 }).toEqual([]);

  await close();
});
