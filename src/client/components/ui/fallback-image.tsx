import { Trans } from '@lingui/react/macro';
import { ImageOff } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * An image that fills its box, or `fallback` in its place when there is no URL or the image
 * fails to load: the box keeps its size either way, so nothing shifts and no browser
 * broken-image glyph ever shows. Lazy by default; `eager` for images above the fold, `priority`
 * for the page's largest one.
 */
export function FallbackImage({
  src,
  alt,
  width,
  height,
  fallback,
  load = 'lazy',
  className = 'size-full object-cover',
}: {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  fallback: ReactNode;
  load?: 'lazy' | 'eager' | 'priority';
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A page rendered on the server may have met a broken image before its script ran (decision
    // 0026): the error event is gone by then, so the image is asked how it ended.
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setBroken(true);
  }, [src]);
  if (!src || broken) return fallback;
  return (
    <img
      ref={image}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={load === 'lazy' ? 'lazy' : undefined}
      fetchPriority={load === 'priority' ? 'high' : undefined}
      decoding="async"
      onError={() => setBroken(true)}
      className={className}
    />
  );
}

/** The placeholder of a missing poster: an icon over 'No Image'. */
export function NoImage({ iconClass }: { iconClass: string }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-2 text-text-dim">
      <ImageOff aria-hidden="true" className={iconClass} />
      <span className="text-xs">
        <Trans comment="In place of a missing poster">No Image</Trans>
      </span>
    </div>
  );
}
