import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ROOM_LIMITS } from '@/shared/watch-together/room-limits';
import type { RoomAction, ReportBody } from '@/shared/watch-together/room-schemas';
import { sendCommand } from '../api/send-command';
import { sendReport } from '../api/send-report';
import {
  demoCommandMessage,
  parseDemoState,
  type DemoCommand,
  type DemoState,
} from '../utils/demo-messages';
import type { RoomPlayer } from '../utils/room-player';
import {
  expectedPosition,
  offersJump,
  planSync,
  scheduleCommand,
  stillToApply,
} from '../utils/sync-plan';
import { onRoomCommand, roomActions, useRoomStore } from './room-store';
import { useClockOffset } from './use-clock-offset';

/** How often a guest's demo stream is asked where it is, and its drift corrected. */
const CHECK_EVERY_MS = 500;
/** The least time between two reports. */
const REPORT_GAP_MS = 600;
/** A host's seeks while scrubbing are sent as one, the last. */
const SEEK_SETTLE_MS = 250;

type RoomSyncPlayer = Pick<RoomPlayer, 'frameRef' | 'src' | 'loads' | 'controllable' | 'progress'>;

/**
 * Keeps this member's stream in step with the room (decision 0035).
 * - The demo stream (NEXUS commands it): a guest applies each command at its shared moment and
 *   corrects its drift every half second by rate or seek; the host's own play, pause and seek
 *   become the room's commands. Everyone reports where they are every 2 s and on every change;
 *   a guest's stall reported this way holds the room.
 * - An embedded provider (NEXUS only hears it): everyone reports what the player says; a guest
 *   learns whether it is far enough off for 'Jump to host'.
 */
