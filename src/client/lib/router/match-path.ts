/**
 * Path matching for the route table: static segments, `:params` and a trailing `*`.
 * Returns the params, or null when the path does not match.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const patternParts = split(pattern);
  const pathParts = split(pathname);
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i += 1) {
    const part = patternParts[i]!;
    if (part === '*') {
      params['*'] = pathParts.slice(i).join('/');
      return params;
    }
    const value = pathParts[i];
    if (value === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = safeDecode(value);
    else if (part.toLowerCase() !== value.toLowerCase()) return null;
  }
  return pathParts.length === patternParts.length ? params : null;
}

/** Higher is more specific: static beats dynamic beats splat, so '/my-list' wins over '*'. */
export function specificity(pattern: string): number {
  return split(pattern).reduce(
    (score, part) => score + (part === '*' ? 0 : part.startsWith(':') ? 2 : 3),
    pattern.endsWith('*') ? 0 : 1,
  );
}

function split(path: string) {
  return path.split('/').filter(Boolean);
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
