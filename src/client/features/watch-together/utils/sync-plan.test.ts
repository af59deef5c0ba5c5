import { describe, expect, it } from 'vitest';
import { expectedPosition, offersJump, planSync, scheduleCommand, stillToApply } from './sync-plan';

describe('expectedPosition', () => {
  it('moves on one second per second while playing, stands still while paused', () => {
    expect(expectedPosition({ playing: true, position: 10, at: 1_000 }, 3_500)).toBe(12.5);
    expect(expectedPosition({ playing: false, position: 10, at: 1_000 }, 3_500)).toBe(10);
  });

  it('never runs backwards for a state stamped a little after now (clock error)', () => {
    expect(expectedPosition({ playing: true, position: 10, at: 2_000 }, 1_900)).toBe(10);
  });
});

describe('planSync while the room plays', () => {
  const at = (position: number, rate = 1) => ({ position, rate });

  it('does nothing within 0.15 s', () => {
    expect(planSync(at(10.1), 10, true)).toEqual({ kind: 'none' });
    expect(planSync(at(9.86), 10, true)).toEqual({ kind: 'none' });
  });

  it('nudges the rate for drifts up to 2 s: faster when behind, slower when ahead', () => {
    expect(planSync(at(9), 10, true)).toEqual({ kind: 'rate', rate: 1.05 });
    expect(planSync(at(11.5), 10, true)).toEqual({ kind: 'rate', rate: 0.95 });
  });

  it('keeps a correction going until within 0.1 s, then returns to 1', () => {
    expect(planSync(at(9.88, 1.05), 10, true)).toEqual({ kind: 'none' });
    expect(planSync(at(9.95, 1.05), 10, true)).toEqual({ kind: 'rate', rate: 1 });
    // Overshot while slowing down: the other way round.
    expect(planSync(at(9.5, 0.95), 10, true)).toEqual({ kind: 'rate', rate: 1.05 });
  });

  it('seeks beyond 2 s', () => {
    expect(planSync(at(5), 10, true)).toEqual({ kind: 'seek', position: 10 });
    expect(planSync(at(12.5, 0.95), 10, true)).toEqual({ kind: 'seek', position: 10 });
  });
});

describe('planSync while the room is paused', () => {
  it('seeks to the held second for any drift worth noticing, and resets the rate', () => {
    expect(planSync({ position: 10.5, rate: 1 }, 10, false)).toEqual({
      kind: 'seek',
      position: 10,
    });
    expect(planSync({ position: 10.05, rate: 1.05 }, 10, false)).toEqual({ kind: 'rate', rate: 1 });
    expect(planSync({ position: 10.05, rate: 1 }, 10, false)).toEqual({ kind: 'none' });
  });
});

describe('scheduleCommand', () => {
  it("applies at the server moment on this device's clock", () => {
    // The server is 5 s ahead; the command is due at server 105_300, here 100_300.
    const step = scheduleCommand({ action: 'pause', position: 42, at: 105_300 }, 5_000, 100_000);
    expect(step).toEqual({ delayMs: 300, position: 42 });
  });

  it('works with a server clock behind this one', () => {
    const step = scheduleCommand({ action: 'seek', position: 7, at: 97_300 }, -3_000, 100_000);
    expect(step).toEqual({ delayMs: 300, position: 7 });
  });

  it('applies a late command at once; a late play starts as far in as the host is', () => {
    expect(scheduleCommand({ action: 'play', position: 20, at: 99_500 }, 0, 100_000)).toEqual({
      delayMs: 0,
      position: 20.5,
    });
    expect(scheduleCommand({ action: 'pause', position: 20, at: 99_500 }, 0, 100_000)).toEqual({
      delayMs: 0,
      position: 20,
    });
  });
});

describe('offersJump', () => {
  it("offers 'Jump to host' more than 5 s off, or when the position is unknown", () => {
    expect(offersJump(100, 104)).toBe(false);
    expect(offersJump(100, 105.5)).toBe(true);
    expect(offersJump(null, 10)).toBe(true);
  });
});

describe('stillToApply', () => {
  it("lets the host skip a hold's release its own later pause superseded", () => {
    expect(stillToApply({ seq: 4 }, { isHost: true, latestSeq: 5 })).toBe(false);
    expect(stillToApply({ seq: 5 }, { isHost: true, latestSeq: 5 })).toBe(true);
  });

  it('has a guest apply every command in order, the later ones too', () => {
    expect(stillToApply({ seq: 4 }, { isHost: false, latestSeq: 5 })).toBe(true);
  });
});
