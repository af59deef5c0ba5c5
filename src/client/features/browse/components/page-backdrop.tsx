import { useSoon } from '@/client/lib/use-soon';

/**
 * The image the movies page sits over (the product shows /movies "over a background image").
 * Decorative: no alt text, behind everything, faded into the page colour. It is added after the
 * first paint and is fixed to the viewport, so it never competes with the cards for the
 * largest paint and never moves anything.
 */
export function PageBackdrop({ src }: { src: string }) {
  const soon = useSoon();
  if (!soon) return null;
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-[5]">
      <img
        src={src}
        alt=""
        decoding="async"
        fetchPriority="low"
        className="size-full object-cover opacity-35"
      />
      <div className="absolute inset-0 bg-gradient-to-b from-transparent via-bg/70 to-bg" />
    </div>
  );
}
