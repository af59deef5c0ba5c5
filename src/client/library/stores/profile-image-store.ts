import { safeParse } from 'valibot';
import { profileImageSchema } from '@/shared/library/record-schemas';
import { readRaw, readStoredText, writeStoredText, type WriteResult } from '@/client/lib/storage';
import { storageKeys } from '@/client/lib/storage-keys';
import { cachedReader, useStoredKey } from './use-stored-value';

const isImage = (value: unknown): boolean => safeParse(profileImageSchema, value).success;

/**
 * The profile image is stored as the data URL itself. Earlier versions stored it as a JSON
 * string literal (`"data:…"`), and a JSON `null` meant none; both are still read.
 */
function parseProfileImage(raw: string): string | null | undefined {
  if (isImage(raw)) return raw;
  if (raw === 'null') return null;
  if (!raw.startsWith('"')) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return isImage(value) ? (value as string) : undefined;
  } catch {
    return undefined;
  }
}

export const readProfileImage = cachedReader(
  () => readRaw(storageKeys.profileImage),
  () => readStoredText(storageKeys.profileImage, parseProfileImage, null),
);

export function useProfileImage(): string | null {
  return useStoredKey(storageKeys.profileImage, readProfileImage);
}

export function writeProfileImage(dataUrl: string): WriteResult {
  return writeStoredText(storageKeys.profileImage, dataUrl);
}
