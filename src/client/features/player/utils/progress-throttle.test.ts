import { describe, expect, it } from 'vitest';
import { createProgressThrottle } from './progress-throttle';

describe('progress write throttle', () => {
  it('writes at most once every 5 s for time updates', () => {
    const throttle = createProgressThrottle();
    const writes = [0, 1000, 4999, 5000, 9000, 10_000, 12_000].filter((t) =>
      throttle.shouldWrite('timeupdate', t),
    );
    expect(writes).toEqual([0, 5000, 10_000]);
  });

  it('always writes on pause, seek and end, and restarts the interval', () => {
    const throttle = createProgressThrottle();
    expect(throttle.shouldWrite('play', 0)).toBe(true);
    expect(throttle.shouldWrite('seeked', 100)).toBe(true);
    expect(throttle.shouldWrite('pause', 200)).toBe(true);
    expect(throttle.shouldWrite('progress', 3000)).toBe(false);
    expect(throttle.shouldWrite('ended', 3100)).toBe(true);
    expect(throttle.shouldWrite('timeupdate', 8000)).toBe(false);
    expect(throttle.shouldWrite('timeupdate', 8100)).toBe(true);
  });
});
