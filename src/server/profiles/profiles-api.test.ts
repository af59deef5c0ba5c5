import { describe, expect, it, vi } from 'vitest';
import { databaseBackends } from '@/server/db/testing/test-databases';
import { useAuthBackend } from '@/server/testing/auth-backends';
import { browser, nextIp, testAccount, TEST_PASSWORD } from '@/server/testing/auth-test-harness';
import { saveOp } from '@/server/testing/library-client';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '@/server/db/database';
import type { Profile, ProfilesAnswer } from '@/shared/profiles/profile-api';

// Sign-ups and password checks hash (scrypt).
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const T = 1_700_000_000_000;

/** A signed-up account in its own browser, with the profiles and library calls. */
async function household(app: FastifyInstance, name = 'Ada Lovelace') {
  const device = browser(app, nextIp());
  const account = testAccount({ name });
  const signedUp = await device.signUp(account);
  expect(signedUp.status).toBe(200);
  return deviceOf(device, account.email);
}

function deviceOf(device: ReturnType<typeof browser>, email: string) {
  const call = device.post;
  return {
    device,
    email,
    list: async () => {
      const res = await call('GET', '/api/profiles');
      return { ...res, body: res.body as unknown as ProfilesAnswer };
    },
    add: (body: object) => call('POST', '/api/profiles', body),
    change: (id: string, body: object) => call('PATCH', `/api/profiles/${id}`, body),
    remove: (id: string) => call('DELETE', `/api/profiles/${id}`),
    choose: (id: string, pin?: string) =>
      call('POST', `/api/profiles/${id}/choose`, pin === undefined ? {} : { pin }),
    forget: () => call('DELETE', '/api/profiles/current'),
    setPin: (id: string, pin: string, password = TEST_PASSWORD) =>
      call('PUT', `/api/profiles/${id}/pin`, { password, pin }),
    removePin: (id: string, password = TEST_PASSWORD) =>
      call('DELETE', `/api/profiles/${id}/pin`, { password }),
    settings: (body: object) => call('PUT', '/api/profiles/settings', body),
    push: (profileId: string | null, ops: unknown[]) =>
      call(
        'POST',
        '/api/library/push',
        { ops },
        {
          origin: 'http://nexus.test',
          ...(profileId ? { 'x-nexus-profile': profileId } : {}),
        },
      ),
    pull: async (profileId: string | null) => {
      const res = await call(
        'GET',
        '/api/library/changes?since=0',
        undefined,
        profileId ? { 'x-nexus-profile': profileId } : {},
      );
      const items = (res.body as unknown as { items?: Array<{ key: string }> }).items ?? [];
      return { ...res, keys: items.map((i) => i.key).sort() };
    },
  };
}

const kidsProfile = { name: 'Kids', kids: true, avatar: 'avatar:3' };

