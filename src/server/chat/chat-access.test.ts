import { afterAll, describe, expect, it } from 'vitest';
import { browser, buildAuthApp, nextIp, testAccount } from '@/server/testing/auth-test-harness';

// Through the whole app, with real accounts: the chat answers only a signed-in session.
describe('the chat with accounts on', async () => {
  const { app } = await buildAuthApp();
  afterAll(() => app.close());

  it('answers 401 without a session, and answers a signed-in person', async () => {
    const viewer = browser(app, nextIp());
    const anonymous = await viewer.post('POST', '/api/chat', { text: 'a comedy' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error?.code).toBe('unauthorized');

    await viewer.signUp(testAccount());
    const signedIn = await viewer.post('POST', '/api/chat', { text: 'a comedy' });
    expect(signedIn.status).toBe(200);

    await viewer.signOut();
    expect((await viewer.post('POST', '/api/chat', { text: 'a comedy' })).status).toBe(401);
  });
});
