/**
 * A device as a person recognises it, from the user agent its browser sent at sign-in:
 * 'Firefox on Windows', 'Safari on iOS' (docs/product.md#devices). Only the families people
 * know by name; the order matters, since most browsers also claim to be Chrome and Safari.
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

export function describeDevice(userAgent: string): string {
  const browser = find(BROWSERS, userAgent);
  const system = find(SYSTEMS, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return 'Unknown device';
}

/** Phones and tablets get their own icon. */
export const isMobileAgent = (userAgent: string) =>
  /\b(iPhone|iPod|iPad|Android|Mobile)\b/.test(userAgent);
