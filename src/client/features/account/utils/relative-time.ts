import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { pageI18n } from '@/client/i18n/page-language';

/**
 * 'just now', '5 minutes ago', '3 hours ago', '2 days ago' (docs/product.md#devices), in the
 * interface's language: `Intl.RelativeTimeFormat` in `locale` (the page's formatting locale,
 * useFormatLocale), the two phrases it has no word for from the messages. Components pass their
 * own translator; the default is the page's (tests, code outside a render).
 */
const UNITS: [limitMs: number, sizeMs: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [60 * 60_000, 60_000, 'minute'],
  [24 * 60 * 60_000, 60 * 60_000, 'hour'],
  [30 * 24 * 60 * 60_000, 24 * 60 * 60_000, 'day'],
  [365 * 24 * 60 * 60_000, 30 * 24 * 60 * 60_000, 'month'],
  [Infinity, 365 * 24 * 60 * 60_000, 'year'],
];

export function relativeTime(
  iso: string,
  now = Date.now(),
  i18n: I18n = pageI18n,
  locale: string = i18n.locale || 'en',
): string {
  const elapsed = now - Date.parse(iso);
  if (Number.isNaN(elapsed))
    return i18n._(
      msg({
        message: 'at an unknown time',
        comment: 'When a device was last active, its date unreadable: "Last active {time}"',
      }),
    );
  // A device whose clock runs a little ahead reads as now, not as the future.
  if (elapsed < 60_000)
    return i18n._(
      msg({ message: 'just now', comment: 'When a device was last active: "Last active {time}"' }),
    );
  const [, size, unit] = UNITS.find(([limit]) => elapsed < limit)!;
  const count = Math.floor(elapsed / size);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-count, unit);
}
