import { PersonPage } from '@/client/features/title/components/person-page';
import { useParams } from '@/client/lib/router/routes';

/** `/person/{id}`, a lazy chunk of its own (issue 30). */
export default function Route() {
  const { id } = useParams();
  return <PersonPage idParam={id} />;
}
