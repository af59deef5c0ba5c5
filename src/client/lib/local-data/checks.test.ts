import { describe, expect, it } from 'vitest';
import { arrayOf, inRange, isPositiveInt, isString, optional, recordValidator } from './checks';

const validator = recordValidator<{ id: number; progress: number }>(
  {
    id: isPositiveInt,
    name: optional(isString),
    progress: inRange(0, 100),
    tags: optional(arrayOf(isString)),
  },
  { progress: 0 },
);

describe('hand-written record checks', () => {
  it('keeps extra fields and fills defaults', () => {
    expect(validator.safeParse({ id: 3, extra: [1] })).toEqual({
      success: true,
      data: { id: 3, extra: [1], progress: 0 },
    });
  });

  it('rejects wrong types, arrays, null and out-of-range numbers', () => {
    for (const bad of [
      null,
      [],
      'x',
      { id: 0 },
      { id: 1.5 },
      { id: '1' },
      { id: 1, name: 5 },
      { id: 1, progress: 101 },
      { id: 1, progress: Number.NaN },
      { id: 1, tags: ['a', 2] },
    ])
      expect(validator.safeParse(bad).success).toBe(false);
  });

  it('does not let a parsed __proto__ key change the prototype', () => {
    const result = validator.safeParse(JSON.parse('{"id":1,"__proto__":{"polluted":true}}'));
    expect(result.success).toBe(true);
    if (result.success) expect(Object.getPrototypeOf(result.data)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
