import { HomeView } from '@/client/features/home/components/home-view';

export default function Route() {
  return <HomeView />;
}
