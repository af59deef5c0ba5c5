import { useLingui } from '@lingui/react';
import { useContext } from 'react';
import { DateSettingsContext } from '@/client/lib/date-format';
import { formatLocale } from './format-locale';

export { formatLocale };

/** The locale to format in, for components (see format-locale.ts). */
export function useFormatLocale(): string {
  const { i18n } = useLingui();
  const dates = useContext(DateSettingsContext);
  return formatLocale(i18n.locale, dates?.locale);
}
