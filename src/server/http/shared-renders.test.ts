import { describe, expect, it } from 'vitest';
import { STAND_IN_SESSION } from '@/shared/stand-in-visitor';
import type { PageRenderer } from './page-renderer';
import { sharedRenders, type PageInputs } from './shared-renders';

/**
 * A renderer that draws the profile with the visitor's email and every other page with nothing
 * of them, and counts what it was asked for: the built renderer's behaviour, reduced to what
 * sharing depends on (the real pages are checked against the stand-in in
 * src/client/entry-server.test.tsx).
 */
function countingRenderer(options: { failOn?: string } = {}) {
  const calls: { url: string; email: string | null }[] = [];
  const renderer: PageRenderer = async ({ url, session, answers, language }) => {
    const email = (session as { user: { email: string } | null } | undefined)?.user?.email ?? null;
    calls.push({ url, email });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const shows = url === '/profile' ? ` for ${email}` : '';
    return {
      html: `<main>${url} in ${language}${shows} with ${JSON.stringify(answers)}</main>`,
      queries: { mutations: [], queries: [] },
      seeded: {},
      status: 200,
      failures: url === options.failOn ? ['Error: upstream hiccup'] : [],
    };
  };
  return { renderer, calls };
}

const session = (email: string) => JSON.stringify({ user: { id: email, email, name: email } });
const inputs = (url: string, email: string, extra: Partial<PageInputs> = {}): PageInputs => ({
  url,
  session: session(email),
  responses: { '/api/catalog/trending/movie/week?page=1': '{"results":[1,2]}' },
  dates: null,
  language: 'en',
  ...extra,
});

describe('signed-in pages shared between visitors', () => {
  it('renders a page that shows nobody once, for the stand-in, and gives it to every visitor', async () => {
    const { renderer, calls } = countingRenderer();
    const render = sharedRenders(renderer);
    const pages = await Promise.all(
      ['ada@example.com', 'bob@example.com', 'ada@example.com'].map((email) =>
        render(inputs('/browse', email)),
      ),
    );
    expect(calls).toEqual([{ url: '/browse', email: STAND_IN_SESSION.user.email }]);
    expect(new Set(pages.map((page) => page.html)).size).toBe(1);
    expect(pages[0]!.own).toBe(false);
    await render(inputs('/browse', 'cy@example.com'));
    expect(calls).toHaveLength(1);
  });

  it('renders a page that shows its visitor for each visitor, and remembers that it does', async () => {
    const { renderer, calls } = countingRenderer();
    const render = sharedRenders(renderer);
    const ada = await render(inputs('/profile', 'ada@example.com'));
    const bob = await render(inputs('/profile', 'bob@example.com'));
    expect(ada.html).toContain('for ada@example.com');
    expect(ada.html).not.toContain('bob@');
    expect(bob.html).toContain('for bob@example.com');
    expect(bob.html).not.toContain('ada@');
    expect(ada.own && bob.own).toBe(true);
    // The stand-in once, then each visitor's own render.
    expect(calls.map((call) => call.email)).toEqual([
      STAND_IN_SESSION.user.email,
      'ada@example.com',
      'bob@example.com',
    ]);
  });

  it('renders anew for another path, language, date setting or answer', async () => {
    const { renderer, calls } = countingRenderer();
    const render = sharedRenders(renderer);
    const base = inputs('/browse', 'ada@example.com');
    await render(base);
    await render({ ...base, url: '/browse?genre=28' });
    await render({ ...base, language: 'fr' });
    await render({ ...base, dates: { timeZone: 'Europe/Paris', locale: 'fr-FR' } });
    const other = await render({
      ...base,
      responses: { '/api/catalog/trending/movie/week?page=1': '{"results":[3]}' },
    });
    expect(other.html).toContain('"results":[3]');
    expect(calls).toHaveLength(5);
    await render({ ...base, language: 'fr' });
    expect(calls).toHaveLength(5);
  });

  it('never shares a signed-out page with a signed-in one', async () => {
    const { renderer, calls } = countingRenderer();
    const render = sharedRenders(renderer);
    await render(inputs('/browse', 'ada@example.com'));
    await render({ ...inputs('/browse', ''), session: '{"user":null}' });
    expect(calls.map((call) => call.email)).toEqual([STAND_IN_SESSION.user.email, null]);
  });

  it('keeps no page with a part that failed, and lets a kept page go after its time', async () => {
    const { renderer, calls } = countingRenderer({ failOn: '/tv/1' });
    const render = sharedRenders(renderer, { keptMs: 30 });
    await render(inputs('/tv/1', 'ada@example.com'));
    await render(inputs('/tv/1', 'ada@example.com'));
    expect(calls).toHaveLength(2);
    await render(inputs('/browse', 'ada@example.com'));
    await render(inputs('/browse', 'ada@example.com'));
    expect(calls).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await render(inputs('/browse', 'ada@example.com'));
    expect(calls).toHaveLength(4);
  });

  it('keeps no more bytes than it is given', async () => {
    const { renderer, calls } = countingRenderer();
    const render = sharedRenders(renderer, { maxBytes: 400 });
    for (let i = 0; i < 6; i += 1) await render(inputs(`/movie/${i}`, 'ada@example.com'));
    await render(inputs('/movie/0', 'ada@example.com'));
    // The first page was let go to keep the others within 400 characters.
    expect(calls).toHaveLength(7);
    await render(inputs('/movie/5', 'ada@example.com'));
    expect(calls).toHaveLength(7);
  });
});
