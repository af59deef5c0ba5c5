import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { imageUrl, type ImageSize } from '@/shared/catalog/image-url';

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
  const [broken, setBroken] = useState(false);
  const src = imageUrl(path, 'poster', size);
  return (
    <div className="aspect-[2/3] w-full overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-2">
      {src && !broken ? (
        <img
          src={src}
          alt={name ? `Poster of ${name}` : 'Poster'}
          width={width}
          height={Math.round(width * 1.5)}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
          className="size-full object-cover"
        />
      ) : (
        <div
          role="img"
          aria-label={name ? `No poster for ${name}` : 'No poster'}
          className="flex size-full items-center justify-center text-text-dim"
        >
          <ImageOff aria-hidden="true" className="size-6" />
        </div>
      )}
    </div>
  );
}
