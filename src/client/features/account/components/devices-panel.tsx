import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { useRef, useState } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { EmptyState } from '@/client/components/ui/empty-state';
import { useDeviceSessions } from '../api/list-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { accountErrorText } from '../utils/account-error-text';
import { DeviceRow } from './device-row';

type Outcome = { tone: 'ok' | 'warn'; message: string } | null;

/**
 * "Devices": where the account is signed in, and a way to sign the others out
 * (docs/product.md#devices). A device signed out here stops syncing at its next request.
 */
export function DevicesPanel() {
  const { t, i18n } = useLingui();
  const query = useDeviceSessions();
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = revokeOne.isPending || revokeOthers.isPending;
  const sessions = query.data ?? [];
  const others = sessions.filter((session) => !session.current).length;

  // The button pressed goes away with its device: focus goes back to the panel, not the page.
  const settle = (next: Outcome) => {
    setOutcome(next);
    headingRef.current?.focus();
  };
  const reason = (error: unknown) =>
    error instanceof Error ? accountErrorText(error, i18n) : t`unknown error`;
  const failed = (error: unknown, name: string) => {
    const why = reason(error);
    settle({
      tone: 'warn',
      message: t({
        message: `Could not sign ${name} out: ${why}`,
        comment: 'Devices list; {name} is a device ("Firefox on Windows"), {why} the reason',
      }),
    });
  };

  return (
    <section
      aria-labelledby="devices-heading"
      aria-busy={query.isPending || busy}
      className="rounded-lg border border-line bg-surface p-6"
    >
      <h2
        id="devices-heading"
        ref={headingRef}
        tabIndex={-1}
        className="label-caps text-lg font-bold focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <Trans comment="Account page: heading of the list of signed-in devices">Devices</Trans>
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-text-dim">
        <Trans>
          Where your account is signed in. A device you sign out here stops syncing at its next
          request; what it had not sent yet waits there for your next sign-in on it.
        </Trans>
      </p>
      {query.isPending ? (
        <DevicesSkeleton />
      ) : query.isError ? (
        <div className="mt-5">
          <EmptyState
            tone="error"
            compact
            title={t`Unable to load your devices`}
            text={t`Check your connection and try again`}
            action={{
              label: t({ message: 'Retry', comment: 'Button: ask the server again' }),
              onClick: () => void query.refetch(),
            }}
          />
        </div>
      ) : sessions.length === 0 ? (
        <p className="mt-5 text-sm">
          <Trans>No device is signed in to your account.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Signed-in devices`} className="mt-3">
          {sessions.map((session) => (
            <DeviceRow
              key={session.id}
              session={session}
              busy={busy}
              onSignOut={(name) =>
                revokeOne.mutate(session.id, {
                  onSuccess: () =>
                    settle({
                      tone: 'ok',
                      message: t({
                        message: `${name} is signed out.`,
                        comment: 'Devices list; {name} is a device ("Firefox on Windows")',
                      }),
                    }),
                  onError: (error) => failed(error, name),
                })
              }
            />
          ))}
        </ul>
      )}
      {others > 0 && (
        <button
          type="button"
          className={`${buttonStyles.secondary} mt-4`}
          disabled={busy}
          onClick={() =>
            revokeOthers.mutate(undefined, {
              onSuccess: () =>
                settle({
                  tone: 'ok',
                  message: t`Signed out of ${plural(others, {
                    one: '# other device',
                    other: '# other devices',
                  })}.`,
                }),
              onError: (error) => {
                const why = reason(error);
                settle({ tone: 'warn', message: t`Could not sign the other devices out: ${why}` });
              },
            })
          }
        >
          <LogOut aria-hidden="true" className="size-4" />{' '}
          <Trans>Sign out of all other devices</Trans>
        </button>
      )}
      <p
        role="status"
        className={`mt-4 min-h-5 text-sm ${outcome?.tone === 'warn' ? 'text-warn' : 'text-text'}`}
      >
        {query.isPending ? t`Loading devices…` : busy ? t`Signing out…` : outcome?.message}
      </p>
    </section>
  );
}

/** The loading state keeps the list's height, so nothing shifts when it arrives. */
function DevicesSkeleton() {
  return (
    <div className="mt-3" aria-hidden="true">
      {[0, 1].map((row) => (
        <div
          key={row}
          className="flex items-center gap-4 border-b border-line py-4 last:border-b-0"
        >
          <span className="size-6 rounded-sm bg-surface-2" />
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-4 w-40 rounded-sm bg-surface-2" />
            <span className="h-3 w-28 rounded-sm bg-surface-2" />
          </span>
        </div>
      ))}
    </div>
  );
}
