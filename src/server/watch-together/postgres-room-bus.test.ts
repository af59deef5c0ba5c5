import { describe, expect, it } from 'vitest';
import { parseRoomNotice } from './postgres-room-bus';

// Any role that may LISTEN may also NOTIFY on the channel: what arrives is checked like input.
describe('a notice on the room channel', () => {
  const instance = '0b6f3c1e-2a4d-4c8e-9f10-1234567890ab';
  const roomId = '5d1c2e3f-aaaa-bbbb-cccc-1234567890ab';

  it('is read when it has the shape the servers send', () => {
    const command = { seq: 3, action: 'seek', position: 42.5, at: 1_800_000_000_000, by: 'm1' };
    expect(
      parseRoomNotice(`${instance} ${roomId} ${JSON.stringify({ kind: 'command', command })}`),
    ).toEqual({ instance, roomId, notice: { kind: 'command', command } });
    expect(parseRoomNotice(`${instance} ${roomId} {"kind":"state"}`)?.notice).toEqual({
      kind: 'state',
    });
  });

  it('is ignored when it is anything else', () => {
    for (const payload of [
      undefined,
      '',
      'hello',
      `${instance} ${roomId} not json`,
      `${instance} ${roomId} {"kind":"command","command":{"seq":-1}}`,
      `${instance} ${roomId} {"kind":"reaction","reaction":{"memberId":"m","emoji":"💩","at":1}}`,
      `${instance} ../../etc {"kind":"state"}`,
    ]) {
      expect(parseRoomNotice(payload), String(payload)).toBeNull();
    }
  });
});
