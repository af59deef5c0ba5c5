import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { useOnline } from '@/client/lib/use-connection-status';
import type { StreamProvider } from '@/shared/player/provider-schema';

/**
 * The stream's box: full width at the video's own ratio on narrow screens; on wide ones it fills
 * the height under the player's 3.5 rem bar, and the stream letterboxes itself inside.
 */
const frameBox =
  'relative aspect-video max-h-[calc(100dvh-3.5rem)] w-full bg-black lg:aspect-auto lg:h-[calc(100dvh-3.5rem)]';

/** No load within 15 s counts as a failure. */
export const LOAD_TIMEOUT_MS = 15_000;

interface PlayerFrameProps {
  src: string;
  provider: StreamProvider;
  label: string;
  frameRef: RefObject<HTMLIFrameElement | null>;
  nextProviderName?: string;
  onNextProvider: () => void;
  onBack: () => void;
  onLoad: () => void;
  /** Drawn over the playing stream (the next-episode card). */
  overlay?: ReactNode;
}

/**
 * The embed, with the product's loading and failure states (docs/product.md#loading-and-failure).
 * Sandbox and referrer policy come from the provider entry and are on the element from its first
 * render. The parent keys this by URL, so a new source starts loading afresh.
 */
/** Shown while the provider list itself is loading. */
export function FrameLoading() {
  return (
    <div className={frameBox}>
      <LoadingState />
    </div>
  );
}

function LoadingState() {
  return (
    <div
      role="status"
      className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-black"
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-2 border-line border-t-accent"
      />
      <p className="label-caps text-sm text-text-dim">
        <Trans comment="While the stream loads; NEXUS is the product's name">
          Initializing NEXUS Stream...
        </Trans>
      </p>
    </div>
  );
}

function OfflineFrame() {
  return (
    <div className={frameBox}>
      <div
        role="alert"
        className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-bg p-6 text-center"
      >
        <h3 className="label-caps text-lg font-bold text-warn">
          <Trans>YOU ARE OFFLINE</Trans>
        </h3>
        <p className="max-w-md text-sm text-text-dim">
          <Trans>
            Playing needs a connection. The stream starts here as soon as you are back online.
          </Trans>
        </p>
      </div>
    </div>
  );
}

export function PlayerFrame(props: PlayerFrameProps) {
  const { t } = useLingui();
  const { src, provider, label, frameRef } = props;
  const nextProvider = props.nextProviderName;
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>(src ? 'loading' : 'failed');

  // The stream needs the network: offline before it has loaded, the frame says so and loads
  // afresh once back online (no timeout counts meanwhile). A stream already playing is left to
  // ride out a short drop on what it has buffered.
  const online = useOnline();
  useEffect(() => {
    if (status !== 'loading' || !online) return;
    const timer = window.setTimeout(() => setStatus('failed'), LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [status, attempt, online]);

  const retry = () => {
    setStatus(src ? 'loading' : 'failed');
    setAttempt((n) => n + 1);
  };

  if (!online && status !== 'loaded') return <OfflineFrame />;

  return (
    <div className={frameBox}>
      {src && status !== 'failed' && (
        <iframe
          key={attempt}
          ref={frameRef}
          src={src}
          title={t({
            message: `NEXUS stream: ${label}`,
            comment:
              "The stream frame's label; {label} is the title's name (with S1 E5 for a series)",
          })}
          // "none": the operator chose an unsandboxed frame for a player that refuses sandboxes.
          sandbox={provider.sandbox === 'none' ? undefined : provider.sandbox.join(' ')}
          referrerPolicy={provider.referrerPolicy}
          allow="autoplay; fullscreen; encrypted-media; picture-in-picture"
          allowFullScreen
          className="absolute inset-0 size-full border-0"
          onLoad={() => {
            setStatus('loaded');
            props.onLoad();
          }}
          onError={() => setStatus('failed')}
        />
      )}
      {status === 'loaded' && props.overlay}
      {status === 'loading' && <LoadingState />}
      {status === 'failed' && (
        <div
          role="alert"
          className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-bg p-6 text-center"
        >
          <h3 className="label-caps text-lg font-bold text-accent">
            <Trans>STREAM TEMPORARILY UNAVAILABLE</Trans>
          </h3>
          <p className="max-w-md text-sm text-text-dim">
            <Trans>
              The quantum servers are experiencing high traffic. Our AI is working to restore
              connection.
            </Trans>
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <button type="button" className={buttonStyles.primary} onClick={retry}>
              <Trans comment="Button: load the stream again">RETRY CONNECTION</Trans>
            </button>
            {nextProvider && (
              <button
                type="button"
                className={buttonStyles.secondary}
                onClick={props.onNextProvider}
              >
                <Trans comment="Button: play from another stream provider; {nextProvider} is its name">
                  TRY {nextProvider}
                </Trans>
              </button>
            )}
            <button type="button" className={buttonStyles.secondary} onClick={props.onBack}>
              <Trans comment="Button: leave the player">GO BACK</Trans>
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
