import { Check, Star } from 'lucide-react';

/**
 * The card's marks (docs/product.md#title-cards): 'Watched' for a watched title, and your own
 * rating ('★ 4.5') for one you rated. Text, so screen readers read them with the card.
 */
export function CardMarks({ watched, rating }: { watched: boolean; rating: number | undefined }) {
  if (!watched && rating === undefined) return null;
  return (
    <div className="absolute inset-x-2 bottom-2 flex items-end justify-between gap-1 text-[10px] font-bold">
      {watched ? (
        <span className="label-caps inline-flex items-center gap-1 rounded bg-accent px-1.5 py-0.5 text-bg">
          <Check aria-hidden="true" className="size-3" /> Watched
        </span>
      ) : (
        <span />
      )}
      {rating !== undefined && (
        <span className="inline-flex items-center gap-0.5 rounded bg-bg/85 px-1.5 py-0.5 text-text">
          <Star aria-hidden="true" className="size-3 fill-current text-accent" />
          <span className="sr-only">Your rating </span>
          {rating}
          <span className="sr-only"> of 5</span>
        </span>
      )}
    </div>
  );
}
