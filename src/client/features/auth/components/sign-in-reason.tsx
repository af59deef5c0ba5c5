import { Trans, useLingui } from '@lingui/react/macro';
import { protectedPageText } from '../utils/protected-page-name';

/**
 * 'Sign in to see your vault' (or that page's name) above the sign-in form, for a visitor sent
 * here from a protected page (docs/product.md#sign-in-screen). Loaded apart from the form,
 * with the screen's other extras (sign-in-extra.tsx).
 */
export function SignInReason({ state }: { state: unknown }) {
  const { t } = useLingui();
  const wanted = protectedPageText(state);
  if (!wanted) return null;
  const page = t(wanted);
  return (
    <p role="status" className="label-caps mb-3 text-center text-sm font-bold">
      <Trans comment="Above the sign-in form. {page} is what the visitor wanted: 'your vault', 'this film'…">
        Sign in to see {page}
      </Trans>
    </p>
  );
}
