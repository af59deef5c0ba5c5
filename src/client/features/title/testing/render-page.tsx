import type { ReactNode } from 'react';
import { useParams } from '@/client/lib/router/routes';
import { renderRoute } from '@/client/testing/render-route';

function WithId({ page }: { page: (id: string | undefined) => ReactNode }) {
  const { id } = useParams();
  return <>{page(id)}</>;
}

/** Renders a detail page under `/{kind}/:id` at a URL, with a fresh query client (no retries). */
export function renderPage(
  kind: 'movie' | 'tv',
  url: string,
  page: (id: string | undefined) => ReactNode,
) {
  return renderRoute(url, `/${kind}/:id`, <WithId page={page} />);
}
