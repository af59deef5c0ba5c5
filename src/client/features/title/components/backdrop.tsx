import { useLingui } from '@lingui/react/macro';
import { FallbackImage } from '@/client/components/ui/fallback-image';
import { HERO_BACKDROP, imageUrl } from '@/shared/catalog/image-url';

/**
 * The hero backdrop (w1280) with a gradient into the page background, behind the top of the
 * hero. The box has a fixed height, so nothing moves when the image arrives; a broken or
 * missing image leaves a CSS placeholder in the same box.
 */
export function Backdrop({ path, title }: { path: string | null; title: string }) {
  const { t } = useLingui();
  return (
    <div className="absolute inset-x-0 top-0 h-[60vh] max-h-[640px] min-h-[340px]">
      <div className="absolute inset-0 overflow-hidden" data-testid="backdrop">
        <FallbackImage
          src={imageUrl(path, 'backdrop', HERO_BACKDROP)}
          alt={t({
            message: `Backdrop of ${title}`,
            comment: "An image's text; {title} is the film's or series' name",
          })}
          width={1280}
          height={720}
          load="priority"
          className="size-full object-cover object-top"
          fallback={
            <div
              role="img"
              aria-label={t({
                message: `No backdrop for ${title}`,
                comment: "{title} is the film's or series' name",
              })}
              data-testid="backdrop-placeholder"
              className="size-full bg-[radial-gradient(ellipse_at_top_right,var(--color-accent-soft),transparent_60%),linear-gradient(135deg,var(--color-surface-2),var(--color-bg))]"
            />
          }
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-t from-bg via-bg/70 to-bg/10"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-r from-bg/90 to-transparent"
        />
      </div>
    </div>
  );
}
