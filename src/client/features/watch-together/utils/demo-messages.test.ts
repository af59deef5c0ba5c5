import { describe, expect, it } from 'vitest';
import { demoCommandMessage, parseDemoState } from './demo-messages';

const state = {
  event: 'pause',
  currentTime: 12.5,
  duration: 60,
  paused: true,
  buffering: false,
  rate: 1,
  cause: 'user',
};

describe("the demo stream's state messages", () => {
  it('reads a well-formed state', () => {
    expect(parseDemoState({ type: 'NEXUS_STATE', data: state })).toEqual(state);
  });

  it.each([
    ['another type', { type: 'PLAYER_EVENT', data: state }],
    ['a negative time', { type: 'NEXUS_STATE', data: { ...state, currentTime: -1 } }],
    [
      'a time that is not a number',
      { type: 'NEXUS_STATE', data: { ...state, currentTime: 'NaN' } },
    ],
    ['an unknown event', { type: 'NEXUS_STATE', data: { ...state, event: 'explode' } }],
    ['an unknown cause', { type: 'NEXUS_STATE', data: { ...state, cause: 'server' } }],
    ['an absurd rate', { type: 'NEXUS_STATE', data: { ...state, rate: 1e9 } }],
    ['a string', JSON.stringify({ type: 'NEXUS_STATE', data: state })],
    ['nothing', null],
  ])('ignores %s', (_what, message) => {
    expect(parseDemoState(message)).toBeNull();
  });

  it('builds commands in the shape demo-player.js accepts', () => {
    expect(demoCommandMessage({ command: 'seek', value: 42 })).toEqual({
      type: 'NEXUS_COMMAND',
      command: 'seek',
      value: 42,
    });
    expect(demoCommandMessage({ command: 'pause' })).toEqual({
      type: 'NEXUS_COMMAND',
      command: 'pause',
    });
  });
});
