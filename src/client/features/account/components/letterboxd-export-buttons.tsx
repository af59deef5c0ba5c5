import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { downloadLetterboxd, type LetterboxdKind } from '../utils/letterboxd-download';

type Outcome = { tone: 'ok' | 'warn'; message: string };

/** The two Letterboxd files, beside the JSON export; the panel's status line tells the outcome. */
export function LetterboxdExportButtons({ onOutcome }: { onOutcome: (o: Outcome) => void }) {
  const { t, i18n } = useLingui();
  const run = (kind: LetterboxdKind) =>
    downloadLetterboxd(kind, new Date(), i18n).then(
      (message) => onOutcome({ tone: 'ok', message }),
      // The CSV writer is a chunk of its own: offline on a first visit it may not load.
      () =>
        onOutcome({
          tone: 'warn',
          message: t`The Letterboxd file could not be prepared. Check your connection and try again.`,
        }),
    );
  return (
    <>
      <button type="button" className={buttonStyles.secondary} onClick={() => void run('watched')}>
        <Download aria-hidden="true" className="size-4" />{' '}
        <Trans comment="Button: downloads a file of watched films for Letterboxd (a film website)">
          Watched for Letterboxd
        </Trans>
      </button>
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={() => void run('watchlist')}
      >
        <Download aria-hidden="true" className="size-4" />{' '}
        <Trans comment="Button: downloads the vault as a watchlist file for Letterboxd (a film website)">
          Watchlist for Letterboxd
        </Trans>
      </button>
    </>
  );
}
