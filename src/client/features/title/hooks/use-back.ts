import { useNavigate } from '@/client/lib/router/router';

/**
 * Back to the previous page, or to a fallback when this page was opened directly (a shared
 * link, a new tab). Our router (lib/router/history.ts) keeps the position in history.state as `idx`.
 */
export function useBack(fallback: string) {
  const navigate = useNavigate();
  return () => {
    const state = window.history.state as { idx?: number } | null;
    if (typeof state?.idx === 'number' && state.idx > 0) navigate(-1);
    else navigate(fallback);
  };
}
