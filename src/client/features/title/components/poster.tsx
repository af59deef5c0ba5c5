import { useLingui } from '@lingui/react/macro';
import { FallbackImage, NoImage } from '@/client/components/ui/fallback-image';
import { DETAIL_POSTER, imageUrl } from '@/shared/catalog/image-url';

/**
 * The detail poster (w500) in a fixed 2:3 box beside the hero's text, on wide screens only; a
 * broken image shows an icon in the same box.
 */
export function Poster({ path, title }: { path: string | null; title: string }) {
  const { t } = useLingui();
  return (
    <div className="hidden w-64 shrink-0 lg:block">
      <div className="aspect-[2/3] w-full overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-2 shadow-[0_20px_50px_rgb(0_0_0/0.6)]">
        <FallbackImage
          src={imageUrl(path, 'poster', DETAIL_POSTER)}
          alt={t({
            message: `Poster of ${title}`,
            comment: "An image's text; {title} is the film's or series' name",
          })}
          width={500}
          height={750}
          load="eager"
          fallback={<NoImage iconClass="size-10" />}
        />
      </div>
    </div>
  );
}
