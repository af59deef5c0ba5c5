import { useParams } from '@/client/lib/router/routes';
import { TvDetailPage } from '@/client/features/title/components/tv-detail-page';

/** `/tv/{id}`, a lazy chunk of its own. */
export default function Route() {
  const { id } = useParams();
  return <TvDetailPage idParam={id} />;
}
