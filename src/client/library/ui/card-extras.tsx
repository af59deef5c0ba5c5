import { useLingui } from '@lingui/react/macro';
import { titleName } from '@/shared/catalog/title-name';
import { CardActions } from './card-actions';
import { CardMarks } from './card-marks';
import type { ActionTitle } from '@/client/library/actions/card-title-actions';
import { useCardState } from './use-card-state';
import { clientConfig } from '@/client/config/client-config';
import { ServiceBadge } from './service-badge';

/**
 * What every title card carries besides its link (docs/product.md#title-cards): the '⋯' actions
 * and the Watched and rating marks, laid over the poster. It sits beside the card's link in the
 * card's markup (interactive content never goes inside a link), over the poster's 2:3 area;
 * `compact` is a list row (the player's recommendations): over the whole row, at its right.
 */
export function CardExtras({ title, compact = false }: { title: ActionTitle; compact?: boolean }) {
  const { t } = useLingui();
  const { watched, rating } = useCardState(title);
  return (
    <div
      data-card-extras=""
      className={`pointer-events-none absolute ${compact ? 'inset-0' : 'inset-x-0 top-0 aspect-[2/3]'}`}
    >
      <CardMarks watched={watched} rating={rating} compact={compact} />
      {/* Availability comes from TMDB only; a list row has no room for it. */}
      {clientConfig().catalog === 'tmdb' && !compact && <ServiceBadge title={title} />}
      <div className="absolute top-2 right-2">
        <CardActions
          title={title}
          name={
            titleName(title) ||
            t({ message: 'No Title', comment: 'Stands for a title without a name' })
          }
        />
      </div>
    </div>
  );
}
