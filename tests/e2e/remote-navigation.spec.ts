import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { runAxe } from './support/axe';
import { seedLocalData } from './support/local-data';
import { pressUntil } from './support/remote-keys';
import { signIn } from './support/sign-in';
import { pageHydrated } from './support/page-hydrated';

/**
 * From the sofa (issue 32, docs/product.md#remote-and-arrow-keys): journeys by the keys of a TV
 * remote alone, the arrows, Enter, Escape and Backspace. No Tab, no mouse, nothing focused by
 * script (except where the reach test says so).
 */
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

async function ready(page: Page, path: string) {
  await page.goto(path);
  await pageHydrated(page);
}

/** The index of the focused element among `items`, or -1. */
const focusedIndex = (items: Locator) =>
  items.evaluateAll((elements) => elements.indexOf(document.activeElement as HTMLElement));

test('remote: along a row, down to the next, back up to the card left, up to the search box', async ({
  page,
}) => {
  await signIn(page);
  await ready(page, '/browse');
  const rows = page.locator('main [data-nav="row"]');
  const first = rows.nth(0).getByRole('link');
  const second = rows.nth(1).getByRole('link');
  await expect(second.first()).toBeVisible();

  // Nothing focused: the first arrow focuses the page's first content item, the search box.
  const search = page.getByRole('searchbox', { name: 'Search movies and series' });
  await page.keyboard.press('ArrowDown');
  await expect(search).toBeFocused();
  // Down from the search box moves to the results: the first row.
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedIndex(first)).toBeGreaterThanOrEqual(0);
  const start = await focusedIndex(first);

  await page.keyboard.press('ArrowRight');
  await expect(first.nth(start + 1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedIndex(second)).toBeGreaterThanOrEqual(0);
  const below = second.nth(await focusedIndex(second));
  await expect(below).toBeInViewport();
  // The card lands under the one left: their columns overlap.
  const [from, to] = [await first.nth(start + 1).boundingBox(), await below.boundingBox()];
  expect(to!.x < from!.x + from!.width && from!.x < to!.x + to!.width).toBe(true);

  // Up returns to the card left; along the second row and Up again, the row still remembers it
  // (the second Up passes the card's '⋯' at its top).
  await page.keyboard.press('ArrowUp');
  await expect(first.nth(start + 1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(below).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const moved = rows
    .nth(1)
    .getByRole('listitem')
    .nth((await focusedIndex(second)) || 0);
  await page.keyboard.press('ArrowUp');
  await expect(moved.getByRole('button', { name: /^Actions for / })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(first.nth(start + 1)).toBeFocused();

  // The focus ring: 3 px of accent red, and axe finds nothing serious with it drawn.
  await expect
    .poll(() =>
      first.nth(start + 1).evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.outlineWidth, style.outlineStyle, style.outlineColor];
      }),
    )
    .toEqual(['3px', 'solid', 'rgb(255, 20, 35)']);
  const results = await runAxe(page);
  const serious = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact!));
  expect(serious.map((v) => v.id)).toEqual([]);

  // Up from the first row (past its '⋯') reaches the search form, the box or its button, whichever
  // stands over the card; Left along the form reaches the box. Then Up reaches the header.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('form[role="search"]')))
    .toBe(true);
  if (!(await search.evaluate((el) => el === document.activeElement))) {
    await page.keyboard.press('ArrowLeft');
  }
  await expect(search).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('header') !== null))
    .toBe(true);
});

