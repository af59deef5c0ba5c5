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
});
