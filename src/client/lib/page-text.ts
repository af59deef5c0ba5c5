import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { pageI18n } from '@/client/i18n/page-language';

let english: I18n | undefined;

/**
 * A message in the page's language, for code that runs outside a render: event handlers, stores
 * and notices (a notice keeps the text it was given). Never during a render: components take `t`
 * from `useLingui()`, the page's own translator on the server too. Before the page has a language
 * (the unit tests of plain modules) the message is written in English.
 */
export function pageText(descriptor: MessageDescriptor): string {
  if (pageI18n.locale) return pageI18n._(descriptor);
  english ??= setupI18n({ locale: 'en', messages: { en: {} } });
  return english._(descriptor);
}
