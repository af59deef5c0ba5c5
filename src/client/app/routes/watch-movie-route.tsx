import { WatchPage } from '@/client/features/player/components/watch-page';
import { useParams } from '@/client/lib/router/routes';
import { positiveRouteParam } from '../utils/positive-route-param';
import { WatchTogetherInPlayer } from '../utils/watch-together-in-player';
import NotFound from './not-found-route';

/** `/watch/movie/{id}`: the shareable player page of a film, a lazy chunk of its own. */
export default function Route() {
  const id = positiveRouteParam(useParams().id);
  if (id === null) return <NotFound />;
  return (
    <WatchTogetherInPlayer>
      <WatchPage type="movie" id={id} season={1} episode={1} />
    </WatchTogetherInPlayer>
  );
}
