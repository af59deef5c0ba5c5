/**
 * The one inline script of a server-rendered page: it marks a low-end device (docs/product.md
 * #limits: 2 or fewer cores, or 2 GB of memory or less; `isLowEndDevice` in
 * src/client/lib/device.ts, which a test holds it to) on `<html>` as the head is parsed, before
 * the first style is computed. Marked later, by the app's script, the attribute made the browser
 * compute the style of the whole page again (its rule reaches every element): about 60-80 ms in
 * one task at 4x CPU, just as the page became something to read. The server allows exactly this
 * text by its hash in the CSP (src/server/http/security-headers.ts); nothing else inline runs.
 */
export const LOW_END_FLAG_SCRIPT =
  "(function(n){var c=n.hardwareConcurrency,m=n.deviceMemory;if((c>0&&c<=2)||m<=2)document.documentElement.setAttribute('data-low-end','')})(navigator)";
