import { WatchPage } from '@/client/features/player/components/watch-page';
import { useParams } from '@/client/lib/router/routes';
import { positiveRouteParam } from '../utils/positive-route-param';
import NotFound from './not-found-route';

/** `/watch/movie/{id}`: the shareable player page of a film, a lazy chunk of its own. */
export default function Route() {
  const id = positiveRouteParam(useParams().id);
  return id === null ? <NotFound /> : <WatchPage type="movie" id={id} season={1} episode={1} />;
}
