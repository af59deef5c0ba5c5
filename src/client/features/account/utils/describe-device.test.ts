import { describe, expect, it } from 'vitest';
import { describeDevice, isMobileAgent } from './describe-device';
import { relativeTime } from './relative-time';

const agents: [string, string][] = [
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Chrome on Linux',
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/120.0.0.0 Chrome/120.0.0.0 Safari/537.36',
    'Chromium on Linux',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    'Firefox on Windows',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    'Edge on Windows',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
    'Safari on macOS',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    'Safari on iOS',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
    'Chrome on iOS',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
    'Samsung Internet on Android',
  ],
  [
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    'Chrome on ChromeOS',
  ],
  ['curl/8.5.0', 'Unknown device'],
  ['', 'Unknown device'],
  ['SomeBot (Linux)', 'A browser on Linux'],
];

describe('describeDevice', () => {
  it.each(agents)('reads %s as %s', (agent, expected) => {
    expect(describeDevice(agent)).toBe(expected);
  });

  it('tells phones from computers', () => {
    expect(isMobileAgent(agents[5]![0])).toBe(true);
    expect(isMobileAgent(agents[0]![0])).toBe(false);
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const ago = (ms: number) => relativeTime(new Date(now - ms).toISOString(), now);
  it('reads like speech, singular and plural', () => {
    expect(ago(5_000)).toBe('just now');
    expect(ago(-30_000)).toBe('just now');
    expect(ago(60_000)).toBe('1 minute ago');
    expect(ago(59 * 60_000)).toBe('59 minutes ago');
    expect(ago(3 * 3600_000)).toBe('3 hours ago');
    expect(ago(24 * 3600_000)).toBe('1 day ago');
    expect(ago(45 * 24 * 3600_000)).toBe('1 month ago');
    expect(ago(800 * 24 * 3600_000)).toBe('2 years ago');
    expect(relativeTime('not a date', now)).toBe('at an unknown time');
  });
});
