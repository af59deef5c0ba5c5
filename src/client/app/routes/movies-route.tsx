import { BrowsePage } from '@/client/features/browse/components/browse-page';

export default function Route() {
  return <BrowsePage media="movie" />;
}
