import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { DETAIL_POSTER, imageUrl } from '@/shared/catalog/image-url';

/** The detail poster (w500) in a fixed 2:3 box; a broken image shows an icon in the same box. */
export function Poster({ path, title }: { path: string | null; title: string }) {
  const src = imageUrl(path, 'poster', DETAIL_POSTER);
  const [broken, setBroken] = useState(false);
  return (
    <div className="aspect-[2/3] w-full overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-2 shadow-[0_20px_50px_rgb(0_0_0/0.6)]">
      {src && !broken ? (
        <img
          src={src}
          alt={`Poster of ${title}`}
          width={500}
          height={750}
          decoding="async"
          onError={() => setBroken(true)}
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-2 text-text-dim">
          <ImageOff aria-hidden="true" className="size-10" />
          <span className="text-xs">No Image</span>
        </div>
      )}
    </div>
  );
}
