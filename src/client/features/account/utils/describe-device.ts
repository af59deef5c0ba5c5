import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { pageI18n } from '@/client/i18n/page-language';

/**
 * A device as a person recognises it, from the user agent its browser sent at sign-in:
 * 'Firefox on Windows', 'Safari on iOS' (docs/product.md#devices). Only the families people
 * know by name; the order matters, since most browsers also claim to be Chrome and Safari.
 * Browser and system names are names: only the sentence around them is translated.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChromium\//, 'Chromium'],
  [/\b(Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const find = (table: [RegExp, string][], userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** Components pass their own translator; the default is the page's (tests). */
export function describeDevice(userAgent: string, i18n: I18n = pageI18n): string {
  const browser = find(BROWSERS, userAgent);
  const system = find(SYSTEMS, userAgent);
  if (browser && system)
    return i18n._(
      msg({
        message: `${browser} on ${system}`,
        comment:
          'A signed-in device: {browser} is a web browser (Firefox), {system} an OS (Windows)',
      }),
    );
  if (browser) return browser;
  if (system)
    return i18n._(
      msg({
        message: `A browser on ${system}`,
        comment: 'A signed-in device whose browser is unknown; {system} is an OS (Windows)',
      }),
    );
  return i18n._(msg`Unknown device`);
}

/** Phones and tablets get their own icon. */
export const isMobileAgent = (userAgent: string) =>
  /\b(iPhone|iPod|iPad|Android|Mobile)\b/.test(userAgent);
