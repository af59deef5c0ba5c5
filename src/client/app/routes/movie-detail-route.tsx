import { useParams } from 'react-router';
import { MovieDetailPage } from '@/client/features/title/components/movie-detail-page';

/** `/movie/{id}`, a lazy chunk of its own. */
export default function Route() {
  const { id } = useParams();
  return <MovieDetailPage idParam={id} />;
}
