import { posterAlt } from './poster-alt';
import { useLingui } from '@lingui/react/macro';
import { ImageOff } from 'lucide-react';
import { imageUrl, type ImageSize } from '@/shared/catalog/image-url';
import { FallbackImage } from './fallback-image';

/**
 * A 2:3 poster that keeps its box while loading and shows an icon when the image is missing or
 * broken, so saved and watched lists never shift or show a broken-image glyph.
 */
export function PosterImage({
  path,
  name,
  size,
  width,
}: {
  path: string | null | undefined;
  name: string;
  size: ImageSize<'poster'>;
  width: number;
}) {
  const { t } = useLingui();
  return (
    <div className="aspect-[2/3] w-full overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-2">
      <FallbackImage
        src={imageUrl(path, 'poster', size)}
        alt={posterAlt(t, name)}
        width={width}
        height={Math.round(width * 1.5)}
        fallback={
          <div
            role="img"
            aria-label={
              name
                ? t({ message: `No poster for ${name}`, comment: '{name} is a title' })
                : t`No poster`
            }
            className="flex size-full items-center justify-center text-text-dim"
          >
            <ImageOff aria-hidden="true" className="size-6" />
          </div>
        }
      />
    </div>
  );
}
