import { PagePlaceholder } from '@/client/components/ui/page-placeholder';

export default function Route() {
  return <PagePlaceholder title="TV DETAIL" />;
}