describe.each(databaseBackends)('profiles on $name', ({ name, skip }) => {
  let clock = Date.now();
  const built = useAuthBackend(name, skip, 'profiles API', { profilesNow: () => clock });

  it.skipIf(skip)(
    'gives an account a first profile named after it, holding the library it had',
    async () => {
      const home = await household(built.app);
      // Pushed by a page from before profiles: no profile header, no choice.
      expect((await home.push(null, [saveOp(603, T), saveOp(604, T)])).status).toBe(200);
      const { body, status, headers } = await home.list();
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe('no-store');
      expect(body.profiles).toEqual([
        {
          id: expect.stringMatching(/^pf_/),
          name: 'Ada Lovelace',
          avatar: 'avatar:0',
          kids: false,
          locked: false,
          first: true,
        },
      ]);
      expect(body.current).toBeNull();
      const first = body.profiles[0]!;
      expect((await home.pull(first.id)).keys).toEqual(['vault:movie:603', 'vault:movie:604']);
      expect((await home.pull(null)).keys).toEqual(['vault:movie:603', 'vault:movie:604']);
      // Blank names become 'User'.
      const blank = await household(built.app, ' ');
      expect((await blank.list()).body.profiles[0]!.name).toBe('User');
    },
  );

  it.skipIf(skip)(
    'keeps each profile’s library apart from the others and from other accounts',
    async () => {
      const home = await household(built.app);
      const first = (await home.list()).body.profiles[0]!;
      await home.push(first.id, [saveOp(550, T)]);
      const added = await home.add(kidsProfile);
      expect(added.status).toBe(201);
      const kids = added.body as unknown as Profile;
      expect(kids).toMatchObject({ name: 'Kids', kids: true, locked: false, first: false });

      // The page names the kids profile while the device still watches as the first: refused.
      expect((await home.pull(kids.id)).status).toBe(409);
      expect((await home.push(kids.id, [saveOp(1, T)])).status).toBe(409);

      expect((await home.choose(kids.id)).status).toBe(200);
      expect((await home.list()).body.current).toBe(kids.id);
      expect((await home.pull(kids.id)).keys).toEqual([]);
      expect((await home.push(kids.id, [saveOp(862, T)])).status).toBe(200);
      expect((await home.pull(kids.id)).keys).toEqual(['vault:movie:862']);
      // A tab still on the first profile cannot read or write it now.
      expect((await home.pull(first.id)).status).toBe(409);
      expect((await home.push(null, [saveOp(2, T)])).status).toBe(409);

      await home.choose(first.id);
      expect((await home.pull(first.id)).keys).toEqual(['vault:movie:550']);

      // Another account names this account's profile: it is not theirs.
      const other = await household(built.app, 'Grace Hopper');
      expect((await other.pull(kids.id)).status).toBe(409);
      expect((await other.choose(kids.id)).status).toBe(404);
      expect((await other.pull(null)).keys).toEqual([]);
    },
  );

  it.skipIf(skip)('holds names unique, at most five profiles, and its texts', async () => {
    const home = await household(built.app);
    await home.list();
    const taken = await home.add({ name: '  ada lovelace ', avatar: 'avatar:1' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({
      code: 'profile-name-taken',
      message: 'A profile with this name already exists',
    });
    expect((await home.add({ name: '', avatar: 'avatar:1' })).status).toBe(400);
    expect((await home.add({ name: 'x'.repeat(21), avatar: 'avatar:1' })).status).toBe(400);
    expect((await home.add({ name: 'Pic', avatar: 'javascript:alert(1)' })).status).toBe(400);
    for (const n of [2, 3, 4, 5]) {
      expect((await home.add({ name: `P${n}`, avatar: 'avatar:2' })).status).toBe(201);
    }
    const sixth = await home.add({ name: 'P6', avatar: 'avatar:2' });
    expect(sixth.status).toBe(409);
    expect(sixth.body.error).toEqual({ code: 'too-many-profiles', message: 'Up to 5 profiles' });
    // From another site: refused before anything.
    const forged = await home.device.post(
      'POST',
      '/api/profiles',
      { name: 'X', avatar: 'avatar:1' },
      { origin: 'https://evil.example' },
    );
    expect(forged.status).toBe(403);
  });

  it.skipIf(skip)(
    'lets a kids profile watch, not manage: no adding, renaming, deleting or PINs',
    async () => {
      const home = await household(built.app);
      const first = (await home.list()).body.profiles[0]!;
      const kids = (await home.add(kidsProfile)).body as unknown as Profile;
      await home.choose(kids.id);
      for (const res of [
        await home.add({ name: 'Another', avatar: 'avatar:1' }),
        await home.change(first.id, { name: 'Mine now' }),
        await home.remove(first.id),
        await home.setPin(first.id, '1234'),
        await home.settings({ requirePinToAdd: false, password: TEST_PASSWORD }),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.error?.code).toBe('kids-profile');
      }
      // Nor the account: its security, devices and password.
      for (const url of ['/api/auth/security', '/api/auth/list-sessions']) {
        const res = await home.device.post('GET', url);
        expect(res.status, url).toBe(403);
        expect(res.body.error?.code).toBe('kids-profile');
      }
      expect((await home.device.session()).body.user?.email).toBe(home.email);
      // The main profile is never a kids profile, nor deleted.
      await home.choose(first.id);
      expect((await home.change(first.id, { kids: true })).status).toBe(400);
      expect((await home.remove(first.id)).status).toBe(400);
    },
  );

  it.skipIf(skip)('keeps each profile’s interface language, one of the six tags only', async () => {
    const home = await household(built.app);
    const first = (await home.list()).body.profiles[0]!;
    const kids = (await home.add(kidsProfile)).body as unknown as Profile;
    // None chosen: the answer says nothing of a language.
    expect(first.language).toBeUndefined();
    const changed = await home.change(kids.id, { language: 'pt-BR' });
    expect(changed.status).toBe(200);
    expect((changed.body as unknown as Profile).language).toBe('pt-BR');
    expect(await home.change(first.id, { language: 'de' })).toMatchObject({ status: 200 });
    const languageOf = async (id: string) =>
      (await home.list()).body.profiles.find((p) => p.id === id)?.language;
    expect(await languageOf(kids.id)).toBe('pt-BR');
    expect(await languageOf(first.id)).toBe('de');
    // A tag that is not one of ours (nor a near one) is refused, and nothing changes.
    for (const language of ['pt-PT', 'PT-BR', 'xx', '', 42]) {
      const refused = await home.change(kids.id, { language, name: 'Renamed' });
      expect(refused.status, String(language)).toBe(400);
    }
    expect(await languageOf(kids.id)).toBe('pt-BR');
    expect((await home.list()).body.profiles.find((p) => p.id === kids.id)?.name).toBe('Kids');
    // Null forgets the choice.
    expect((await home.change(kids.id, { language: null })).status).toBe(200);
    expect(await languageOf(kids.id)).toBeUndefined();
  });

  it.skipIf(skip)(
    'opens a locked profile only with its PIN, and counts wrong ones per profile',
    async () => {
      const home = await household(built.app);
      const first = (await home.list()).body.profiles[0]!;
      const kids = (await home.add(kidsProfile)).body as unknown as Profile;
      expect((await home.setPin(first.id, '1234', 'not-the-password')).status).toBe(403);
      expect((await home.setPin(first.id, '12a4')).status).toBe(400);
      expect((await home.setPin(first.id, '2468')).status).toBe(200);
      const listed = (await home.list()).body;
      expect(listed.profiles.find((p) => p.id === first.id)?.locked).toBe(true);
      expect(JSON.stringify(listed)).not.toContain('2468');

      // A second device of the account: it has not chosen, and the main profile is locked.
      const other = deviceOf(browser(built.app, nextIp()), home.email);
      await other.device.signIn({ email: home.email, password: TEST_PASSWORD });
      expect((await other.list()).body.current).toBeNull();
      expect((await other.pull(null)).body.error?.code).toBe('profile-locked');
      expect((await other.choose(first.id)).body.error?.code).toBe('profile-locked');

      await other.choose(kids.id);
      const wrong = await other.choose(first.id, '0000');
      expect(wrong.status).toBe(403);
      expect(wrong.body.error).toEqual({ code: 'wrong-pin', message: 'Wrong PIN' });
      // Still the kids profile.
      expect((await other.list()).body.current).toBe(kids.id);
      const right = await other.choose(first.id, '2468');
      expect(right.status).toBe(200);
      expect((await other.list()).body.current).toBe(first.id);

      // Five wrong in a row, from any devices: five minutes' wait, the right PIN too.
      for (let i = 0; i < 4; i++) expect((await other.choose(first.id, '1111')).status).toBe(403);
      const fifth = await home.choose(first.id, '1111');
      expect(fifth.status).toBe(429);
      expect(fifth.body.error).toEqual({
        code: 'pin-wait',
        message: 'Too many tries. Try again in 5 minutes.',
      });
      expect(Number(fifth.headers['retry-after'])).toBe(300);
      expect((await other.choose(first.id, '2468')).status).toBe(429);
      clock += 5 * 60_000 + 1;
      expect((await other.choose(first.id, '2468')).status).toBe(200);
      clock += 24 * 3600_000;
    },
  );

  it.skipIf(skip)(
    'counts tries sent side by side: ten at once compare at most five PINs',
    async () => {
      const home = await household(built.app);
      const first = (await home.list()).body.profiles[0]!;
      await home.setPin(first.id, '2468');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => home.choose(first.id, '1357')),
      );
      const codes = answers.map((a) => a.body.error?.code).sort();
      expect(codes.filter((c) => c === 'wrong-pin')).toHaveLength(4);
      expect(codes.filter((c) => c === 'pin-wait')).toHaveLength(6);
      clock += 24 * 3600_000;
    },
  );

  it.skipIf(skip)(
    'locks a PIN after twenty wrong in a day until the account password removes it',
    async () => {
      const home = await household(built.app);
      const first = (await home.list()).body.profiles[0]!;
      await home.setPin(first.id, '2468');
      let last = 0;
      for (let i = 1; i <= 20; i++) {
        const res = await home.choose(first.id, '9999');
        last = res.status;
        if (i % 5 === 0 && i < 20) {
          expect(res.status).toBe(429);
          clock += 5 * 60_000 + 1;
        }
      }
      expect(last).toBe(423);
      expect((await home.choose(first.id, '2468')).status).toBe(423);
      // 'Forgot PIN?' with a wrong password changes nothing; with the right one the lock goes.
      expect((await home.removePin(first.id, 'wrong-password')).status).toBe(403);
      expect((await home.removePin(first.id)).status).toBe(200);
      expect((await home.choose(first.id)).status).toBe(200);
      clock += 24 * 3600_000;
    },
  );

  it.skipIf(skip)('asks for the main profile’s PIN to add profiles when set so', async () => {
    const home = await household(built.app);
    const first = (await home.list()).body.profiles[0]!;
    expect(
      (await home.settings({ requirePinToAdd: true, password: TEST_PASSWORD })).body.error?.code,
    ).toBe('first-profile');
    await home.setPin(first.id, '2468');
    await home.choose(first.id, '2468');
    expect((await home.settings({ requirePinToAdd: true, password: TEST_PASSWORD })).status).toBe(
      200,
    );
    expect((await home.list()).body.requirePinToAdd).toBe(true);
    expect((await home.add({ name: 'Guest', avatar: 'avatar:5' })).body.error?.code).toBe(
      'pin-required-to-add',
    );
    expect((await home.add({ name: 'Guest', avatar: 'avatar:5', pin: '0000' })).status).toBe(403);
    expect((await home.add({ name: 'Guest', avatar: 'avatar:5', pin: '2468' })).status).toBe(201);
  });

  it.skipIf(skip)(
    'deletes a profile with its library, and forgets the choice at sign-out',
    async () => {
      const home = await household(built.app);
      const guest = (await home.add({ name: 'Guest', avatar: 'avatar:5' }))
        .body as unknown as Profile;
      await home.choose(guest.id);
      await home.push(guest.id, [saveOp(13, T)]);
      expect((await home.pull(guest.id)).keys).toEqual(['vault:movie:13']);
      const first = (await home.list()).body.profiles[0]!;
      await home.choose(first.id);
      expect((await home.remove(guest.id)).status).toBe(200);
      expect((await home.list()).body.profiles.map((p) => p.id)).toEqual([first.id]);
      // Its rows are gone, not just hidden.
      const database = openDatabase(built.config);
      try {
        for (const table of ['library_item', 'library_op', 'library_user'] as const) {
          const rows = await database.db
            .selectFrom(table)
            .select('user_id')
            .where('user_id', '=', guest.id)
            .execute();
          expect(rows, table).toEqual([]);
        }
      } finally {
        await database.close();
      }
      expect((await home.choose(guest.id)).status).toBe(404);

      expect(home.device.jar.has('nexus_profile')).toBe(true);
      await home.device.signOut();
      expect(home.device.jar.has('nexus_profile')).toBe(false);
    },
  );
});
