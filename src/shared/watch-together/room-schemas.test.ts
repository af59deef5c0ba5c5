import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET } from './room-limits';
import { joinRoomBodySchema, normalizeRoomCode, reactionBodySchema } from './room-schemas';

describe('room codes', () => {
  it('leaves out the letters a TV viewer confuses', () => {
    for (const char of '01OIL') expect(CODE_ALPHABET).not.toContain(char);
  });

  it('ignores case, spaces and dashes, refuses anything else', () => {
    expect(normalizeRoomCode('abcd-23ef')).toBe('ABCD23EF');
    expect(normalizeRoomCode(' ab cd 23 ef ')).toBe('ABCD23EF');
    expect(normalizeRoomCode('ABCD23E0')).toBeNull();
    expect(normalizeRoomCode('ABCD23E')).toBeNull();
  });
});

describe('bodies', () => {
  it('joins by a token or by a code', () => {
    expect(v.is(joinRoomBodySchema, { token: 'a'.repeat(22) })).toBe(true);
    expect(v.is(joinRoomBodySchema, { code: 'abcd23ef' })).toBe(true);
    expect(v.is(joinRoomBodySchema, { token: 'short' })).toBe(false);
  });

  it('accepts only the six reactions', () => {
    expect(v.is(reactionBodySchema, { emoji: '🎉' })).toBe(true);
    expect(v.is(reactionBodySchema, { emoji: '💩' })).toBe(false);
  });
});
