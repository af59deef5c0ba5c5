import { ErrorPage } from '@/client/components/ui/error-page';

export default function Route() {
  return <ErrorPage />;
}
