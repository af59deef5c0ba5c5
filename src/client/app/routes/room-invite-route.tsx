import { InvitePage } from '@/client/features/watch-together/components/invite-page';
import { useParams } from '@/client/lib/router/routes';

/** `/watch-together/{token}`: a room's link, joined at once (issue 35). */
export default function Route() {
  return <InvitePage token={useParams().token ?? ''} />;
}
