import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import type { EpisodeLabel } from '@/shared/calendar/calendar-api';

const LABELS: Record<NonNullable<EpisodeLabel>, MessageDescriptor> = {
  'series-premiere': msg({
    message: 'Series premiere',
    comment: "Calendar badge: a series' first episode",
  }),
  'season-premiere': msg({
    message: 'Season premiere',
    comment: "Calendar badge: a season's first episode",
  }),
  'season-finale': msg({
    message: 'Season finale',
    comment: "Calendar badge: a season's last episode",
  }),
  'series-finale': msg({
    message: 'Series finale',
    comment: 'Calendar badge: the last episode of a series that has ended',
  }),
};

const badge =
  'label-caps inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-[11px] font-bold';

/** 'Season finale' and its kin: the episodes worth a second look, in words, not only colour. */
export function EpisodeLabelBadge({ label }: { label: EpisodeLabel }) {
  const { t } = useLingui();
  if (!label) return null;
  return <span className={`${badge} bg-accent text-bg`}>{t(LABELS[label])}</span>;
}

/** Shown when the profile's watched marks (or a play to 90 %) say the episode is watched. */
export function WatchedBadge() {
  return (
    <span className={`${badge} border border-ok text-ok`}>
      <Check aria-hidden="true" className="size-3" />
      <Trans comment="Calendar badge: this episode is already watched">Watched</Trans>
    </span>
  );
}