test('remote: in the vault with 14 saved titles, Down moves to the card below in the same column', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/vault');
  const popular = (await (await page.request.get('/api/catalog/movie/popular')).json()) as {
    results: Record<string, unknown>[];
  };
  const saved = popular.results.slice(0, 14).map((title, i) => ({
    ...title,
    type: 'movie',
    media_type: 'movie',
    addedAt: new Date(Date.UTC(2024, 0, 28 - i)).toISOString(),
  }));
  expect(saved).toHaveLength(14);
  await seedLocalData(page, { nexus_vault: saved });
  await pageHydrated(page);
  const cards = page.getByRole('list', { name: 'Saved titles' }).getByRole('link');
  await expect(cards).toHaveCount(14);

  await pressUntil(page, 'ArrowDown', cards.first(), 8);
  await page.keyboard.press('ArrowRight');
  await expect(cards.nth(1)).toBeFocused();
  // Six columns at this width: the card below the second is the eighth.
  await page.keyboard.press('ArrowDown');
  await expect(cards.nth(7)).toBeFocused();
  await expect(cards.nth(7)).toBeInViewport();
  const [above, under] = [await cards.nth(1).boundingBox(), await cards.nth(7).boundingBox()];
  expect(Math.abs(above!.x - under!.x)).toBeLessThan(2);
  await page.keyboard.press('ArrowUp');
  await expect(cards.nth(1)).toBeFocused();
});

test('remote: Enter on a card opens its page, Down reaches PLAY NOW, Enter plays, Escape closes, Backspace returns to /browse', async ({
  page,
}) => {
  await signIn(page);
  await ready(page, '/browse');
  // The first row is 'Trending movies': films, whose page has PLAY NOW.
  const row = page.getByRole('region', { name: 'Trending movies', exact: true });
  const cards = row.getByRole('list').getByRole('link');
  await expect(cards.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedIndex(cards)).toBeGreaterThanOrEqual(0);
  const href = await cards.nth(await focusedIndex(cards)).getAttribute('href');

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const play = page.getByRole('button', { name: 'PLAY NOW' });
  await expect(play).toBeVisible();
  await pressUntil(page, 'ArrowDown', play, 6);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/play=1/);
  const player = page.getByRole('dialog');
  await expect(player).toBeVisible();
  // Arrows stay among the player's own controls, never in the stream's frame.
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft']) {
    await page.keyboard.press(key);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement;
          return active?.tagName !== 'IFRAME' && !!active?.closest('[role="dialog"]');
        }),
      )
      .toBe(true);
  }

  // The remote's Play/Pause reaches the demo stream: pause it once it plays, then play again.
  const video = page.frameLocator('iframe[title^="NEXUS stream"]').locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 45_000 })
    .toBeGreaterThan(0.5);
  await page.keyboard.press('MediaPlayPause');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await page.keyboard.press('MediaPlayPause');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();
  await expect(page).not.toHaveURL(/play=1/);
  await page.keyboard.press('Backspace');
  await expect(page).toHaveURL(/\/browse$/);
});

/**
 * Every focusable item of the scope, visible and not skipped, tagged with a number so the test
 * can name it. The rows' scroll buttons are skipped on purpose: the arrows scroll rows already.
 */
function tagTargets(page: Page, scope: string) {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector) ?? document.body;
    const focusable =
      'a[href],button,input:not([type="hidden"]),select,textarea,summary,[tabindex]:not([tabindex="-1"])';
    const tags: string[] = [];
    root.querySelectorAll<HTMLElement>(focusable).forEach((element, i) => {
      const rect = element.getBoundingClientRect();
      if ((element as HTMLButtonElement).disabled || rect.width * rect.height < 4) return;
      if (element.closest('[data-nav-skip],[aria-hidden="true"],[inert]')) return;
      // A focusable box around items (the cast strip, for Tab users to scroll) is not one itself.
      if (element.querySelector(focusable)) return;
      if (getComputedStyle(element).visibility === 'hidden') return;
      element.dataset.reach = String(i);
      tags.push(String(i));
    });
    return tags;
  }, scope);
}

/**
 * Which tagged items the arrow keys reach from the first arrow press. The first press is a real
 * one (it loads the navigator); the graph is then walked inside the page, with the same keydown
 * events sent to the focused item that a key press sends, one hop from every item reached (focus
 * is put back on an item by script to try its four keys; a real walk would replay the path).
 * Pressing every key of several hundred items through the browser's input takes minutes.
 */
