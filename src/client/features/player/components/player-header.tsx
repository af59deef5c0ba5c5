import { useLingui } from '@lingui/react/macro';
import { VaultToggleButton } from '@/client/library/ui/vault-toggle-button';
import {
  ArrowLeft,
  Maximize,
  Minimize,
  SkipBack,
  SkipForward,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { PlayerSettingsMenu } from './player-settings-menu';

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-md text-text transition hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-40';

interface PlayerHeaderProps {
  heading: ReactNode;
  isTv: boolean;
  onBack: () => void;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  id: number;
  type: 'movie' | 'tv';
  /** The title record for the vault; null while it loads. */
  vaultRecord: Record<string, unknown> | null;
  isFullscreen: boolean;
  onToggleFullscreen: () => void;
  /** The shareable link of what is playing, offered as 'Copy link' in the settings menu. */
  shareUrl?: string;
  /** Another feature's button (watch together's), given the bar's icon-button look. */
  extraButton?: (className: string) => ReactNode;
}

/** Back; previous and next for TV; settings; the vault toggle; fullscreen. */
export function PlayerHeader(props: PlayerHeaderProps) {
  const { t } = useLingui();
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-line bg-surface px-2 sm:px-4">
      <button
        type="button"
        className={iconButton}
        onClick={props.onBack}
        aria-label={t({ message: 'Back', comment: 'Button: back to the previous page' })}
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
      </button>
      <div className="min-w-0 flex-1 truncate">{props.heading}</div>
      {props.isTv && (
        <>
          <EpisodeStepButton
            label={t`Previous episode`}
            icon={SkipBack}
            onStep={props.onPrevious}
          />
          <EpisodeStepButton
            label={t({ message: 'Next episode', comment: 'Button: play the next episode' })}
            icon={SkipForward}
            onStep={props.onNext}
          />
        </>
      )}
      {props.extraButton?.(iconButton)}
      <PlayerSettingsMenu iconButton={iconButton} shareUrl={props.shareUrl} isTv={props.isTv} />
      <VaultToggleButton
        id={props.id}
        type={props.type}
        record={props.vaultRecord}
        variant="icon"
        className={iconButton}
      />
      <button
        type="button"
        className={iconButton}
        onClick={props.onToggleFullscreen}
        aria-pressed={props.isFullscreen}
        aria-label={props.isFullscreen ? t`Exit fullscreen` : t`Fullscreen`}
      >
        {props.isFullscreen ? (
          <Minimize aria-hidden="true" className="size-5" />
        ) : (
          <Maximize aria-hidden="true" className="size-5" />
        )}
      </button>
    </header>
  );
}

/** Previous or next episode: shown disabled at either end of the series rather than hidden. */
function EpisodeStepButton(props: {
  label: string;
  icon: LucideIcon;
  onStep: (() => void) | null;
}) {
  const Icon = props.icon;
  return (
    <button
      type="button"
      className={iconButton}
      onClick={props.onStep ?? undefined}
      disabled={!props.onStep}
      aria-label={props.label}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
