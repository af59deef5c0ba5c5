import { describe, expect, it, vi } from 'vitest';
import { useAuthBackend } from '@/server/testing/auth-backends';
import { browser, nextIp, ORIGIN, testAccount } from '@/server/testing/auth-test-harness';
import { databaseBackends } from '@/server/db/testing/test-databases';
import { saveOp } from '@/server/testing/library-client';
import { catalogMatchPath } from '@/shared/catalog/api-paths';
import { LIBRARY_PATHS } from '@/shared/library/library-api';

/**
 * Every POST that changes a person's data or spends the server's allowances answers only this
 * site's pages: another site's Origin (or Referer) is refused with 403 `invalid-origin`, and so is
 * a request that carries cookies but names no origin (better-auth's rule); one with neither goes
 * on to the route, which decides as before.
 */
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const EVIL = 'https://evil.example';

describe.each(databaseBackends)('the trusted-origin rule on $name', (backend) => {
  // The real (embedded) catalogue: the import's matching answers for real.
  const built = useAuthBackend(backend.name, backend.skip, 'trusted-origin tests', {
    catalogSource: undefined,
  });

  const calls = () => [
    { url: LIBRARY_PATHS.push, body: { ops: [saveOp(603, Date.now())] } },
    { url: '/api/chat', body: { text: 'a thriller' } },
    { url: catalogMatchPath, body: { items: [{ title: 'Hamlet' }] } },
  ];

  it.skipIf(backend.skip)(
    "refuses another site's POSTs to the library, the chat and the import's matching",
    async () => {
      const viewer = browser(built.app, nextIp());
      expect((await viewer.signUp(testAccount())).status).toBe(200);
      for (const { url, body } of calls()) {
        const refused: Array<Record<string, string>> = [
          { origin: EVIL },
          { origin: 'null' },
          { referer: `${EVIL}/page` },
          // Cookies and no origin at all: refused, as better-auth refuses it.
          {},
        ];
        for (const headers of refused) {
          const res = await viewer.post('POST', url, body, headers);
          expect([url, headers, res.status, res.body.error?.code]).toEqual([
            url,
            headers,
            403,
            'invalid-origin',
          ]);
        }
      }
      // Nothing of the refused pushes was stored.
      const pulled = await viewer.post('GET', `${LIBRARY_PATHS.changes}?since=0`);
      expect((pulled.body as unknown as { items: unknown[] }).items).toEqual([]);

      // The same calls from our own pages go through, named by Origin or by Referer.
      const ours: Array<Record<string, string>> = [
        { origin: ORIGIN },
        { referer: `${ORIGIN}/vault` },
      ];
      for (const headers of ours) {
        for (const { url, body } of calls()) {
          const res = await viewer.post('POST', url, body, headers);
          expect([url, headers, res.status]).toEqual([url, headers, 200]);
        }
      }
    },
  );

  it.skipIf(backend.skip)(
    'lets a POST with neither cookies nor origin reach its route, and refuses a foreign one',
    async () => {
      const inject = (url: string, body: object, headers: Record<string, string> = {}) =>
        built.app.inject({
          method: 'POST',
          url,
          payload: body,
          remoteAddress: nextIp(),
          headers: { host: new URL(ORIGIN).host, ...headers },
        });
      const [push, chat, match] = calls();
      // Signed out: the library and the chat answer 401 themselves; matching needs no account.
      expect((await inject(push!.url, push!.body)).statusCode).toBe(401);
      expect((await inject(chat!.url, chat!.body)).statusCode).toBe(401);
      expect((await inject(match!.url, match!.body)).statusCode).toBe(200);
      const foreign = await inject(match!.url, match!.body, { origin: EVIL });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().error.code).toBe('invalid-origin');
    },
  );
});
