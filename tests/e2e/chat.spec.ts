import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('chat journey: greeting, a Quick Request, typing indicator, linked answer, open a title', async ({
  page,
}) => {
  // Hold the real answer back a little, so the typing indicator can be seen.
  await page.route('**/api/chat', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('/neural-chat');
  await expect(page.getByRole('heading', { name: 'NEXUS Movie AI' })).toBeVisible();
  await expect(page.getByText(/^Hi, I'm NEXUS Movie AI!/)).toBeVisible();

  const panel = page.getByRole('complementary', { name: 'Quick Requests' });
  await expect(panel.getByRole('button')).toHaveCount(6);
  await panel.getByRole('button', { name: 'Scary but good' }).click();

  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText('I want something scary but good')).toBeVisible();
  await expect(page.getByText('Finding perfect movies...')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeDisabled();

  const links = conversation.getByRole('list', { name: 'Recommended titles' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeGreaterThanOrEqual(2);
  await expect(page.getByText('Finding perfect movies...')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeEnabled();

  // The answer with its cards passes axe too (the a11y sweep only sees the page before any answer).
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  const first = links.first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/(movie|tv)\/\d+$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('typed questions: Enter sends, Shift+Enter does not, blank input cannot be sent', async ({
  page,
}) => {
  await page.goto('/neural-chat');
  const box = page.getByRole('textbox', { name: 'Your message' });
  const send = page.getByRole('button', { name: 'Send message' });
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(page.getByText(/^Hi, I'm NEXUS Movie AI!/)).toBeVisible();

  await expect(send).toBeDisabled();
  await box.fill('   ');
  await expect(send).toBeDisabled();
  await box.press('Enter');
  await expect(conversation.getByRole('listitem', { name: /^You at / })).toHaveCount(0);

  await box.fill('movies like Alien');
  await box.press('Shift+Enter');
  await expect(box).toHaveValue('movies like Alien\n');
  await expect(conversation.getByRole('listitem', { name: /^You at / })).toHaveCount(0);

  await box.press('Enter');
  await expect(conversation.getByRole('listitem', { name: /^You at / })).toHaveCount(1);
  await expect(conversation.getByText(/^Since you liked Alien \(1979\)/)).toBeVisible();
  await expect(box).toHaveValue('');
});

test('the conversation keeps the newest message in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/neural-chat');
  const box = page.getByRole('textbox', { name: 'Your message' });
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(page.getByText(/^Hi, I'm NEXUS Movie AI!/)).toBeVisible();
  for (const question of ['a list of 10 comedies', 'a list of 10 thrillers']) {
    await box.fill(question);
    await box.press('Enter');
    await expect(box).toBeEnabled();
  }
  const scroller = conversation.locator('xpath=..');
  // The list is taller than its box by now, and it sits scrolled to the end.
  await expect
    .poll(() => scroller.evaluate((el) => el.scrollHeight > el.clientHeight + 100))
    .toBe(true);
  await expect
    .poll(() => scroller.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight))
    .toBeLessThan(2);
  await expect(conversation.locator(':scope > li').last()).toBeInViewport();
});

test('a stated limit, then a follow-up that refines the same request', async ({ page }) => {
  await page.goto('/neural-chat');
  const box = page.getByRole('textbox', { name: 'Your message' });
  const answers = page
    .getByRole('list', { name: 'Conversation' })
    .getByRole('listitem', { name: /^NEXUS AI at / });
  await expect(page.getByText(/^Hi, I'm NEXUS Movie AI!/)).toBeVisible();

  await box.fill('a comedy under 100 minutes');
  await box.press('Enter');
  await expect(answers.nth(1)).toContainText('funny movies under 100 minutes');
  await expect(answers.nth(1)).toContainText('Running times are known for');
  const firstCards = await answers.nth(1).getByRole('link').allTextContents();
  expect(firstCards.length).toBeGreaterThan(0);

  await box.fill('older');
  await box.press('Enter');
  // The same request (a comedy under 100 minutes), before the oldest title just shown.
  await expect(answers.nth(2)).toContainText(/funny movies before \d{4} under 100 minutes/);
  const olderCards = await answers.nth(2).getByRole('link').allTextContents();
  for (const card of olderCards) expect(firstCards).not.toContain(card);
});