export function useRoomSync(player: RoomSyncPlayer) {
  const session = useRoomStore((s) => s.session);
  const roomId = session?.roomId ?? null;
  const live = session !== null && (session.status === 'live' || session.status === 'reconnecting');
  const isHost = session !== null && session.room.hostMemberId === session.memberId;
  const offset = useClockOffset(live);
  const demo = useRef<{ state: DemoState; heardAt: number } | null>(null);
  const { frameRef, src, loads, controllable, progress } = player;
  const [far, setFar] = useState(false);

  const serverNow = () => Date.now() + offset.current;
  const room = () => useRoomStore.getState().session?.room ?? null;
  const hostNow = () => {
    const current = room();
    return current ? expectedPosition(current.playback, serverNow()) : 0;
  };
  const tell = (command: DemoCommand) => {
    const frame = frameRef.current?.contentWindow;
    if (!frame || !src) return;
    frame.postMessage(demoCommandMessage(command), new URL(src, window.location.href).origin);
  };

  // Where this member is now, by the demo's last answer or the embed's last message.
  const ownNow = useEffectEvent((): ReportBody | null => {
    if (controllable) {
      const heard = demo.current;
      if (!heard) return null;
      const moved = heard.state.paused
        ? 0
        : ((Date.now() - heard.heardAt) / 1000) * heard.state.rate;
      return {
        position: heard.state.currentTime + moved,
        playing: !heard.state.paused,
        buffering: heard.state.buffering,
      };
    }
    const heard = progress.latest.current;
    if (!heard) return null;
    const playing = heard.update.event !== 'pause' && heard.update.event !== 'ended';
    const moved = playing ? (Date.now() - heard.heardAt) / 1000 : 0;
    return { position: heard.update.currentTime + moved, playing, buffering: false };
  });

  // Reports go at most every REPORT_GAP_MS (a seek's stall and recovery, a burst of changes, are
  // one report), the last state winning; the server's budget is 2 a second.
  const lastReport = useRef(0);
  const reportTimer = useRef<number | undefined>(undefined);
  const sendNow = useEffectEvent(() => {
    const now = ownNow();
    if (!roomId || !live || !now) return;
    lastReport.current = Date.now();
    const position = Math.min(Math.max(0, now.position), ROOM_LIMITS.maxPositionSeconds);
    // The host's own stall is the room's position, not a reason to hold the others.
    const buffering = isHost ? false : now.buffering;
    void sendReport(roomId, { ...now, buffering, position }).catch(() => {});
  });
  const report = useEffectEvent(() => {
    if (reportTimer.current !== undefined) return;
    const wait = Math.max(0, lastReport.current + REPORT_GAP_MS - Date.now());
    reportTimer.current = window.setTimeout(() => {
      reportTimer.current = undefined;
      sendNow();
    }, wait);
  });
  useEffect(() => () => window.clearTimeout(reportTimer.current), []);

  const command = useEffectEvent((action: RoomAction, position: number) => {
    if (!roomId || !live || !isHost) return;
    const at = Math.min(Math.max(0, position), ROOM_LIMITS.maxPositionSeconds);
    // The answer's number tells this tab at once that older commands are superseded (below).
    void sendCommand(roomId, { action, position: at })
      .then((answer) => {
        const memberId = useRoomStore.getState().session?.memberId;
        if (memberId) roomActions.command({ ...answer, action, position: at, by: memberId });
      })
      .catch(() => {});
  });

  // Commands scheduled and not yet applied: no drift correction meanwhile.
  const pending = useRef(0);

  // A guest's drift, corrected (only while its own play state matches the room's: a guest who
  // paused here on purpose is not pulled along until the next command).
  const correct = useEffectEvent((state: DemoState) => {
    const current = room();
    if (!current || state.buffering || pending.current > 0) return;
    if (state.paused === current.playback.playing) return;
    const step = planSync(
      { position: state.currentTime, rate: state.rate },
      hostNow(),
      current.playback.playing,
    );
    if (step.kind === 'seek') tell({ command: 'seek', value: step.position });
    else if (step.kind === 'rate') tell({ command: 'rate', value: step.rate });
  });

  // The demo stream's answers: its state, and a host's own actions as commands.
  const seekTimer = useRef<number | undefined>(undefined);
  const onDemoState = useEffectEvent((state: DemoState) => {
    const previous = demo.current?.state;
    demo.current = { state, heardAt: Date.now() };
    if (state.cause === 'user' && isHost) {
      if (state.event === 'play' || state.event === 'pause') {
        window.clearTimeout(seekTimer.current);
        command(state.event, state.currentTime);
      } else if (state.event === 'seeked') {
        window.clearTimeout(seekTimer.current);
        seekTimer.current = window.setTimeout(
          () => command('seek', state.currentTime),
          SEEK_SETTLE_MS,
        );
      }
    }
    if (state.event === 'report') {
      if (!isHost) correct(state);
      return;
    }
    if (previous?.paused !== state.paused || previous?.buffering !== state.buffering) report();
  });

  useEffect(() => {
    if (!controllable || !live) return;
    const listener = (event: MessageEvent) => {
      const frame = frameRef.current?.contentWindow;
      if (!frame || event.source !== frame || event.origin !== window.location.origin) return;
      const state = parseDemoState(event.data);
      if (state) onDemoState(state);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [controllable, live, frameRef]);

  // Commands, applied at their shared moment (a guest's; the host has already done its own, and
  // applies only the server's holds for a buffering guest).
  const apply = useEffectEvent((action: RoomAction, position: number) => {
    tell({ command: 'rate', value: 1 });
    tell({ command: 'seek', value: position });
    if (action === 'play') tell({ command: 'play' });
    if (action === 'pause') tell({ command: 'pause' });
  });
  useEffect(() => {
    if (!controllable || !live) return;
    const timers = new Set<number>();
    const off = onRoomCommand((incoming) => {
      const { memberId } = useRoomStore.getState().session ?? {};
      if (incoming.by === memberId) return;
      const { delayMs, position } = scheduleCommand(incoming, offset.current, Date.now());
      pending.current += 1;
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        pending.current -= 1;
        const now = useRoomStore.getState().session;
        const here = {
          isHost: now !== null && now.room.hostMemberId === now.memberId,
          latestSeq: now?.room.playback.seq ?? 0,
        };
        if (stillToApply(incoming, here)) apply(incoming.action, position);
      }, delayMs);
      timers.add(timer);
    });
    return () => {
      off();
      timers.forEach((timer) => window.clearTimeout(timer));
      pending.current = 0;
    };
  }, [controllable, live, offset]);

  // A fresh frame (the first load, a retry, a jump) starts where the room is, as the room is.
  useEffect(() => {
    if (!controllable || !live || loads === 0) return;
    demo.current = null;
    const current = room();
    if (!current || isHost) return;
    const position = hostNow();
    tell({ command: 'seek', value: position });
    tell({ command: current.playback.playing ? 'play' : 'pause' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per load and role, not per render
  }, [controllable, live, loads, isHost]);

  const checkFar = useEffectEvent(() => {
    if (isHost) return setFar(false);
    setFar(offersJump(ownNow()?.position ?? null, hostNow()));
  });

  // The regular beat: ask the demo where it is (a guest corrects on the answer), report every 2 s.
  useEffect(() => {
    if (!live || !src) return;
    let beats = 0;
    const reportEvery = Math.round(ROOM_LIMITS.reportEveryMs / CHECK_EVERY_MS);
    const timer = window.setInterval(() => {
      beats += 1;
      if (controllable) tell({ command: 'report' });
      if (beats % reportEvery === 0) report();
      if (!controllable) checkFar();
    }, CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- tell reads the current frame
  }, [live, src, controllable]);

  // An embed: its play, pause and seek are reported at once (the host's report moves the room).
  useEffect(() => {
    if (controllable || !live) return;
    return progress.subscribe((heard) => {
      if (heard.update.event !== 'timeupdate') report();
    });
  }, [controllable, live, progress]);

  return {
    /** An embedded stream more than 5 s from the host: offer 'Jump to host'. */
    far: !controllable && !isHost && far,
    /** The host's second now, for 'Jump to host'. */
    hostPosition: hostNow,
  };
}
