import { readRaw, readStoredText, writeStoredText, type WriteResult } from '../storage';
import { storageKeys } from './storage-keys';
import { cachedReader, useStoredValue } from './use-stored-value';

const DATA_URL_IMAGE = /^data:image\/[a-z+.-]+;base64,/;

/**
 * The profile image is stored as the data URL itself. Earlier versions stored it as a JSON
 * string literal (`"data:…"`), and a JSON `null` meant none; both are still read. Read by the
 * header on first paint, so the check is a regular expression rather than a schema library.
 */
export function parseProfileImage(raw: string): string | null | undefined {
  if (DATA_URL_IMAGE.test(raw)) return raw;
  if (raw === 'null') return null;
  if (!raw.startsWith('"')) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' && DATA_URL_IMAGE.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export const readProfileImage = cachedReader(
  () => readRaw(storageKeys.profileImage),
  () => readStoredText(storageKeys.profileImage, parseProfileImage, null),
);

export function useProfileImage(): string | null {
  return useStoredValue((key) => key === storageKeys.profileImage, readProfileImage);
}

export function writeProfileImage(dataUrl: string): WriteResult {
  return writeStoredText(storageKeys.profileImage, dataUrl);
}