async function reachable(page: Page, scope: string) {
  await page.keyboard.press('ArrowDown');
  // The first arrow loads the navigator; it moves once that arrives.
  await expect
    .poll(() => page.evaluate(() => document.activeElement !== document.body), {
      message: 'the first arrow focused nothing',
    })
    .toBe(true);
  // That press scrolls, which brings lazy rows and their cards' menus: the items are tagged once
  // the page has settled, so every item walked is one that stays.
  await page.waitForLoadState('networkidle');
  await standInsReplaced(page);
  const targets = await tagTargets(page, scope);
  const { missed, intoFrame } = await page.evaluate((wanted) => {
    const tagOf = () => (document.activeElement as HTMLElement | null)?.dataset.reach ?? null;
    const start = tagOf()!;
    const seen = new Set([start]);
    const queue = [start];
    let intoFrame = false;
    while (queue.length > 0) {
      const tag = queue.shift()!;
      for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
        const element = document.querySelector<HTMLElement>(`[data-reach="${tag}"]`);
        if (!element) break;
        element.focus({ preventScroll: true });
        element.dispatchEvent(
          new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, composed: true }),
        );
        if (document.activeElement?.tagName === 'IFRAME') intoFrame = true;
        const next = tagOf();
        if (next && wanted.includes(next) && !seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return { missed: wanted.filter((tag) => !seen.has(tag)), intoFrame };
  }, targets);
  expect(intoFrame, 'focus went into a frame').toBe(false);
  return { targets, missed };
}

/**
 * The cards' '⋯' menus and the header's bell replace their stand-ins once the page is idle (a
 * Radix trigger carries `data-state`, a stand-in does not): tag after that, or a stand-in tagged
 * and then replaced is a target nobody can reach (the bell's, once in a fresh-clone run).
 */
async function standInsReplaced(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [
            ...document.querySelectorAll(
              '[data-nav-card] button[aria-label^="Actions for"], header button[aria-label^="New episodes"]',
            ),
          ].filter((button) => !button.hasAttribute('data-state')).length,
      ),
    )
    .toBe(0);
}

async function describeTags(page: Page, tags: string[]) {
  return page.evaluate(
    (list) =>
      list.map((t) => {
        const element = document.querySelector(`[data-reach="${t}"]`);
        return `${element?.tagName} ${element?.getAttribute('aria-label') ?? element?.textContent?.trim().slice(0, 40)}`;
      }),
    tags,
  );
}

test('remote: the arrows alone reach every card and control of /browse, a title page and the player', async ({
  page,
}) => {
  await signIn(page);
  await ready(page, '/browse');
  // The lower rows load as they come near the screen: scroll down once so all six are there.
  const sixth = page.locator('main [data-nav="row"]').nth(5).getByRole('link').first();
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollBy(0, window.innerHeight));
      return sixth.count();
    })
    .toBe(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await standInsReplaced(page);
  await page.waitForLoadState('networkidle');
  let { targets, missed } = await reachable(page, 'body');
  expect(targets.length).toBeGreaterThan(60);
  expect(await describeTags(page, missed), 'not reached on /browse').toEqual([]);

  const movie = (await (await page.request.get('/api/catalog/trending/movie/week')).json()) as {
    results: { id: number }[];
  };
  await ready(page, `/movie/${movie.results[0]!.id}`);
  await expect(page.getByRole('button', { name: 'PLAY NOW' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await standInsReplaced(page);
  ({ targets, missed } = await reachable(page, 'body'));
  expect(targets.length).toBeGreaterThan(10);
  expect(await describeTags(page, missed), 'not reached on the title page').toEqual([]);

  await ready(page, `/movie/${movie.results[0]!.id}?play=1`);
  const player = page.getByRole('dialog');
  await expect(player.getByRole('button', { name: 'Settings' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  ({ targets, missed } = await reachable(page, '[role="dialog"]'));
  expect(targets.length).toBeGreaterThan(3);
  expect(await describeTags(page, missed), 'not reached in the player').toEqual([]);
});
