import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { pageText } from '@/client/lib/page-text';

const yourVault = msg({
  message: 'your vault',
  context: 'sign-in reason',
  comment: "Completes 'Sign in to see {page}' above the sign-in form",
});

/**
 * What a signed-out visitor was trying to see, for 'Sign in to see your vault' above the sign-in
 * form (docs/product.md#sign-in-screen), by the path's first segment. Null when they came to `/`
 * itself.
 */
const names: Record<string, MessageDescriptor> = {
  vault: yourVault,
  'my-list': yourVault,
  profile: msg({
    message: 'your profile',
    context: 'sign-in reason',
    comment: "Completes 'Sign in to see {page}' above the sign-in form",
  }),
  account: msg({
    message: 'your account',
    context: 'sign-in reason',
    comment: "Completes 'Sign in to see {page}' above the sign-in form",
  }),
  browse: msg({
    message: 'Browse',
    context: 'sign-in reason',
    comment: "Completes 'Sign in to see {page}' above the sign-in form: the home page of rows",
  }),
  movies: msg({
    message: 'Movies',
    context: 'sign-in reason',
    comment: "Completes 'Sign in to see {page}' above the sign-in form: the films page",
  }),
  'tv-shows': msg({
    message: 'TV Shows',
    context: 'sign-in reason',
    comment: "Completes 'Sign in to see {page}' above the sign-in form: the series page",
  }),
  'neural-chat': msg({
    message: 'Neural Chat',
    context: 'sign-in reason',
    comment: "Completes 'Sign in to see {page}' above the sign-in form: the AI chat page",
  }),
  movie: msg({
    message: 'this film',
    context: 'sign-in reason',
    comment: "Completes 'Sign in to see {page}' above the sign-in form",
  }),
  tv: msg({
    message: 'this series',
    context: 'sign-in reason',
    comment: "Completes 'Sign in to see {page}' above the sign-in form",
  }),
  'watch-together': msg({
    message: 'the room you were invited to',
    context: 'sign-in reason',
    comment:
      "Completes 'Sign in to see {page}' above the sign-in form: a watch-together link (a room to watch a title with others)",
  }),
  watch: msg({
    message: 'this title',
    context: 'sign-in reason',
    comment: "Completes 'Sign in to see {page}' above the sign-in form",
  }),
};
const thisPage = msg({
  message: 'this page',
  context: 'sign-in reason',
  comment: "Completes 'Sign in to see {page}' above the sign-in form",
});

export function protectedPageText(state: unknown): MessageDescriptor | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string') return null;
  return names[from.split(/[/?#]/)[1] ?? ''] ?? thisPage;
}

/** The same name as text in the page's language. */
export function protectedPageName(state: unknown): string | null {
  const text = protectedPageText(state);
  return text && pageText(text);
}
