import { WatchPage } from '@/client/features/player/components/watch-page';
import { useParams } from '@/client/lib/router/routes';
import { positiveRouteParam } from '../utils/positive-route-param';
import { WatchTogetherInPlayer } from '../utils/watch-together-in-player';
import NotFound from './not-found-route';

/**
 * `/watch/tv/{id}/{season}/{episode}` (and `/watch/tv/{id}`, which starts at S1 E1): the
 * shareable player page of an episode, a lazy chunk of its own.
 */
export default function Route() {
  const params = useParams();
  const id = positiveRouteParam(params.id);
  const season = params.season === undefined ? 1 : positiveRouteParam(params.season);
  const episode = params.episode === undefined ? 1 : positiveRouteParam(params.episode);
  if (id === null || season === null || episode === null) return <NotFound />;
  return (
    <WatchTogetherInPlayer>
      <WatchPage type="tv" id={id} season={season} episode={episode} />
    </WatchTogetherInPlayer>
  );
}
