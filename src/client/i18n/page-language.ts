import { i18n } from '@lingui/core';
import {
  DEFAULT_LANGUAGE,
  languageCookie,
  languageFromCookie,
  negotiateLanguage,
  validLanguage,
  type Language,
} from '@/shared/i18n/languages';
import { storageKeys } from '@/client/lib/storage-keys';
import { readStoredText, writeStoredText } from '@/client/lib/storage';
import { activateCatalog } from './load-catalog';

/**
 * The browser's one translator: the page's language, which every component reads through
 * Lingui's provider (app/app.tsx) and event handlers through `i18n` itself. The server renders
 * each page with an instance of its own (entry-server.tsx).
 */
export { i18n as pageI18n };

/**
 * The language the page starts in: the one the server rendered it in (`<html lang>`); for the
 * offline shell, which the server did not render for this visitor, the visitor's choice (cookie),
 * else the last language this device used, else the browser's.
 */
export function startLanguage(rendered: boolean): Language {
  if (rendered) return validLanguage(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
  // A foreign value is moved aside like any unreadable key (lib/storage.ts).
  const last = readStoredText(
    storageKeys.lastLanguage,
    (raw) => validLanguage(raw) ?? undefined,
    null,
  );
  return (
    languageFromCookie(document.cookie) ?? last ?? negotiateLanguage(navigator.languages.join(','))
  );
}

/** Marks the document with `language` and remembers it for the offline app. */
function markDocument(language: Language) {
  document.documentElement.lang = language;
  // Quiet: without storage the offline shell falls back to the browser's language.
  writeStoredText(storageKeys.lastLanguage, language, { quiet: true });
}

export async function startPageLanguage(language: Language): Promise<void> {
  await activateCatalog(i18n, language);
  markDocument(language);
}

/**
 * Switches the whole interface to `language` at once, no reload (the 'Language' setting), and
 * keeps it in the cookie the server renders the next pages from.
 */
export async function changePageLanguage(language: Language): Promise<void> {
  await activateCatalog(i18n, language);
  markDocument(language);
  document.cookie = languageCookie(language, location.protocol === 'https:');
}
