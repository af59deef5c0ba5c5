import { expect, test, type Locator, type Page } from '@playwright/test';
import { sampleVault, seedLocalData } from './support/local-data';
import { signIn } from './support/sign-in';

/**
 * Keyboard-only journeys: every step after the page loads is a key press. Targets are reached
 * with Tab (never focused by script), so a control that Tab cannot reach fails here.
 */
test.describe.configure({ timeout: 90_000 });

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reached in `max`. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `not reachable with ${max} Tab presses`).toBeFocused();
}

/** The focused element shows the design's focus ring: a 3 px solid outline in the accent red. */
async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  // Polled: buttons with a colour transition reach the ring colour after ~150 ms.
  await expect
    .poll(() =>
      target.evaluate((el) => {
        const style = getComputedStyle(el);
        return { width: style.outlineWidth, style: style.outlineStyle, color: style.outlineColor };
      }),
    )
    .toEqual({ width: '3px', style: 'solid', color: 'rgb(255, 20, 35)' });
}

test('keyboard: the header navigation and the profile menu', async ({ page }) => {
  await signIn(page);
  await page.goto('/browse');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const vaultLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: 'VAULT',
  });
  await tabTo(page, vaultLink);
  await expectFocusRing(vaultLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/vault$/);

  const menuButton = page.getByRole('button', { name: 'Open profile menu' });
  await tabTo(page, menuButton);
  await expectFocusRing(menuButton);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Profile Matrix' })).toBeVisible();
  // Arrow keys move through the items; Escape closes and gives focus back to the button.
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'System Settings' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'Profile Matrix' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
});

test("keyboard: a row's arrows scroll it, arrow keys move between its cards, Enter opens one", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/browse');
  const row = page.getByRole('region', { name: 'Trending movies', exact: true });
  const cards = row.getByRole('list').getByRole('link');
  await expect(cards.first()).toBeVisible();

  const right = row.getByRole('button', { name: 'Scroll Trending movies right' });
  await tabTo(page, right);
  await expectFocusRing(right);
  const scroller = row.getByRole('list').locator('xpath=..');
  await page.keyboard.press('Enter');
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

  // Back to the row's first card, then along the row with the arrow keys.
  const first = cards.first();
  await tabTo(page, first, { back: true });
  await expectFocusRing(first);
  await page.keyboard.press('ArrowRight');
  const second = cards.nth(1);
  await expect(second).toBeFocused();
  // End goes to the last card loaded so far. Reaching the row's end can load the next page at
  // once, so "last" is the last card there was when End was pressed.
  const loadedBefore = await cards.count();
  await page.keyboard.press('End');
  await expect
    .poll(() => cards.evaluateAll((links) => links.indexOf(document.activeElement as HTMLElement)))
    .toBeGreaterThanOrEqual(loadedBefore - 1);
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const href = await second.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('keyboard: the vault filter and sort', async ({ page }) => {
  await signIn(page);
  await page.goto('/vault');
  await seedLocalData(page, { nexus_vault: sampleVault });
  const cards = page.getByRole('list', { name: 'Saved titles' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);

  const tv = page.getByRole('button', { name: 'TV', exact: true });
  await tabTo(page, tv);
  await expectFocusRing(tv);
  await page.keyboard.press('Space');
  await expect(tv).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(1);
  await expect(page).toHaveURL(/filter=tv/);

  const all = page.getByRole('button', { name: 'ALL', exact: true });
  await tabTo(page, all, { back: true });
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(3);

  const sort = page.getByLabel('Sort');
  await tabTo(page, sort);
  await expectFocusRing(sort);
  // A native select changes with the arrow keys while closed: dateAdded -> title.
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/sort=title/);
  await expect(cards.first()).toContainText('Aurora Station');
});

test('keyboard: the player opens, its controls and settings work, and Escape closes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const res = await page.request.get('/api/catalog/trending/movie/week');
  const { results } = (await res.json()) as { results: Array<{ id: number; title: string }> };
  const movie = results[0]!;
  await page.goto(`/movie/${movie.id}`);

  const play = page.getByRole('button', { name: 'PLAY NOW' });
  await tabTo(page, play);
  await expectFocusRing(play);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: movie.title });
  await expect(dialog).toBeVisible();

  // Focus stays inside the player: Tab reaches its controls.
  const vault = dialog.getByRole('button', { name: 'Add to Vault' });
  await tabTo(page, vault, { max: 30 });
  await expectFocusRing(vault);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Remove from Vault' })).toBeVisible();

  const settings = dialog.getByRole('button', { name: 'Settings' });
  await tabTo(page, settings, { max: 30, back: true });
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // Walk down to the 2x speed and pick it: the preference shows as checked on reopening.
  const twoX = menu.getByRole('menuitemradio', { name: '2x' });
  // One arrow at a time, each after the focus has moved: Radix moves it in a timeout after the
  // key, so a check made before that ran saw the old item and the next key overshot 2x.
  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  for (let i = 0; i < 12 && !(await twoX.evaluate((el) => el === document.activeElement)); i++) {
    const before = await focused();
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).not.toBe(before);
  }
  await expect(twoX).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(settings).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: '2x' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(play).toBeFocused();
});

test('keyboard: a Quick Request and a typed question in the chat', async ({ page }) => {
  await signIn(page);
  await page.goto('/neural-chat');
  await expect(page.getByText(/^Hi, I'm NEXUS Movie AI!/)).toBeVisible();
  const conversation = page.getByRole('list', { name: 'Conversation' });

  const preset = page
    .getByRole('complementary', { name: 'Quick Requests' })
    .getByRole('button', { name: 'Comedy' });
  await tabTo(page, preset);
  await expectFocusRing(preset);
  await page.keyboard.press('Enter');
  const answers = conversation.getByRole('list', { name: 'Recommended titles' });
  await expect(answers.first()).toBeVisible();

  const box = page.getByRole('textbox', { name: 'Your message' });
  await tabTo(page, box);
  await page.keyboard.type('a smart film from the 90s');
  await page.keyboard.press('Enter');
  await expect(conversation.getByText('a smart film from the 90s')).toBeVisible();
  await expect(answers).toHaveCount(2);
  // A recommended title is reachable and opens with Enter.
  const link = answers.nth(1).getByRole('link').first();
  await tabTo(page, link, { back: true });
  const href = await link.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('reduced motion: no entrance animation, and row arrows jump instead of gliding', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Present a capable device: on a low-end one (2 cores here) decoration is off anyway.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 8 });
    Object.defineProperty(navigator, 'deviceMemory', { get: () => 8 });
  });
  await signIn(page);
  await page.goto('/browse');
  const row = page.getByRole('region', { name: 'Trending movies', exact: true });
  await expect(row.getByRole('link').first()).toBeVisible();

  // No element has an animation a person could see (computed style, so finished ones count).
  const animated = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .map((el) => getComputedStyle(el))
      .filter((style) => style.animationName !== 'none')
      .map((style) =>
        style.animationDuration
          .split(',')
          .map((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000)),
      )
      .filter((durations) => durations.some((ms) => ms > 1)),
  );
  expect(animated).toEqual([]);

  // An instant scroll has landed by the time click() returns; a smooth one has not started.
  const right = row.getByRole('button', { name: 'Scroll Trending movies right' });
  const scrolled = await right.evaluate((button) => {
    (button as HTMLButtonElement).click();
    return button.parentElement?.querySelector('ul')?.parentElement?.scrollLeft;
  });
  expect(scrolled).toBe(300);
});
