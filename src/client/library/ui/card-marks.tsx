import { useFormatLocale } from '@/client/i18n/use-format-locale';
import { formatNumber } from '@/client/library/rules/number-format';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Star } from 'lucide-react';

/**
 * The card's marks (docs/product.md#title-cards): 'Watched' for a watched title, and your own
 * rating ('★ 4.5') for one you rated. Text, so screen readers read them with the card. They
 * stack under the actions button at the poster's top right: posters carry their title and its
 * year and genre line at the bottom (ours do, and most real ones), which the marks would cover.
 * Compact (a list row with text beside a small poster) puts them at the row's bottom right and
 * shows 'Watched' as its check alone, so they never cover the row's text.
 */
export function CardMarks({
  watched,
  rating,
  compact,
}: {
  watched: boolean;
  rating: number | undefined;
  compact: boolean;
}) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  if (!watched && rating === undefined) return null;
  const value = rating === undefined ? '' : formatNumber(rating, locale);
  return (
    <div
      className={`absolute flex gap-1 text-[10px] font-bold ${
        compact
          ? 'right-2 bottom-2 flex-col items-end'
          : // Below the '⋯' button: 8 + 32 px, 8 + 44 px on a touch screen, and a 8 px gap.
            'top-12 right-2 flex-col items-end pointer-coarse:top-[3.75rem]'
      }`}
    >
      {watched ? (
        <span
          title={t({ message: 'Watched', comment: 'A mark on a watched title, in capitals' })}
          className="label-caps inline-flex items-center gap-1 rounded bg-accent px-1.5 py-0.5 text-bg"
        >
          <Check aria-hidden="true" className="size-3" />
          <span className={compact ? 'sr-only' : undefined}>
            {t({ message: 'Watched', comment: 'A mark on a watched title, in capitals' })}
          </span>
        </span>
      ) : null}
      {rating !== undefined && (
        <span className="inline-flex items-center gap-0.5 rounded bg-bg/85 px-1.5 py-0.5 text-text">
          <Star aria-hidden="true" className="size-3 fill-current text-accent" />
          <Trans comment="A card's mark of the person's own rating; {value} is from 0.5 to 5">
            <span className="sr-only">Your rating </span>
            {value}
            <span className="sr-only"> of 5</span>
          </Trans>
        </span>
      )}
    </div>
  );
}
