import { useLingui } from '@lingui/react/macro';
import { usePlayer } from '../hooks/use-player';
import { PlayerBody } from './player-body';

/**
 * The simpler player variant (docs/product.md#shareable-player-page): the embedded stream with
 * season and episode selection for TV, or recommendations for movies, inside a page rather than an
 * overlay.
 */
export function PlayerView(props: { type: 'movie' | 'tv'; id: number; onBack: () => void }) {
  const { t } = useLingui();
  const player = usePlayer(props.type, props.id);
  return (
    <section
      aria-label={t({ message: 'Player', comment: 'Label of the video player region' })}
      className="flex flex-col overflow-hidden rounded-md border border-line bg-black"
    >
      <PlayerBody player={player} onBack={props.onBack} />
    </section>
  );
}
