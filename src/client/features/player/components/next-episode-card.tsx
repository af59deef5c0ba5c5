import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, SkipForward } from 'lucide-react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import type { EpisodeEnd } from '../hooks/use-episode-end';

/**
 * Over the stream at the end of a series episode (docs/product.md#next-episode-card): 'Next
 * episode' with the next episode's name; with AUTO-PLAY on, after the end, a countdown with
 * 'Cancel'; after the last episode of the series, 'Back to {series}'. Small and in a corner, so
 * the picture (and the credits) stay visible.
 */
export function NextEpisodeCard({
  end,
  next,
  series,
  onNext,
  onBack,
}: {
  end: EpisodeEnd;
  /** 'S1E5 · Name' of the next episode, or null after the last one. */
  next: string | null;
  series: string;
  onNext: () => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  if (!end.showing) return null;
  const seconds = end.countdown;
  return (
    <section
      aria-label={t({ message: 'Up next', comment: 'The card offering the next episode' })}
      className="absolute right-2 bottom-14 z-10 w-[min(20rem,calc(100%-1rem))] rounded-md border border-line bg-bg/90 p-3 text-sm shadow-lg sm:right-4"
    >
      {next === null ? (
        <button
          type="button"
          onClick={onBack}
          className={`${buttonStyles.primary} min-h-11 w-full`}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans comment="After a series' last episode; {series} is the series' name">
            Back to {series}
          </Trans>
        </button>
      ) : (
        <>
          <p className="truncate text-text-dim">{next}</p>
          {end.countdown !== null && (
            <>
              <p aria-hidden="true" className="mt-1 font-semibold">
                <Trans comment="A countdown; {seconds} is a number of seconds">
                  Next episode in {seconds} s
                </Trans>
              </p>
              {/* Read out once, not every second. */}
              <p role="status" className="sr-only">
                <Trans>The next episode starts in 10 seconds.</Trans>
              </p>
            </>
          )}
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              onClick={onNext}
              className={`${buttonStyles.primary} min-h-11 flex-1`}
            >
              <SkipForward aria-hidden="true" className="size-4" />
              <Trans comment="Button: play the next episode">Next episode</Trans>
            </button>
            {end.countdown !== null && (
              <button
                type="button"
                onClick={end.cancel}
                className={`${buttonStyles.secondary} min-h-11`}
              >
                <Trans comment="Button: stop the countdown to the next episode">Cancel</Trans>
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
