import { readRaw, readStored, writeStored, type Validator, type WriteResult } from '../storage';
import { storageKeys } from './storage-keys';
import { cachedReader, useStoredValue } from './use-stored-value';

/**
 * The profile image, a data URL. Read by the header on first paint, so its check is written by
 * hand rather than with a schema library.
 */
const dataUrlImage: Validator<string | null> = {
  safeParse: (data) =>
    data === null || (typeof data === 'string' && /^data:image\/[a-z+.-]+;base64,/.test(data))
      ? { success: true, data: data as string | null }
      : { success: false },
};

export const readProfileImage = cachedReader(
  () => readRaw(storageKeys.profileImage),
  () => readStored(storageKeys.profileImage, dataUrlImage, null),
);

export function useProfileImage(): string | null {
  return useStoredValue((key) => key === storageKeys.profileImage, readProfileImage);
}

export function writeProfileImage(dataUrl: string): WriteResult {
  return writeStored(storageKeys.profileImage, dataUrl);
}
