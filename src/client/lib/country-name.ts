/** A country's name in the page's language (`Intl.DisplayNames`); the code when it has none. */
export function countryName(region: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
}
