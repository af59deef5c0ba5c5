import { msg } from '@lingui/core/macro';
import { pageTranslate, type Translate } from './translate';
/** Your rating's steps (docs/product.md#movie-page): half stars from 0.5 to 5. */
export const RATING_VALUES = Array.from({ length: 10 }, (_, i) => (i + 1) / 2);

/** '4.5 stars', '1 star': what a screen reader hears for a step. */
export const starsText = (value: number, t: Translate = pageTranslate) =>
  value === 1
    ? t(msg({ message: '1 star', comment: 'A rating' }))
    : t(msg({ message: `${value} stars`, comment: 'A rating; {value} is from 0.5 to 5' }));
