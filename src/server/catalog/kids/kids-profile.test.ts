import { describe, expect, it, vi } from 'vitest';
import { getEmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';
import { createEmbeddedSource } from '@/server/catalog/embedded/embedded-source';
import { useAuthBackend } from '@/server/testing/auth-backends';
import { browser, nextIp, testAccount } from '@/server/testing/auth-test-harness';
import { isForKids } from '@/shared/catalog/kids-rule';
import type { ChatResponse } from '@/shared/chat/chat-schemas';
import type { Profile, ProfilesAnswer } from '@/shared/profiles/profile-api';

// Sign-ups hash (scrypt).
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/*
 * The kids rule with the real profiles (issue 31): a device that chose a kids profile gets the
 * kids catalogue and chat from its profile cookie alone; the same account's grown-up profile
 * gets everything.
 */
const catalogue = getEmbeddedCatalogue();
const passes = (t: { id: number; media_type?: string }, media = t.media_type) =>
  media === 'movie'
    ? isForKids('movie', catalogue.filmById.get(t.id)?.mpaa_rating)
    : isForKids('tv', catalogue.seriesById.get(t.id)?.tv_rating);

describe('a kids profile chosen on a device', () => {
  const built = useAuthBackend('sqlite', false, 'kids profile', {
    catalogSource: createEmbeddedSource(),
  });

  it('gets the kids catalogue and chat; the grown-up profile of the account gets everything', async () => {
    const device = browser(built.app, nextIp());
    expect((await device.signUp(testAccount({ name: 'Ada Lovelace' }))).status).toBe(200);
    const call = device.post;
    const added = await call('POST', '/api/profiles', {
      name: 'Kids',
      kids: true,
      avatar: 'avatar:3',
    });
    expect(added.status).toBe(201);
    const kids = added.body as unknown as Profile;
    const first = (
      (await call('GET', '/api/profiles')).body as unknown as ProfilesAnswer
    ).profiles.find((p) => p.first)!;
    const pulpFiction = catalogue.films.find((f) => f.title === 'Pulp Fiction')!;
    const popular = async () => {
      const res = await call('GET', '/api/catalog/movie/popular', undefined, {});
      return res.body as unknown as { results: { id: number }[] };
    };

    expect((await call('POST', `/api/profiles/${kids.id}/choose`, {})).status).toBe(200);
    const kidsList = await popular();
    expect(kidsList.results).toHaveLength(20);
    for (const t of kidsList.results) expect(passes(t, 'movie')).toBe(true);
    const refused = await call('GET', `/api/catalog/movie/${pulpFiction.id}`, undefined, {});
    expect(refused.status).toBe(403);
    const chat = await call('POST', '/api/chat', { text: 'a crime film' });
    expect(chat.status).toBe(200);
    for (const t of (chat.body as unknown as ChatResponse).titles) expect(passes(t)).toBe(true);

    expect((await call('POST', `/api/profiles/${first.id}/choose`, {})).status).toBe(200);
    const grownUpList = await popular();
    expect(grownUpList.results.some((t) => !passes(t, 'movie'))).toBe(true);
    const film = await call('GET', `/api/catalog/movie/${pulpFiction.id}`, undefined, {});
    expect(film.status).toBe(200);
  });
});
