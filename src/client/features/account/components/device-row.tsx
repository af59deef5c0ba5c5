import { Trans, useLingui } from '@lingui/react/macro';
import { Monitor, Smartphone } from 'lucide-react';
import type { DeviceSession } from '@/shared/auth/device-sessions';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { useFormatLocale } from '@/client/i18n/use-format-locale';
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
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const name = describeDevice(session.userAgent, i18n);
  const when = relativeTime(session.lastActiveAt, undefined, i18n, locale);
  const Icon = isMobileAgent(session.userAgent) ? Smartphone : Monitor;
  return (
    <li className="flex flex-wrap items-center gap-4 border-b border-line py-4 last:border-b-0">
      <Icon aria-hidden="true" className="size-6 shrink-0 text-text-dim" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-bold">
          {name}
          {session.current && (
            <span className="label-caps rounded-sm border border-ok px-2 py-0.5 text-xs text-ok">
              <Trans comment="Devices list: the badge on the device the person is using">
                This device
              </Trans>
            </span>
          )}
        </p>
        <p className="mt-1 text-sm text-text-dim">
          {session.current
            ? t`Active now`
            : t({
                message: `Last active ${when}`,
                comment: 'Devices list; {when} is "5 minutes ago", "just now"',
              })}
        </p>
      </div>
      {!session.current && (
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={busy}
          // The visible label plus the device, so each button says which one it signs out.
          aria-label={t({
            message: `Sign out ${name}, last active ${when}`,
            comment: 'Devices list button; {name} is "Firefox on Windows", {when} "5 minutes ago"',
          })}
          onClick={() => onSignOut(name)}
        >
          <Trans comment="Devices list: signs one other device out">Sign out</Trans>
        </button>
      )}
    </li>
  );
}
