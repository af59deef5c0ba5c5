import { lazy } from 'react';
import { HomeView } from '@/client/features/home/components/home-view';

// The calendar's row comes after the first paint, as its own chunk: it adds nothing to the
// home page's first load (check:bundle's /browse budget).
const UpcomingRow = lazy(() =>
  import('@/client/features/calendar/components/upcoming-row').then((m) => ({
    default: m.UpcomingRow,
  })),
);

export default function Route() {
  return <HomeView upcoming={<UpcomingRow />} />;
}
