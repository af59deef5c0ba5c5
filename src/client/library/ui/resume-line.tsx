import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { ProgressBar } from '@/client/components/ui/progress-bar';
import { resumeText, type ResumeSummary } from '@/client/library/rules/resume-summary';

/**
 * Under PLAY NOW or WATCH when the title was left part-way: 'Resume from 23 %' (a series:
 * 'S1E4 · 12 min left'), its progress bar, and 'Play from start' (docs/product.md#resume).
 */
export function ResumeLine({
  summary,
  onPlayFromStart,
}: {
  summary: ResumeSummary;
  onPlayFromStart: () => void;
}) {
  const { t } = useLingui();
  const text = resumeText(summary, t);
  return (
    <div className="mt-3 flex max-w-md flex-wrap items-center gap-x-4 gap-y-2">
      <div className="min-w-48 flex-1">
        <p className="text-sm font-semibold">{text}</p>
        <ProgressBar percent={summary.percent} label={text} className="mt-1.5 h-1" />
      </div>
      <button type="button" onClick={onPlayFromStart} className={`${buttonStyles.ghost} min-h-11`}>
        <RotateCcw aria-hidden="true" className="size-4" />
        <Trans comment="Button: play a title from its beginning instead of resuming">
          Play from start
        </Trans>
      </button>
    </div>
  );
}
