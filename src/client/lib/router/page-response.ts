import { createContext, useContext } from 'react';

/**
 * What a page rendered on the server asks of the HTTP answer: a status (404 for a page that
 * does not exist) or a redirect (a protected page visited signed out). The server's page renderer
 * provides one per request (src/client/entry-server.tsx); in the browser there is none.
 */
export interface PageResponse {
  status: () => number;
  redirect: () => string | undefined;
  setStatus: (status: number) => void;
  /** The first redirect rendered wins, as the browser would follow the first one. */
  setRedirect: (to: string) => void;
}

export function createPageResponse(): PageResponse {
  let status = 200;
  let redirect: string | undefined;
  return {
    status: () => status,
    redirect: () => redirect,
    setStatus: (next) => {
      status = next;
    },
    setRedirect: (to) => {
      redirect ??= to;
    },
  };
}

export const PageResponseContext = createContext<PageResponse | null>(null);

/** Marks the page being rendered on the server with `status`; nothing in the browser. */
export function usePageStatus(status: number) {
  useContext(PageResponseContext)?.setStatus(status);
}
