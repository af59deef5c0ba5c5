import { describe, expect, it } from 'vitest';
import { estimateClockOffset } from './clock-offset';

describe('estimateClockOffset', () => {
  it('takes the sample with the shortest round trip and its midpoint', () => {
    const estimate = estimateClockOffset([
      { sent: 1000, serverTime: 6100, received: 1300 }, // rtt 300
      { sent: 2000, serverTime: 7020, received: 2040 }, // rtt 40 → offset 5000
      { sent: 3000, serverTime: 8200, received: 3200 }, // rtt 200
    ]);
    expect(estimate).toEqual({ offsetMs: 5000, rttMs: 40 });
  });

  it('handles a server clock behind the client', () => {
    expect(estimateClockOffset([{ sent: 10_000, serverTime: 7_505, received: 10_010 }])).toEqual({
      offsetMs: -2500,
      rttMs: 10,
    });
  });

  it('skips samples whose round trip is negative or not a number, and answers null with none', () => {
    expect(estimateClockOffset([])).toBeNull();
    expect(estimateClockOffset([{ sent: 50, serverTime: 10, received: 40 }])).toBeNull();
    expect(
      estimateClockOffset([
        { sent: 50, serverTime: 10, received: 40 },
        { sent: 0, serverTime: Number.NaN, received: 1 },
        { sent: 100, serverTime: 160, received: 120 },
      ]),
    ).toEqual({ offsetMs: 50, rttMs: 20 });
  });
});
