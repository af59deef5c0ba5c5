import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

const rows = [
  'Trending movies',
  'Trending series',
  'Popular movies',
  'Popular series',
  'Top rated movies',
  'Top rated series',
];

test('home: six rows of cards, arrow scrolling, search, and opening a card', async ({ page }) => {
  // Six rows of posters on a shared two-core machine: give the journey room beyond the default.
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/browse');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Rows load as they come near the viewport: scroll each into view and see its cards.
  for (const name of rows) {
    const row = page.getByRole('region', { name, exact: true });
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole('link').first()).toBeVisible();
    await expect(row.getByText(/^\d+ (MOVIES|SHOWS) STREAMING ACTIVE$/)).toBeVisible();
  }
  await expect(page.getByText('v2.1.0')).toBeVisible();

  // The right arrow scrolls the row by the step for this width (1280 px: 300 px).
  const trending = page.getByRole('region', { name: 'Trending movies' });
  await trending.scrollIntoViewIfNeeded();
  const scroller = trending.getByRole('list').locator('xpath=..');
  expect(await scroller.evaluate((el) => el.scrollLeft)).toBe(0);
  // At the start there is nothing to scroll left: that arrow is hidden until there is.
  const left = trending.getByRole('button', { name: 'Scroll Trending movies left' });
  await expect(left).toBeHidden();
  await trending.getByRole('button', { name: 'Scroll Trending movies right' }).click();
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBe(300);
  await left.click();
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBe(0);
  await expect(left).toBeHidden();

  // Search: movies and series together, in the URL, shown as a grid.
  await page.keyboard.press('Control+g');
  await expect(page.getByRole('searchbox')).toBeFocused();
  await page.keyboard.type('star');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/browse\?q=star$/);
  const results = page.getByRole('list', { name: 'Results for star' });
  await expect(results.getByRole('link').first()).toBeVisible();

  // Open the first result: its detail page.
  const first = results.getByRole('link').first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/(movie|tv)\/\d+$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('home: a shared ?q= link shows its results, and clear empties them', async ({ page }) => {
  await signIn(page);
  await page.goto('/browse?q=breaking');
  const results = page.getByRole('list', { name: 'Results for breaking' });
  await expect(results.getByRole('link', { name: /Breaking Bad/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(results).toHaveCount(0);
  await expect(page).toHaveURL(/\/browse$/);
});

test('home: the heading enters after 300 ms, and not at all under reduced motion', async ({
  page,
}) => {
  // This machine has 2 cores, which docs/product.md#limits counts as low-end (no decorative
  // motion): present the page with a capable device so the animation itself can be checked.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 8 });
    Object.defineProperty(navigator, 'deviceMemory', { get: () => 8 });
  });
  await signIn(page);
  const heading = page.getByRole('heading', { level: 1 });
  const animation = () =>
    heading.evaluate((el) => {
      const style = getComputedStyle(el.parentElement!);
      return `${style.animationName} ${style.animationDelay} ${style.animationDuration}`;
    });
  await page.goto('/browse');
  await expect(heading).toBeVisible();
  expect(await animation()).toBe('enter 0.3s 0.26s');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(heading).toBeVisible();
  expect((await animation()).split(' ')[0]).toBe('none');
});
