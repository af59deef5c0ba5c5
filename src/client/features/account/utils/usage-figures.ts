import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { pageI18n } from '@/client/i18n/page-language';

/**
 * 'Data Consumed': the characters the library keeps on the server, as a size (1 KB = 1024), its
 * number in `locale` (the page's formatting locale); the units are the messages' (Ko in French).
 */
export function formatStoredSize(
  bytes: number,
  i18n: I18n = pageI18n,
  locale: string = i18n.locale || 'en',
): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    }).format(value);
  if (bytes < 1024) {
    const size = number(bytes, 0);
    return i18n._(msg({ message: `${size} B`, comment: 'A size in bytes; {size} the number' }));
  }
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < 2) {
    value /= 1024;
    unit += 1;
  }
  const size = value < 10 ? number(value, 1) : number(Math.round(value), 0);
  if (unit === 0)
    return i18n._(
      msg({ message: `${size} KB`, comment: 'A size in kilobytes; {size} the number' }),
    );
  if (unit === 1)
    return i18n._(
      msg({ message: `${size} MB`, comment: 'A size in megabytes; {size} the number' }),
    );
  return i18n._(msg({ message: `${size} GB`, comment: 'A size in gigabytes; {size} the number' }));
}

/** 'Matrix Uptime': how long this server has run, in its two largest units. */
export function formatUptime(seconds: number, i18n: I18n = pageI18n): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60) % 24;
  const days = Math.floor(minutes / 60 / 24);
  const restMinutes = minutes % 60;
  if (days > 0)
    return i18n._(
      msg({ message: `${days}d ${hours}h`, comment: 'A duration, short: days and hours' }),
    );
  if (hours > 0)
    return i18n._(
      msg({
        message: `${hours}h ${restMinutes}m`,
        comment: 'A duration, short: hours and minutes',
      }),
    );
  if (minutes > 0)
    return i18n._(msg({ message: `${minutes}m`, comment: 'A duration, short: minutes' }));
  return i18n._(msg({ message: `${seconds}s`, comment: 'A duration, short: seconds' }));
}
