/**
 * What a signed-out visitor was trying to see, for 'Sign in to see your vault' above the sign-in
 * form (docs/product.md#sign-in-screen). Null when they came to `/` itself.
 */
const names: Array<[RegExp, string]> = [
  [/^\/(vault|my-list)(?:[/?#]|$)/, 'your vault'],
  [/^\/profile(?:[/?#]|$)/, 'your profile'],
  [/^\/account(?:[/?#]|$)/, 'your account'],
  [/^\/browse(?:[/?#]|$)/, 'Browse'],
  [/^\/movies(?:[/?#]|$)/, 'Movies'],
  [/^\/tv-shows(?:[/?#]|$)/, 'TV Shows'],
  [/^\/neural-chat(?:[/?#]|$)/, 'Neural Chat'],
  [/^\/movie\//, 'this film'],
  [/^\/tv\//, 'this series'],
  [/^\/watch\/movie\//, 'this film'],
  [/^\/watch\/tv\//, 'this episode'],
];

export function protectedPageName(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string') return null;
  return names.find(([pattern]) => pattern.test(from))?.[1] ?? 'this page';
}
