import { describe, expect, it } from 'vitest';
import { ApiError } from '@/client/lib/api-client';
import { interfaceIn } from '@/client/testing/interface-in';
import { roomErrorMessage } from './room-error-text';

const fr = interfaceIn('fr');
const inFrench = (error: unknown) => roomErrorMessage(error, fr);
const limit = (code: string, retryAfterS?: number) =>
  new ApiError(429, code, 'Too many requests. Slow down a little.', retryAfterS);

describe("a room's limits in the page language", () => {
  it("says how long to wait when the answer's Retry-After does", () => {
    expect(inFrench(limit('rate-limited', 30))).toBe(
      'Trop de requêtes. Veuillez patienter 30 secondes puis réessayer.',
    );
    expect(inFrench(limit('too-many-tries', 240))).toBe(
      'Trop de codes essayés. Veuillez patienter 4 minutes puis réessayer.',
    );
  });

  it("keeps the code's own text without one", () => {
    expect(inFrench(limit('rate-limited'))).toBe('Trop de requêtes. Ralentissez un peu.');
  });
});
