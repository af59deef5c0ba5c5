import { useLingui } from '@lingui/react/macro';
import { useConnectionStatus } from '@/client/lib/use-connection-status';

/** The mobile banner: online or offline, and the connection type when the browser tells it. */
export function ConnectionBanner() {
  const { online, type } = useConnectionStatus();
  const { t } = useLingui();
  return (
    <div
      role="status"
      data-testid="connection-banner"
      className={`label-caps flex items-center gap-2 rounded-md border px-3 py-2 text-[11px] font-bold sm:hidden ${
        online ? 'border-line bg-surface text-text' : 'border-warn bg-warn/15 text-warn'
      }`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${online ? 'bg-ok' : 'bg-warn'}`} />
      <span>
        {online
          ? t({ message: 'Online', comment: 'Connection status, in capitals' })
          : t({ message: 'Offline', comment: 'Connection status, in capitals' })}
      </span>
      {type && <span className="text-text-dim">· {type.toUpperCase()}</span>}
    </div>
  );
}
