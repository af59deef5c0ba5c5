import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { addDays, useDayFormat } from '@/client/lib/day-format';

const LONG: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };
export const SHORT_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
};

/**
 * A day's name beside `today`: 'Today', 'Tomorrow', 'Yesterday', else its weekday and date in
 * the page's language ('Friday, December 4'; `short`: 'Fri, Dec 4').
 */
export function useDayName(length: 'long' | 'short' = 'long') {
  const { t } = useLingui();
  const format = useDayFormat(length === 'long' ? LONG : SHORT_DAY);
  return useCallback(
    (day: string, today: string) => {
      if (day === today) return t({ message: 'Today', comment: 'Calendar: the day heading' });
      if (day === addDays(today, 1))
        return t({ message: 'Tomorrow', comment: 'Calendar: the day heading' });
      if (day === addDays(today, -1))
        return t({ message: 'Yesterday', comment: 'Calendar: the day heading' });
      return format(day);
    },
    [t, format],
  );
}
