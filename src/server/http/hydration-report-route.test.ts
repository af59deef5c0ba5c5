import { describe, expect, it } from 'vitest';
import { useTestApp } from '@/server/testing/use-test-app';

describe('POST /api/hydration-report', () => {
  const test = useTestApp();

  it('takes a small report and answers 204', async () => {
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/hydration-report',
      payload: { path: '/browse', message: 'Text content does not match' },
    });
    expect(res.statusCode).toBe(204);
  });

  it('refuses a report in another shape, or too long, with a clear 400', async () => {
    const wrong = await test.app.inject({
      method: 'POST',
      url: '/api/hydration-report',
      payload: { path: 7 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/^path: /);
    const long = await test.app.inject({
      method: 'POST',
      url: '/api/hydration-report',
      payload: { path: '/', message: 'x'.repeat(2000) },
    });
    expect(long.statusCode).toBe(413);
  });
});
