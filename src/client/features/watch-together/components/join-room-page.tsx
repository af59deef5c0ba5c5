import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { watchPath } from '@/client/config/paths';
import { clientConfig } from '@/client/config/client-config';
import { useNavigate } from '@/client/lib/router/router';
import { ROOM_LIMITS } from '@/shared/watch-together/room-limits';
import { normalizeRoomCode } from '@/shared/watch-together/room-schemas';
import { joinAndOpen, roomWatchTarget } from '../utils/join-and-open';
import { roomErrorMessage } from '../utils/room-error-text';
import { NotOffered, RoomPageFrame } from './room-page-frame';

const inputClass =
  'w-full rounded-md border border-line bg-surface-2 px-3 py-3 text-center font-mono text-2xl tracking-[0.2em] uppercase text-text placeholder:text-text-dim focus:border-accent';

/**
 * 'Join a room' (`/watch-together`): one field for the 8-character code (case, spaces and dashes
 * do not matter), checked here first; the server limits the tries per account and each refusal
 * is explained by its code.
 */
export function JoinRoomPage() {
  const { t, i18n } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (clientConfig().authMode !== 'accounts') return <NotOffered />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // Read from the field itself: a code typed before the page's script took over is there too.
    const typed = new FormData(event.currentTarget as HTMLFormElement).get('code');
    const normalized = normalizeRoomCode(typeof typed === 'string' ? typed : '');
    if (!normalized) {
      setError(
        t({
          message: 'That is not a room code: 8 letters and digits.',
          comment: 'Watch together: what was typed into the code field is not a code',
        }),
      );
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await joinAndOpen({ code: normalized });
      const target = roomWatchTarget(answer);
      void navigate(watchPath(target.type, target.id, target.selection));
    } catch (failure) {
      setError(roomErrorMessage(failure, i18n));
      setBusy(false);
    }
  };

  return (
    <RoomPageFrame
      heading={<Trans comment="Watch together: the page's heading">Join a room</Trans>}
    >
      <p className="text-sm text-text-dim">
        <Trans comment="Watch together: under 'Join a room'">
          Enter the code shown on the host&apos;s screen. It works for 10 minutes.
        </Trans>
      </p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-3"
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <label htmlFor={`${id}-code`} className="label-caps text-xs text-text-dim">
          <Trans comment="Watch together: the field's label">Room code</Trans>
        </label>
        <input
          id={`${id}-code`}
          name="code"
          className={inputClass}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          maxLength={ROOM_LIMITS.codeLength + 4}
          placeholder="ABCD 2345"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-warn" data-testid="join-error">
            {error}
          </p>
        )}
        <button type="submit" className={buttonStyles.primary} disabled={busy}>
          <Trans comment="Watch together: button, join the room of this code">Join</Trans>
        </button>
      </form>
    </RoomPageFrame>
  );
}
