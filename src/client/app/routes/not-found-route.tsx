import { Link } from '@/client/lib/router/router';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { paths } from '@/client/config/paths';
import { usePageStatus } from '@/client/lib/router/page-response';

export default function Route() {
  usePageStatus(404);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-bold text-text">404 - Page Not Found</h1>
      <p className="text-text-dim">
        The page you&apos;re looking for doesn&apos;t exist in the matrix.
      </p>
      <Link to={paths.landing} className={buttonStyles.primary}>
        Return to Base
      </Link>
    </section>
  );
}
