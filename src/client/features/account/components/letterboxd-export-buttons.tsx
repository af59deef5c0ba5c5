import { Download } from 'lucide-react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { downloadLetterboxd, type LetterboxdKind } from '../utils/letterboxd-download';

type Outcome = { tone: 'ok' | 'warn'; message: string };

/** The two Letterboxd files, beside the JSON export; the panel's status line tells the outcome. */
export function LetterboxdExportButtons({ onOutcome }: { onOutcome: (o: Outcome) => void }) {
  const run = (kind: LetterboxdKind) =>
    downloadLetterboxd(kind).then(
      (message) => onOutcome({ tone: 'ok', message }),
      // The CSV writer is a chunk of its own: offline on a first visit it may not load.
      () =>
        onOutcome({
          tone: 'warn',
          message:
            'The Letterboxd file could not be prepared. Check your connection and try again.',
        }),
    );
  return (
    <>
      <button type="button" className={buttonStyles.secondary} onClick={() => void run('watched')}>
        <Download aria-hidden="true" className="size-4" /> Watched for Letterboxd
      </button>
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={() => void run('watchlist')}
      >
        <Download aria-hidden="true" className="size-4" /> Watchlist for Letterboxd
      </button>
    </>
  );
}
