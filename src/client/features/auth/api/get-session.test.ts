import { describe, expect, it } from 'vitest';
import { parseSessionAnswer } from './get-session';

describe('the session answer', () => {
  it('keeps a user with an id and an email, and only their id, email and name', () => {
    const user = { id: 'u1', email: 'a@b.c', name: 'Ann', image: 'x', emailVerified: true };
    expect(parseSessionAnswer({ user, session: { id: 's' } })).toEqual({
      user: { id: 'u1', email: 'a@b.c', name: 'Ann' },
    });
  });

  it('gives a user without a name (or with one that is not text) the empty name', () => {
    expect(parseSessionAnswer({ user: { id: 'u1', email: 'a@b.c' } }).user?.name).toBe('');
    expect(parseSessionAnswer({ user: { id: 'u1', email: 'a@b.c', name: 7 } }).user?.name).toBe('');
  });

  it('reads anything else as nobody signed in', () => {
    for (const data of [
      null,
      undefined,
      'text',
      5,
      [],
      {},
      { user: null },
      { user: 'u1' },
      { user: [] },
      { user: { id: 'u1' } },
      { user: { email: 'a@b.c' } },
      { user: { id: 1, email: 'a@b.c' } },
      { user: { id: 'u1', email: null } },
    ]) {
      expect(parseSessionAnswer(data)).toEqual({ user: null });
    }
  });
});
