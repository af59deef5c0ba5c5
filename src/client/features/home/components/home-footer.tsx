import { Trans } from '@lingui/react/macro';
import { APP_VERSION } from '@/shared/client-config';

/** The home footer: static status text and the version label (docs/product.md#home-view). */
export function HomeFooter() {
  return (
    <footer className="mt-8 border-t border-line px-4 py-6 sm:px-14">
      <div className="label-caps flex flex-col gap-2 text-[11px] text-text-dim sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2">
          <span aria-hidden="true" className="size-2 rounded-full bg-ok" />
          <Trans comment="The home footer's status line, shown in small capitals">
            NEXUS neural network online · all streams operational
          </Trans>
        </p>
        <p>
          <Trans comment="The home footer's version label; {APP_VERSION} is the version number, like 2.1.0">
            NEXUS STREAMING MATRIX <span className="text-text">{`v${APP_VERSION}`}</span>
          </Trans>
        </p>
      </div>
    </footer>
  );
}
