/*
 * How many wrong PINs a profile takes (docs/product.md#profiles), counted on the profile's row
 * so every device and every server sees the same count: five in a row wait five minutes; twenty
 * in one (UTC) day lock the PIN until the account password removes it. A right PIN forgets the
 * run of five, not the day's count.
 */

export const PIN_TRIES_IN_A_ROW = 5;
export const PIN_WAIT_MS = 5 * 60_000;
export const PIN_TRIES_A_DAY = 20;

export interface PinTryState {
  pin_failures: number;
  pin_wait_until: number;
  pin_day: string;
  pin_day_failures: number;
  pin_locked: boolean | number;
}

export type PinGate =
  | { allowed: true }
  | { allowed: false; reason: 'wait'; retryAfterS: number }
  | { allowed: false; reason: 'locked' };

export const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10);

export function pinGate(state: PinTryState, now: number): PinGate {
  if (state.pin_locked) return { allowed: false, reason: 'locked' };
  const waitUntil = Number(state.pin_wait_until);
  if (waitUntil > now) {
    return { allowed: false, reason: 'wait', retryAfterS: Math.ceil((waitUntil - now) / 1000) };
  }
  return { allowed: true };
}
