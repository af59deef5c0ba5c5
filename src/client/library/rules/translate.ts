import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { pageI18n } from '@/client/i18n/page-language';

/** A translator: `t` from `useLingui()` in a component, which renders in the page's language. */
export type Translate = (descriptor: MessageDescriptor) => string;

/**
 * The browser page's translator, for code that runs outside a render (event handlers, notices
 * raised by actions) and as the default of helpers that a render calls with its own `t`.
 */
export const pageTranslate: Translate = (descriptor) => pageI18n._(descriptor);

/** Stands for a title without a name in a notice ('Removed the title from the vault.'). */
export const THE_TITLE = msg({
  message: 'the title',
  comment:
    "Stands for a film or series without a name, in a notice: 'Added the title to the vault.'",
});
