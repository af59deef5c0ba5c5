import { describe, expect, it } from 'vitest';
import { formatStoredSize, formatUptime } from './usage-figures';

describe('usage figures', () => {
  it('gives stored sizes in bytes, then KB and MB', () => {
    expect(formatStoredSize(0)).toBe('0 B');
    expect(formatStoredSize(1023)).toBe('1023 B');
    expect(formatStoredSize(1536)).toBe('1.5 KB');
    expect(formatStoredSize(64 * 1024 * 1024)).toBe('64 MB');
  });

  it('gives uptime in its two largest units', () => {
    expect(formatUptime(42)).toBe('42s');
    expect(formatUptime(125)).toBe('2m');
    expect(formatUptime(3 * 3600 + 12 * 60 + 5)).toBe('3h 12m');
    expect(formatUptime(2 * 86400 + 4 * 3600)).toBe('2d 4h');
  });
});
