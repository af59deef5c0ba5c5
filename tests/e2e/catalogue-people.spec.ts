import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { pageHydrated } from './support/page-hydrated';

// Issue 30's journeys on the embedded catalogue: recent films with their directors, a cast that
// links to people, people in the home search, and the chat's "with {actor}".

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

/** Searches the home view and opens the film of that year. */
async function openFilm(page: Page, title: string, year: string) {
  await page.goto(`/browse?q=${encodeURIComponent(title)}`);
  const results = page.getByRole('list', { name: `Results for ${title}` });
  const card = results.getByRole('link').filter({ hasText: title }).filter({ hasText: year });
  await card.first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

for (const [title, year, director] of [
  ['Oppenheimer', '2023', 'Christopher Nolan'],
  // TMDB credits him as 'Bong Joon-ho'; either spelling is the one person.
  ['Parasite', '2019', /^Bong Joon[- ]ho$/i],
  ['Dune', '2021', 'Denis Villeneuve'],
] as const) {
  test(`searching '${title}' finds the ${year} film with ${String(director)} on its page`, async ({
    page,
  }) => {
    await openFilm(page, title, year);
    const crew = page.getByRole('region', { name: 'Key Crew' });
    await expect(crew.getByRole('link', { name: director })).toBeVisible();
  });
}

test("Oppenheimer's page lists Cillian Murphy, whose person page lists it", async ({ page }) => {
  await openFilm(page, 'Oppenheimer', '2023');
  const cast = page.getByRole('list', { name: 'Cast members' });
  await cast.getByRole('link', { name: /Cillian Murphy/ }).click();
  await expect(page).toHaveURL(/\/person\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cillian Murphy' })).toBeVisible();
  const titles = page.getByRole('list', { name: 'Films and series of Cillian Murphy' });
  await expect(titles.getByRole('link').filter({ hasText: 'Oppenheimer' })).toBeVisible();
});

test("the home search shows a 'People' row above the titles", async ({ page }) => {
  await page.goto('/browse?q=Cillian%20Murphy');
  const people = page.getByRole('region', { name: 'People' });
  await people.getByRole('link', { name: /Cillian Murphy/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cillian Murphy' })).toBeVisible();
});

test('a person page opened signed out sends the visitor to sign in', async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('/person/12345678');
  await expect(page).toHaveURL(/\/$/);
  await page.close();
});

test('the chat answers "a movie with Tom Hanks" with films he is in', async ({ page }) => {
  await page.goto('/neural-chat');
  // Enter sends only once the app has the page: an Enter pressed on the server's page before
  // then is not held (the text is), a gap noted on issue 28.
  await pageHydrated(page);
  await page.getByRole('textbox', { name: 'Your message' }).fill('a movie with Tom Hanks');
  await page.getByRole('textbox', { name: 'Your message' }).press('Enter');
  const conversation = page.getByRole('list', { name: 'Conversation' });
  const links = conversation.getByRole('list', { name: 'Recommended titles' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  // Every linked film lists him in its cast.
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    await page.goto(href);
    await expect(
      page.getByRole('list', { name: 'Cast members' }).getByRole('link', { name: /Tom Hanks/ }),
    ).toBeVisible();
  }
});
