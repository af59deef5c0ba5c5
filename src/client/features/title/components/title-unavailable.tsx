import { RotateCw } from 'lucide-react';
import { Link } from '@/client/lib/router/router';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { usePageStatus } from '@/client/lib/router/page-response';
import { ApiError } from '@/client/lib/api-client';
import { paths } from '@/client/config/paths';
import { PROFILE_ERROR_CODES, PROFILE_TEXTS } from '@/shared/profiles/profile-api';

/**
 * The page a title could not be shown on: a heading, a line of why, the way back to its browse
 * page, and a retry when the failure may pass (network or server trouble, not a bad id).
 */
export function TitleUnavailable({
  heading,
  message,
  backLabel,
  backTo,
  onRetry,
  status,
}: {
  heading: string;
  message: string;
  backLabel: string;
  backTo: string;
  onRetry?: () => void;
  /** The page's status when rendered on the server; by default 503 with a retry, else 404. */
  status?: number;
}) {
  // Rendered on the server, a title that is not there answers 404; one that failed, 503.
  usePageStatus(status ?? (onRetry ? 503 : 404));
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="label-caps text-3xl font-bold text-accent">{heading}</h1>
      <p className="text-text-dim">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {onRetry && (
          <button type="button" onClick={onRetry} className={buttonStyles.primary}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try Again
          </button>
        )}
        <Link to={backTo} className={buttonStyles.secondary}>
          {backLabel}
        </Link>
      </div>
    </section>
  );
}

/** The catalogue's refusal of a title to a kids profile (403 `not-on-this-profile`). */
export const isNotOnThisProfile = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 403 &&
  error.code === PROFILE_ERROR_CODES.notOnThisProfile;

/** A title (or person) a kids profile may not open: said plainly, with the way back home. */
export function NotOnThisProfile() {
  return (
    <TitleUnavailable
      heading={PROFILE_TEXTS.notAvailable}
      message="This profile shows only titles for children. Another profile can open this page."
      backLabel="Back to Home"
      backTo={paths.browse}
      status={403}
    />
  );
}
