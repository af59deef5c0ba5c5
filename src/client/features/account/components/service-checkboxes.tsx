import { Trans } from '@lingui/react/macro';
import { ProviderLogo } from '@/client/components/ui/provider-logo';
import type { WatchProvider } from '@/shared/where-to-watch/watch-providers';

/**
 * 'My services' on /account: one checkbox a service, named by its name beside its logo; once
 * `full`, only the chosen ones can change.
 */
export function ServiceCheckboxes({
  services,
  chosen,
  full,
  onToggle,
}: {
  services: readonly WatchProvider[];
  chosen: readonly number[];
  full: boolean;
  onToggle: (id: number, on: boolean) => void;
}) {
  if (services.length === 0)
    return (
      <p className="mt-3 text-sm text-text-dim">
        <Trans>No service matches.</Trans>
      </p>
    );
  return (
    <ul className="mt-3 grid max-h-96 grid-cols-1 gap-2 overflow-y-auto sm:grid-cols-2 lg:grid-cols-3">
      {services.map((provider) => {
        const checked = chosen.includes(provider.id);
        return (
          <li key={provider.id}>
            <label className="flex cursor-pointer items-center gap-2 rounded-md border border-line px-2 py-1.5 text-sm focus-within:outline-2 focus-within:outline-accent has-[:checked]:border-accent">
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && full}
                onChange={(event) => onToggle(provider.id, event.target.checked)}
                className="size-4 accent-[var(--color-accent)]"
              />
              <ProviderLogo
                provider={provider}
                size="small"
                logoNamed={false}
                nameClassName="min-w-0 truncate"
              />
            </label>
          </li>
        );
      })}
    </ul>
  );
}
