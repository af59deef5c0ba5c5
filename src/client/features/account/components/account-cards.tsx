import { CreditCard, Gauge, ShieldCheck } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { clientConfig } from '@/client/config/client-config';
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
  const accounts = clientConfig().authMode === 'accounts';
  const security = useSecurityStatus(accounts);
  const sessions = useDeviceSessions(accounts);
  const uptime = useServerUptime();
  const encrypted = usePageEncrypted();
  const twoFactor = security.data?.twoFactorEnabled ?? null;
  const passkeys = security.data ? security.data.passkeys.length : null;
  const pending = (value: unknown) => (value === null || value === undefined ? '…' : null);

  return (
    <div className="grid gap-6 md:grid-cols-3">
      <Card
        icon={<ShieldCheck aria-hidden="true" className="size-5 text-accent" />}
        title="Security Protocol"
      >
        <ul className="flex flex-col gap-3 text-sm">
          {accounts ? (
            <StatusRow
              label="Two-Factor Auth"
              active={twoFactor}
              state={pending(twoFactor) ?? (twoFactor ? 'Active' : 'Off')}
              note={
                twoFactor === false && (
                  <a href="#two-factor" className="underline">
                    Set up
                  </a>
                )
              }
            />
          ) : (
            <StatusRow
              label="Two-Factor Auth"
              active={false}
              state="Off"
              note="No accounts on this server"
            />
          )}
          <StatusRow
            label="Neural Encryption"
            active={encrypted}
            state={encrypted === null ? '…' : encrypted ? 'Active' : 'Not encrypted'}
            note={
              <>
                {encrypted === false && 'This server is reached over http. '}
                {accounts && 'Passwords are stored only as scrypt hashes.'}
              </>
            }
          />
          {accounts ? (
            <StatusRow
              label="Biometric Lock"
              active={passkeys === null ? null : passkeys > 0}
              state={pending(passkeys) ?? (passkeys ? 'Active' : 'Off')}
              note={
                passkeys === 0 && (
                  <a href="#passkeys" className="underline">
                    Add a passkey
                  </a>
                )
              }
            />
          ) : (
            <StatusRow
              label="Biometric Lock"
              active={false}
              state="Off"
              note="No accounts on this server"
            />
          )}
        </ul>
      </Card>
      <Card
        icon={<CreditCard aria-hidden="true" className="size-5 text-accent" />}
        title="Subscription Status"
      >
        <p className="label-caps text-lg font-bold text-text">NEXUS PREMIUM</p>
        <p className="mt-2 text-sm">Free: every feature included</p>
        <p className="mt-1 text-sm text-text-dim">No renewal: nothing is ever charged</p>
      </Card>
      <Card
        icon={<Gauge aria-hidden="true" className="size-5 text-accent" />}
        title="Usage Statistics"
      >
        <dl className="flex flex-col gap-2 text-sm">
          {[
            [
              'Neural Sessions',
              accounts ? (sessions.data ? String(sessions.data.length) : '…') : 'No accounts',
              'Devices signed in to your account',
            ],
            [
              'Data Consumed',
              accounts
                ? security.data
                  ? formatStoredSize(security.data.libraryBytes)
                  : '…'
                : 'Nothing on the server',
              'Your library as stored on the server',
            ],
            [
              'Matrix Uptime',
              uptime.data === undefined
                ? '…'
                : uptime.data === null
                  ? 'Unknown'
                  : formatUptime(uptime.data),
              'Time since this server started',
            ],
          ].map(([label, value, meaning]) => (
            <div key={label} className="flex justify-between gap-3" title={meaning}>
              <dt className="text-text-dim">{label}</dt>
              <dd className="font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
