import { describe, expect, it } from 'vitest';
import { buildLibraryApp, saveOp, signedUpUser } from '@/server/testing/library-client';

describe('the library rate limit', () => {
  it('counts per user: past it 429 with Retry-After, while other users go on', async () => {
    const app = await buildLibraryApp({ libraryRateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const [ada, bob] = await Promise.all([signedUpUser(app), signedUpUser(app)]);
      for (let i = 0; i < 3; i += 1) expect((await ada.push([saveOp(i + 1, 1)])).status).toBe(200);
      const refused = await ada.changes(0);
      expect(refused.status).toBe(429);
      expect(refused.body.error?.code).toBe('too-many-requests');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await bob.changes(0)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses over the limit before it looks up the profile: a flood costs no profile query', async () => {
    const app = await buildLibraryApp({ libraryRateLimit: { max: 2, timeWindowMs: 60_000 } });
    try {
      const ada = await signedUpUser(app);
      const asOther = (path: string) =>
        app.inject({
          method: 'GET',
          url: path,
          // A profile this device never chose: within the limit that is 409 'profile-changed'.
          headers: { cookie: ada.cookie(), 'x-nexus-profile': 'another-profile' },
        });
      expect((await asOther('/api/library/changes?since=0')).statusCode).toBe(409);
      expect((await ada.changes(0)).status).toBe(200);
      const flooded = await asOther('/api/library/changes?since=0');
      expect(flooded.statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
