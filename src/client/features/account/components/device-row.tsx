import { Monitor, Smartphone } from 'lucide-react';
import type { DeviceSession } from '@/shared/auth/device-sessions';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { describeDevice, isMobileAgent } from '../utils/describe-device';
import { relativeTime } from '../utils/relative-time';

/** One signed-in device: what it is, when it was last active, and a way to sign it out. */
export function DeviceRow({
  session,
  busy,
  onSignOut,
}: {
  session: DeviceSession;
  busy: boolean;
  onSignOut: (name: string) => void;
}) {
  const name = describeDevice(session.userAgent);
  const Icon = isMobileAgent(session.userAgent) ? Smartphone : Monitor;
  return (
    <li className="flex flex-wrap items-center gap-4 border-b border-line py-4 last:border-b-0">
      <Icon aria-hidden="true" className="size-6 shrink-0 text-text-dim" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-bold">
          {name}
          {session.current && (
            <span className="label-caps rounded-sm border border-ok px-2 py-0.5 text-xs text-ok">
              This device
            </span>
          )}
        </p>
        <p className="mt-1 text-sm text-text-dim">
          {session.current ? 'Active now' : `Last active ${relativeTime(session.lastActiveAt)}`}
        </p>
      </div>
      {!session.current && (
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={busy}
          // The visible label plus the device, so each button says which one it signs out.
          aria-label={`Sign out ${name}, last active ${relativeTime(session.lastActiveAt)}`}
          onClick={() => onSignOut(name)}
        >
          Sign out
        </button>
      )}
    </li>
  );
}
