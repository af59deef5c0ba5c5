/** How far a row's arrow buttons scroll, by viewport width (docs/product.md#content-rows). */
export function scrollStep(viewportWidth: number): number {
  if (viewportWidth < 480) return 150;
  if (viewportWidth < 640) return 200;
  if (viewportWidth < 1024) return 250;
  return 300;
}
