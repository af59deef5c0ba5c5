import type { I18n, Messages } from '@lingui/core';
import type { Language } from '@/shared/i18n/languages';
import { catalogUrl } from './catalog-urls';

/**
 * Loads `language`'s messages into `i18n` and makes it the active one. Without a compiled
 * catalogue (development, tests) the code's own English is used: Lingui compiles it on the fly
 * outside production builds.
 */
export async function activateCatalog(i18n: I18n, language: Language): Promise<void> {
  const url = catalogUrl(language);
  let messages: Messages = {};
  if (url) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`The ${language} messages answered ${response.status}`);
    // `lingui compile` writes `{ "messages": { id: compiled message } }`.
    messages = ((await response.json()) as { messages: Messages }).messages;
  }
  i18n.loadAndActivate({ locale: language, messages });
}
