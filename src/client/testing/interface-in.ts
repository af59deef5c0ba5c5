import { readFileSync } from 'node:fs';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import PO from 'pofile';

/**
 * A translator for `language` with its real catalogue (the PO file the app's compiled JSON
 * comes from), for tests that check what a page or a formatter writes in another language.
 */
export function interfaceIn(language: string): I18n {
  const po = PO.parse(readFileSync(`src/client/i18n/catalogs/${language}.po`, 'utf8'));
  const messages: Messages = {};
  for (const item of po.items)
    if (item.msgstr[0]) messages[generateMessageId(item.msgid, item.msgctxt)] = item.msgstr[0];
  return setupI18n({ locale: language, messages: { [language]: messages } });
}
