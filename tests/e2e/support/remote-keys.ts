import { expect as baseExpect, type Locator, type Page } from '@playwright/test';

// A key's move can wait for the navigator's first load (see below): the whole of this timeout.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Presses `key` until `target` has focus; fails past `max` presses. */
export async function pressUntil(page: Page, key: string, target: Locator, max = 6) {
  // What has the focus, as text: each key waits for the last one's move (the navigator loads on
  // the first arrow key, and moves in a frame after each), so keys sent while it was still
  // loading cannot all land at once and carry the focus past the target. The wait is expect's
  // whole timeout: keys pressed while the navigator loads are queued and all run once it is
  // there, so a shorter wait that ended before it arrived (2 s did whenever it took longer)
  // sent a second key, both moved, and the focus went past the target (1 failure in ci-13).
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el ? `${el.tagName}|${el.getAttribute('href') ?? ''}|${el.textContent ?? ''}` : '';
    });
  for (let i = 0; i < max; i++) {
    const before = await focused();
    await page.keyboard.press(key);
    // A key that moves nothing (an edge) is allowed: the wait then simply ends.
    await expect
      .poll(focused)
      .not.toBe(before)
      .catch(() => undefined);
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  await expect(target, `not reached with ${max} × ${key}`).toBeFocused();
}
