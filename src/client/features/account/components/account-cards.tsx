import { Trans, useLingui } from '@lingui/react/macro';
import { CreditCard, Gauge, ShieldCheck } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { clientConfig } from '@/client/config/client-config';
import { useFormatLocale } from '@/client/i18n/use-format-locale';
import { useDeviceSessions } from '../api/list-sessions';
import { useSecurityStatus } from '../api/security-status';
import { useServerUptime } from '../api/server-uptime';
import { formatStoredSize, formatUptime } from '../utils/usage-figures';

/**
 * The three cards of the spec (docs/product.md#account-page): its labels and look, with values
 * that are true of this account and this server. A security claim is never decorative: 'Active'
 * only when the feature is on.
 */
function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-line bg-surface p-6" aria-label={title}>
      <h2 className="label-caps mb-4 flex items-center gap-2 text-base font-bold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function StatusRow(props: {
  label: string;
  active: boolean | null;
  state: string;
  note?: ReactNode;
}) {
  const { label, active, state, note } = props;
  return (
    <li className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-3">
        <span>{label}</span>
        <span className={`flex items-center gap-2 text-xs ${active ? 'text-ok' : 'text-text-dim'}`}>
          <span
            aria-hidden="true"
            className={`size-2.5 rounded-full ${
              active ? 'bg-ok shadow-[0_0_8px_var(--color-ok)]' : 'border border-line bg-surface-2'
            }`}
          />
          {state}
        </span>
      </div>
      {note && <p className="text-xs text-text-dim">{note}</p>}
    </li>
  );
}

const noSubscription = () => () => {};

/**
 * Whether the page came over https: known in the browser only. The server's render (and the
 * hydration that matches it) says null, 'checking'; the browser's value follows at once.
 */
function usePageEncrypted(): boolean | null {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.protocol === 'https:',
    () => null,
  );
}

export function AccountCards() {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const accounts = clientConfig().authMode === 'accounts';
  const security = useSecurityStatus(accounts);
  const sessions = useDeviceSessions(accounts);
  const uptime = useServerUptime();
  const encrypted = usePageEncrypted();
  const twoFactor = security.data?.twoFactorEnabled ?? null;
  const passkeys = security.data ? security.data.passkeys.length : null;
  const pending = (value: unknown) => (value === null || value === undefined ? '…' : null);
  const active = t({ message: 'Active', comment: 'Account page: a security feature is on' });
  const off = t({ message: 'Off', comment: 'Account page: a security feature is off' });
  const noAccounts = t`No accounts on this server`;
  const twoFactorLabel = t({
    message: 'Two-Factor Auth',
    comment: 'Account page, Security Protocol card: two-factor authentication',
  });
  const biometricLabel = t({
    message: 'Biometric Lock',
    comment: 'Account page, Security Protocol card: sign-in with passkeys (fingerprint, face)',
  });

  return (
    <div className="grid gap-6 md:grid-cols-3">
      <Card
        icon={<ShieldCheck aria-hidden="true" className="size-5 text-accent" />}
        title={t({
          message: 'Security Protocol',
          comment: 'Account page: title of the security card',
        })}
      >
        <ul className="flex flex-col gap-3 text-sm">
          {accounts ? (
            <StatusRow
              label={twoFactorLabel}
              active={twoFactor}
              state={pending(twoFactor) ?? (twoFactor ? active : off)}
              note={
                twoFactor === false && (
                  <a href="#two-factor" className="underline">
                    <Trans comment="Account page: link to set up two-factor authentication">
                      Set up
                    </Trans>
                  </a>
                )
              }
            />
          ) : (
            <StatusRow label={twoFactorLabel} active={false} state={off} note={noAccounts} />
          )}
          <StatusRow
            label={t({
              message: 'Neural Encryption',
              comment: 'Account page, Security Protocol card: whether the connection is encrypted',
            })}
            active={encrypted}
            state={encrypted === null ? '…' : encrypted ? active : t`Not encrypted`}
            note={
              <>
                {encrypted === false && `${t`This server is reached over http.`} `}
                {accounts && t`Passwords are stored only as scrypt hashes.`}
              </>
            }
          />
          {accounts ? (
            <StatusRow
              label={biometricLabel}
              active={passkeys === null ? null : passkeys > 0}
              state={pending(passkeys) ?? (passkeys ? active : off)}
              note={
                passkeys === 0 && (
                  <a href="#passkeys" className="underline">
                    <Trans>Add a passkey</Trans>
                  </a>
                )
              }
            />
          ) : (
            <StatusRow label={biometricLabel} active={false} state={off} note={noAccounts} />
          )}
        </ul>
      </Card>
      <Card
        icon={<CreditCard aria-hidden="true" className="size-5 text-accent" />}
        title={t({
          message: 'Subscription Status',
          comment: 'Account page: title of the plan card',
        })}
      >
        <p className="label-caps text-lg font-bold text-text">
          <Trans comment="Account page: the plan's name, all caps (NEXUS is a name, not translated)">
            NEXUS PREMIUM
          </Trans>
        </p>
        <p className="mt-2 text-sm">
          <Trans>Free: every feature included</Trans>
        </p>
        <p className="mt-1 text-sm text-text-dim">
          <Trans>No renewal: nothing is ever charged</Trans>
        </p>
      </Card>
      <Card
        icon={<Gauge aria-hidden="true" className="size-5 text-accent" />}
        title={t({ message: 'Usage Statistics', comment: 'Account page: title of the usage card' })}
      >
        <dl className="flex flex-col gap-2 text-sm">
          {[
            [
              'sessions',
              t({
                message: 'Neural Sessions',
                comment: 'Account page, Usage Statistics card: how many devices are signed in',
              }),
              accounts
                ? sessions.data
                  ? new Intl.NumberFormat(locale).format(sessions.data.length)
                  : '…'
                : t`No accounts`,
              t`Devices signed in to your account`,
            ],
            [
              'data',
              t({
                message: 'Data Consumed',
                comment: "Account page, Usage Statistics card: the size of the person's library",
              }),
              accounts
                ? security.data
                  ? formatStoredSize(security.data.libraryBytes, i18n, locale)
                  : '…'
                : t`Nothing on the server`,
              t`Your library as stored on the server`,
            ],
            [
              'uptime',
              t({
                message: 'Matrix Uptime',
                comment: 'Account page, Usage Statistics card: how long the server has run',
              }),
              uptime.data === undefined
                ? '…'
                : uptime.data === null
                  ? t({ message: 'Unknown', comment: 'Account page: the server uptime is unknown' })
                  : formatUptime(uptime.data, i18n),
              t`Time since this server started`,
            ],
          ].map(([key, label, value, meaning]) => (
            <div key={key} className="flex justify-between gap-3" title={meaning}>
              <dt className="text-text-dim">{label}</dt>
              <dd className="font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
