import { titleName } from '@/shared/catalog/title-name';
import { CardActions } from './card-actions';
import { CardMarks } from './card-marks';
import type { ActionTitle } from './card-title-actions';
import { useCardState } from './use-card-state';

/**
 * What every title card carries besides its link (docs/product.md#title-cards): the '⋯' actions
 * and the Watched and rating marks, laid over the poster. It sits beside the card's link in the
 * card's markup (interactive content never goes inside a link); `box` is the poster's area.
 */
export function CardExtras({
  title,
  box = 'inset-x-0 top-0 aspect-[2/3]',
}: {
  title: ActionTitle;
  box?: string;
}) {
  const { watched, rating } = useCardState(title);
  return (
    <div data-card-extras="" className={`pointer-events-none absolute ${box}`}>
      <CardMarks watched={watched} rating={rating} />
      <div className="absolute top-2 right-2">
        <CardActions title={title} name={titleName(title) || 'No Title'} />
      </div>
    </div>
  );
}
