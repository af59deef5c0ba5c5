import { useFormatLocale } from '@/client/i18n/use-format-locale';
import { formatNumber } from '@/client/library/rules/number-format';
import { Trans, useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { changeLibrary } from '@/client/library/actions/library-change';
import { storageKeys } from '@/client/lib/storage-keys';
import { useId, useRef, useState } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { clearRating, saveRating } from '@/client/library/stores/ratings-store';
import { useRating } from '@/client/library/stores/ratings-store';
import { RATING_VALUES, starsText } from '@/client/library/rules/rating-steps';

interface RatedTitle {
  id: number;
  mediaType: 'movie' | 'tv';
  title: string;
  posterPath: string | null;
}

/**
 * 'Your rating' (docs/product.md#movie-page): ten native radios, one per half star, drawn as five
 * stars. Native radios give the keyboard for free (Tab into the group, arrows move and choose,
 * Space picks) and read as '4.5 stars, 9 of 10'. Saved in the ratings store, so it syncs.
 * On a touch screen a half star is too small a target (ten of them at 44 px do not fit a phone):
 * there each star is one 44 px target, and tapping the star already chosen takes off its half.
 */
export function YourRating({ id, mediaType, title, posterPath }: RatedTitle) {
  const { t } = useLingui();
  const rating = useRating(id, mediaType);
  const locale = useFormatLocale();
  const score = rating === null ? '' : formatNumber(rating, locale);
  const [hover, setHover] = useState<number | null>(null);
  const labelId = useId();
  const name = useId();
  const group = useRef<HTMLDivElement>(null);
  const shown = hover ?? rating ?? 0;

  const choose = (value: number) =>
    changeLibrary(
      value === 1
        ? t({ message: `You rated ${title} 1 star.`, comment: '{title} is a film or series name' })
        : t({
            message: `You rated ${title} ${value} stars.`,
            comment: '{title} is a film or series name; {value} is from 0.5 to 5',
          }),
      [storageKeys.ratings],
      () => rateTitle({ id, mediaType, title, posterPath }, value),
    );
  const clear = () => {
    changeLibrary(
      t({
        message: `Cleared your rating of ${title}.`,
        comment: '{title} is a film or series name',
      }),
      [storageKeys.ratings],
      () => clearRating(id, mediaType),
    );
    // The button goes away with the rating: focus stays in the control rather than on the page.
    group.current?.querySelector('input')?.focus();
  };

  return (
    <div className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2">
      <span id={labelId} className="label-caps text-xs text-text-dim">
        <Trans comment="Label of the person's own star rating of a title, in capitals">
          Your rating
        </Trans>
      </span>
      <div
        ref={group}
        role="radiogroup"
        aria-labelledby={labelId}
        className="flex"
        onMouseLeave={() => setHover(null)}
      >
        {[1, 2, 3, 4, 5].map((star) => (
          <span key={star} className="relative size-8 pointer-coarse:size-11">
            <StarShape fill={Math.min(1, Math.max(0, shown - (star - 1)))} />
            {RATING_VALUES.filter((value) => Math.ceil(value) === star).map((value) => (
              <label
                key={value}
                onMouseEnter={() => setHover(value)}
                className={`absolute inset-y-0 w-1/2 cursor-pointer rounded-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${
                  value < star
                    ? 'left-0 pointer-coarse:pointer-events-none pointer-coarse:w-0'
                    : 'right-0 pointer-coarse:w-full'
                }`}
                onClick={(event) => {
                  // Touch: the whole star is the target; the star already chosen goes to its half.
                  const touch = window.matchMedia?.('(pointer: coarse)').matches === true;
                  if (touch && value === star && rating === star) {
                    event.preventDefault();
                    choose(star - 0.5);
                  }
                }}
              >
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={rating === value}
                  onChange={() => choose(value)}
                  aria-label={starsText(value, t)}
                  className="sr-only"
                />
              </label>
            ))}
          </span>
        ))}
      </div>
      <span className="text-sm text-text-dim">
        {rating === null
          ? t`Not rated`
          : t({
              message: `${score} / 5`,
              comment: "The person's rating out of 5 stars",
            })}
      </span>
      {rating !== null && (
        <button type="button" onClick={clear} className={buttonStyles.ghost}>
          <Trans comment="Button: remove the person's own rating">Clear rating</Trans>
        </button>
      )}
    </div>
  );
}

function rateTitle(t: RatedTitle, value: number) {
  saveRating({
    id: t.id,
    media_type: t.mediaType,
    rating: value,
    ratedAt: Date.now(),
    title: t.title,
    poster_path: t.posterPath,
  });
}

/** One star, empty, half or full: a filled star clipped to its share, over an outline. */
function StarShape({ fill }: { fill: number }) {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute inset-1 pointer-coarse:inset-2.5"
    >
      <Star className="absolute size-6 text-text-dim" />
      <span
        className={`absolute inset-y-0 left-0 overflow-hidden ${fill >= 1 ? 'w-full' : fill > 0 ? 'w-1/2' : 'w-0'}`}
      >
        <Star className="size-6 fill-current text-warn" />
      </span>
    </span>
  );
}
