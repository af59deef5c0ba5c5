import { msg } from '@lingui/core/macro';
import { pageTranslate as say } from '@/client/library/rules/translate';
import { notify, offerUndo } from '@/client/lib/notices';
import { readRaw, removeStored, writeStoredText } from '@/client/lib/storage';

/**
 * The one feedback rule for library changes (docs/product.md#notices): every save, removal,
 * watched or unwatched mark, rating and profile picture change says so in the same short notice,
 * read out politely, with 'Undo' for 10 s. Undo puts the keys the change wrote back as they were,
 * but only while nothing else has written them since: otherwise it would also take back a later
 * change, so it says it cannot.
 */
export function changeLibrary(
  message: string,
  keys: readonly string[],
  change: () => { ok: boolean } | boolean | void,
): boolean {
  const before = keys.map((key) => readRaw(key));
  const result = change();
  const ok = typeof result === 'boolean' ? result : (result?.ok ?? true);
  // A failed write has already shown the storage notice and changed nothing.
  if (!ok) return false;
  const after = keys.map((key) => readRaw(key));
  if (after.every((text, i) => text === before[i])) return true;
  offerUndo(message, () => {
    if (keys.some((key, i) => readRaw(key) !== after[i])) {
      notify({
        message: say(msg`That change could not be undone: your library changed again since.`),
        tone: 'warn',
      });
      return;
    }
    keys.forEach((key, i) => {
      const text = before[i];
      if (text === null || text === undefined) removeStored(key);
      else writeStoredText(key, text);
    });
  });
  return true;
}
