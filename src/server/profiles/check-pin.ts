import { sql } from 'kysely';
import { profileErrors } from './profile-errors';
import { hashPin, pinMatches } from './pin-hash';
import { dayOf, pinGate, PIN_TRIES_A_DAY, PIN_TRIES_IN_A_ROW, PIN_WAIT_MS } from './pin-tries';
import type { ProfileRow } from './profile-rows';
import type { ProfilesContext } from './profiles-context';

/**
 * Checks a PIN against a locked profile under its try limits (pin-tries.ts). The try is counted
 * before the PIN is compared, in one conditional update, so tries sent side by side cannot slip
 * past the limit between a read and a write; a right PIN then takes its count back.
 */
export async function checkPin(context: ProfilesContext, profile: ProfileRow, pin: string) {
  if (profile.pin_hash === null) return;
  const now = context.now();
  const day = dayOf(now);
  // `returning`: this try's own count decides its answer, whatever tries beside it did since.
  const taken = await context.db
    .updateTable('profile')
    .set({
      pin_failures: sql`pin_failures + 1`,
      pin_day_failures: sql`case when pin_day = ${day} then pin_day_failures + 1 else 1 end`,
      pin_day: day,
    })
    .where('id', '=', profile.id)
    .where('pin_hash', 'is not', null)
    // `not pin_locked`: a boolean on Postgres, 0 or 1 on SQLite.
    .where(sql<boolean>`not pin_locked`)
    .where('pin_wait_until', '<=', now)
    .where('pin_failures', '<', PIN_TRIES_IN_A_ROW)
    .returning(['pin_hash', 'pin_failures', 'pin_day_failures'])
    .executeTakeFirst();
  if (!taken) {
    const row = await context.db
      .selectFrom('profile')
      .selectAll()
      .where('id', '=', profile.id)
      .executeTakeFirst();
    if (!row || row.pin_hash === null) return;
    const gate = pinGate(row, now);
    if (!gate.allowed && gate.reason === 'locked') throw profileErrors.pinLocked();
    throw profileErrors.pinWait(gate.allowed ? 1 : gate.retryAfterS);
  }
  if (taken.pin_hash !== null && (await pinMatches(pin, taken.pin_hash))) {
    await context.db
      .updateTable('profile')
      .set({ pin_failures: 0, pin_day_failures: sql`pin_day_failures - 1` })
      .where('id', '=', profile.id)
      .execute();
    return;
  }
  if (Number(taken.pin_day_failures) >= PIN_TRIES_A_DAY) {
    await context.db
      .updateTable('profile')
      .set({ pin_locked: 1 })
      .where('id', '=', profile.id)
      .execute();
    throw profileErrors.pinLocked();
  }
  if (Number(taken.pin_failures) >= PIN_TRIES_IN_A_ROW) {
    await context.db
      .updateTable('profile')
      .set({ pin_failures: 0, pin_wait_until: now + PIN_WAIT_MS })
      .where('id', '=', profile.id)
      .execute();
    throw profileErrors.pinWait(PIN_WAIT_MS / 1000);
  }
  throw profileErrors.wrongPin();
}

/** The row's PIN columns for a new PIN (or none): every counter and lock forgotten. */
export async function pinColumns(pin: string | null) {
  return {
    pin_hash: pin === null ? null : await hashPin(pin),
    pin_failures: 0,
    pin_wait_until: 0,
    pin_day_failures: 0,
    pin_locked: 0,
  };
}
