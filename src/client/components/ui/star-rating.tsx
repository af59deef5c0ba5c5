import { Star } from 'lucide-react';
import { formatRating } from '@/client/lib/format';

/**
 * A card's rating, a star and one decimal (docs/product.md#title-cards), a dash when unknown;
 * the label reads the scale out, which the star alone does not say.
 */
export function StarRating({ value }: { value: number | null | undefined }) {
  return (
    <span
      className="flex items-center gap-0.5"
      aria-label={`Rating ${formatRating(value)} out of 10`}
    >
      <Star aria-hidden="true" className="size-3 fill-current text-warn" />
      {formatRating(value)}
    </span>
  );
}
