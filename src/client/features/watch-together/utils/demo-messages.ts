import * as v from 'valibot';

/*
 * The demo stream's sync messages (src/server/embed/assets/demo-player.js describes its side).
 * The player sends commands; the stream answers with its state. Both sides check every message:
 * a state of the wrong shape, or from another window or origin, is ignored here.
 */

const second = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(86_400 * 2));

const demoStateSchema = v.object({
  type: v.literal('NEXUS_STATE'),
  data: v.object({
    event: v.picklist(['play', 'pause', 'seeked', 'ratechange', 'waiting', 'ready', 'report']),
    currentTime: second,
    duration: second,
    paused: v.boolean(),
    buffering: v.boolean(),
    rate: v.pipe(v.number(), v.minValue(0.0625), v.maxValue(16)),
    /** 'user' when the viewer acted in the stream; 'command' when one of ours caused it. */
    cause: v.picklist(['user', 'command']),
  }),
});
export type DemoState = v.InferOutput<typeof demoStateSchema>['data'];

/** The state in a message from the demo stream, or null for anything else. */
export function parseDemoState(data: unknown): DemoState | null {
  const result = v.safeParse(demoStateSchema, data);
  return result.success ? result.output.data : null;
}

export type DemoCommand =
  | { command: 'play' | 'pause' | 'report' }
  | { command: 'seek'; value: number }
  | { command: 'rate'; value: number };

/** The message for a command, in the shape demo-player.js accepts. */
export function demoCommandMessage(command: DemoCommand) {
  return { type: 'NEXUS_COMMAND', ...command } as const;
}
