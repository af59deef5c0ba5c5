import { useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { formatRating } from '@/client/lib/format';

/**
 * A card's rating, a star and one decimal (docs/product.md#title-cards), a dash when unknown;
 * the label reads the scale out, which the star alone does not say.
 */
export function StarRating({ value }: { value: number | null | undefined }) {
  const { t } = useLingui();
  const rating = formatRating(value);
  return (
    <span
      className="flex items-center gap-0.5"
      aria-label={t({
        message: `Rating ${rating} out of 10`,
        comment: "A card's rating read out. {rating} is like 7.5, or a dash when unknown",
      })}
    >
      <Star aria-hidden="true" className="size-3 fill-current text-warn" />
      {formatRating(value)}
    </span>
  );
}
