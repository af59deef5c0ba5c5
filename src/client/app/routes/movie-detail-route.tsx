import { useParams } from '@/client/lib/router/routes';
import { MovieDetailPage } from '@/client/features/title/components/movie-detail-page';

/** `/movie/{id}`, a lazy chunk of its own. */
export default function Route() {
  const { id } = useParams();
  return <MovieDetailPage idParam={id} />;
}
