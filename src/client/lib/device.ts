/**
 * The product's low-end device (docs/product.md#limits): 2 or fewer cores, or 2 GB of memory or
 * less.
 */
export function isLowEndDevice(nav: Navigator = navigator): boolean {
  const cores = nav.hardwareConcurrency;
  const memory = (nav as Navigator & { deviceMemory?: number }).deviceMemory;
  return (cores !== undefined && cores > 0 && cores <= 2) || (memory !== undefined && memory <= 2);
}

/** Mobile by pointer and width; used for the longer API timeout on phones. */
export function isMobileDevice(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches === true
  );
}
