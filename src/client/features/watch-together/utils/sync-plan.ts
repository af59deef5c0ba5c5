import { SYNC_RULE } from '@/shared/watch-together/room-limits';
import type { RoomAction, RoomPlayback } from '@/shared/watch-together/room-schemas';

/*
 * The sync rule of a stream NEXUS controls (the demo stream; decision 0035), as pure functions
 * so the numbers are tested without a video: where the host is now, what to do about a drift,
 * and when to apply a command on this device's clock.
 */

/** The host's position (seconds) at the server moment `serverNow`: it moves on while playing. */
export function expectedPosition(
  playback: Pick<RoomPlayback, 'playing' | 'position' | 'at'>,
  serverNow: number,
): number {
  if (!playback.playing) return playback.position;
  return playback.position + Math.max(0, serverNow - playback.at) / 1000;
}

export type SyncStep =
  { kind: 'none' } | { kind: 'rate'; rate: number } | { kind: 'seek'; position: number };

export interface OwnPlayback {
  /** This device's position, seconds. */
  position: number;
  /** Its playback rate now (1 unless a correction is under way). */
  rate: number;
}

/**
 * One step towards the host: within 0.15 s nothing; up to 2 s a gentle rate (0.95 when ahead,
 * 1.05 when behind) kept until within 0.1 s, then back to 1; beyond 2 s, or any drift worth
 * noticing while the room is paused, a seek.
 */
export function planSync(own: OwnPlayback, expected: number, roomPlaying: boolean): SyncStep {
  const drift = own.position - expected;
  const size = Math.abs(drift);
  if (!roomPlaying) {
    if (size > SYNC_RULE.driftIgnore) return { kind: 'seek', position: expected };
    return own.rate === 1 ? { kind: 'none' } : { kind: 'rate', rate: 1 };
  }
  if (size > SYNC_RULE.driftRate) return { kind: 'seek', position: expected };
  const correcting = own.rate !== 1;
  if (size <= (correcting ? SYNC_RULE.driftSettle : SYNC_RULE.driftIgnore)) {
    return correcting ? { kind: 'rate', rate: 1 } : { kind: 'none' };
  }
  const rate = drift < 0 ? SYNC_RULE.rateFast : SYNC_RULE.rateSlow;
  return rate === own.rate ? { kind: 'none' } : { kind: 'rate', rate };
}

/**
 * When (ms from `localNow`) and where a command applies here: its server moment converted with
 * the clock offset (serverNow ≈ localNow + offsetMs). A command that arrives late applies at once,
 * a 'play' then starting as far in as the host already is.
 */
export function scheduleCommand(
  command: { action: RoomAction; position: number; at: number },
  offsetMs: number,
  localNow: number,
): { delayMs: number; position: number } {
  const delayMs = command.at - offsetMs - localNow;
  if (delayMs >= 0) return { delayMs, position: command.position };
  const late = command.action === 'play' ? -delayMs / 1000 : 0;
  return { delayMs: 0, position: command.position + late };
}

/** Whether an embedded stream (which NEXUS cannot command) is far enough off to offer 'Jump to host'. */
export function offersJump(own: number | null, expected: number): boolean {
  return own === null || Math.abs(own - expected) > SYNC_RULE.embeddedJump;
}

/**
 * Whether a command due now is still to be applied here. The host applies only the server's
 * hold and release, and skips one its own later command has superseded (the host paused as the
 * release arrived: playing it would overrule what the host just did). A guest applies every
 * command, in order: each is one step of what the host did.
 */
export function stillToApply(
  command: { seq: number },
  here: { isHost: boolean; latestSeq: number },
): boolean {
  return !(here.isHost && here.latestSeq > command.seq);
}
