import { Trans } from '@lingui/react/macro';
import { Link } from '@/client/lib/router/router';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { paths } from '@/client/config/paths';
import { usePageStatus } from '@/client/lib/router/page-response';

export default function Route() {
  usePageStatus(404);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-bold text-text">
        <Trans>404 - Page Not Found</Trans>
      </h1>
      <p className="text-text-dim">
        <Trans>The page you&apos;re looking for doesn&apos;t exist in the matrix.</Trans>
      </p>
      <Link to={paths.landing} className={buttonStyles.primary}>
        <Trans comment="404 page: the button back to the home page (sci-fi words)">
          Return to Base
        </Trans>
      </Link>
    </section>
  );
}
