import { protectedPageName } from '../utils/protected-page-name';

/**
 * 'Sign in to see your vault' (or that page's name) above the sign-in form, for a visitor sent
 * here from a protected page (docs/product.md#sign-in-screen). Loaded apart from the form,
 * with the screen's other extras (sign-in-extra.tsx).
 */
export function SignInReason({ state }: { state: unknown }) {
  const wanted = protectedPageName(state);
  if (!wanted) return null;
  return (
    <p role="status" className="label-caps mb-3 text-center text-sm font-bold">
      Sign in to see {wanted}
    </p>
  );
}
