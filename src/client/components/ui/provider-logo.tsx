import { imageUrl, PROVIDER_LOGO } from '@/shared/catalog/image-url';
import type { WatchProvider } from '@/shared/where-to-watch/watch-providers';

/** The two sizes the service lists draw a logo at: the settings' dense grid, the title page's. */
const SIZES = {
  small: { px: 24, className: 'size-6 rounded' },
  large: { px: 32, className: 'size-8 rounded' },
} as const;

/**
 * A streaming service as the where-to-watch lists show it (docs/product.md#where-to-watch): its
 * logo, when TMDB has one, then its name. The caller draws the box around it (a checkbox's label
 * on /account, an offer on a title page) and says whether the logo is named: inside a label the
 * name beside it already names the checkbox, so there the logo is decorative.
 */
export function ProviderLogo({
  provider,
  size,
  logoNamed,
  nameClassName,
}: {
  provider: Pick<WatchProvider, 'name' | 'logo'>;
  size: keyof typeof SIZES;
  logoNamed: boolean;
  nameClassName?: string;
}) {
  const logo = imageUrl(provider.logo, 'logo', PROVIDER_LOGO);
  const { px, className } = SIZES[size];
  return (
    <>
      {logo && (
        <img
          src={logo}
          alt={logoNamed ? provider.name : ''}
          width={px}
          height={px}
          loading="lazy"
          className={className}
        />
      )}
      <span className={nameClassName}>{provider.name}</span>
    </>
  );
}
