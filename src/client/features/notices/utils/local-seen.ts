import * as v from 'valibot';
import { readStored, writeStored } from '@/client/lib/storage';
import { storageKeys } from '@/client/lib/storage-keys';

/** A handful of profiles per browser; more entries than this are not ours. */
const MAX_PROFILES = 20;
const seenSchema = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(64)), v.pipe(v.number(), v.integer(), v.minValue(0))),
  v.check((record) => Object.keys(record).length <= MAX_PROFILES, 'too many profiles'),
);

/** The key of this browser's profile when none is chosen (signed out, accounts off). */
const NO_PROFILE = 'default';

/** This browser's seen-until time for a profile (ms), null if the bell was never opened; a corrupt value is ignored. */
export function readLocalSeen(profileId: string | null): number | null {
  const record = readStored(storageKeys.noticesSeen, seenSchema, {} as Record<string, number>);
  return record[profileId ?? NO_PROFILE] ?? null;
}

/** Keeps the later of the stored time and `at`: like the server's, it never moves back. */
export function writeLocalSeen(profileId: string | null, at: number): number {
  const record = readStored(storageKeys.noticesSeen, seenSchema, {} as Record<string, number>);
  const key = profileId ?? NO_PROFILE;
  const kept = Math.max(record[key] ?? 0, at);
  const others = Object.entries(record).filter(([name]) => name !== key);
  const next = Object.fromEntries([[key, kept], ...others.slice(0, MAX_PROFILES - 1)]);
  writeStored(storageKeys.noticesSeen, next);
  return kept;
}
