import { useLingui } from '@lingui/react/macro';
import { CAST_PROFILE, imageUrl } from '@/shared/catalog/image-url';
import { FallbackImage } from './fallback-image';

/**
 * A person's round photo (docs/product.md#movie-page): the profile image, or the name's first
 * letter when there is none or it fails to load. Used by the cast strip, the person page and the
 * search's People row.
 */
export function PersonPhoto({
  name,
  path,
  size,
  letterClass,
}: {
  name: string;
  path: string | null;
  /** Width and height in CSS pixels. */
  size: number;
  /** The fallback letter's text size, e.g. 'text-3xl'. */
  letterClass: string;
}) {
  const { t } = useLingui();
  return (
    <div
      className="mx-auto shrink-0 overflow-hidden rounded-full border border-line bg-surface-2"
      style={{ width: size, height: size }}
    >
      <FallbackImage
        src={imageUrl(path, 'profile', CAST_PROFILE)}
        alt={t({ message: `Photo of ${name}`, comment: "{name} is a person's name" })}
        width={size}
        height={size}
        fallback={
          <span
            role="img"
            aria-label={t({ message: `No photo of ${name}`, comment: "{name} is a person's name" })}
            className={`flex size-full items-center justify-center font-bold text-accent ${letterClass}`}
          >
            {name.trim().charAt(0).toUpperCase() || '?'}
          </span>
        }
      />
    </div>
  );
}
