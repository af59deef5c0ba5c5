import { Trans } from '@lingui/react/macro';
import { useSecurityStatus } from '../api/security-status';
import { PasskeysPanel } from './passkeys-panel';
import { TwoFactorPanel } from './two-factor-panel';

/** Where the security card's 'Set up' and 'Add a passkey' lead (docs/product.md#two-factor-and-passkeys). */
export function SecuritySettings() {
  const status = useSecurityStatus(true);
  return (
    <section
      aria-labelledby="security-settings-title"
      aria-busy={status.isPending}
      className="flex flex-col gap-6 rounded-lg border border-line bg-surface p-6"
    >
      <h2 id="security-settings-title" className="label-caps text-lg font-bold">
        <Trans comment="Account page: heading of the security settings (two-factor sign-in, passkeys)">
          Two-factor and passkeys
        </Trans>
      </h2>
      {status.isError ? (
        <p role="alert" className="text-sm text-warn">
          <Trans>
            Unable to load your security settings. Check your connection and reload the page.
          </Trans>
        </p>
      ) : status.data ? (
        <>
          <TwoFactorPanel enabled={status.data.twoFactorEnabled} />
          <PasskeysPanel passkeys={status.data.passkeys} />
        </>
      ) : (
        <p className="text-sm text-text-dim">
          <Trans>Loading…</Trans>
        </p>
      )}
    </section>
  );
}
