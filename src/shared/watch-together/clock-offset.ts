/*
 * The NTP-style clock offset (decision 0035): the client asks the server's time a few times and
 * keeps the sample with the shortest round trip, whose midpoint is the best guess of when the
 * server read its clock. offset = serverTime − (sent + received) / 2, so
 * serverNow ≈ Date.now() + offsetMs. Its error is at most half that sample's round trip.
 */

export type ClockSample = {
  /** Client ms when the request left. */
  sent: number;
  /** The server's `serverTime` in the answer. */
  serverTime: number;
  /** Client ms when the answer arrived. */
  received: number;
};

export type ClockOffset = { offsetMs: number; rttMs: number };

export function estimateClockOffset(samples: readonly ClockSample[]): ClockOffset | null {
  let best: ClockOffset | null = null;
  for (const { sent, serverTime, received } of samples) {
    const rttMs = received - sent;
    // A clock that went backwards mid-sample (or a made-up sample) says nothing.
    if (!Number.isFinite(rttMs) || rttMs < 0 || !Number.isFinite(serverTime)) continue;
    if (best && rttMs >= best.rttMs) continue;
    best = { offsetMs: serverTime - (sent + received) / 2, rttMs };
  }
  return best;
}
