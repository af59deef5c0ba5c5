import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  resolveTo,
  type History,
  type Location,
  type NavigateOptions,
  type To,
} from './history';
import { PageResponseContext } from './page-response';

/**
 * The app's router: the part of React Router's declarative API that NEXUS uses (BrowserRouter,
 * Routes, Route, Outlet, Link, Navigate and the hooks). See
 * docs/decisions/0002-own-router.md for why it replaced the library.
 */
const HistoryContext = createContext<History | null>(null);

function useHistory(): History {
  const history = useContext(HistoryContext);
  if (!history)
    throw new Error('Router hooks need a <BrowserRouter> or <MemoryRouter> above them.');
  return history;
}

function HistoryProvider({ history, children }: { history: History; children: ReactNode }) {
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

let browserHistory: History | undefined;

export function BrowserRouter({ children }: { children: ReactNode }) {
  browserHistory ??= createBrowserHistory();
  return <HistoryProvider history={browserHistory}>{children}</HistoryProvider>;
}

export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: Array<To | { pathname: string; search?: string; state?: unknown }>;
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <HistoryProvider history={history}>{children}</HistoryProvider>;
}

export function useLocation(): Location {
  const history = useHistory();
  return useSyncExternalStore(history.subscribe, history.location, history.location);
}

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
};

export function useNavigate(): NavigateFunction {
  const history = useHistory();
  return useMemo(
    () =>
      ((to: To | number, options?: NavigateOptions) =>
        typeof to === 'number' ? history.go(to) : history.push(to, options)) as NavigateFunction,
    [history],
  );
}

type SearchInit = URLSearchParams | string | Record<string, string>;

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (
    next: SearchInit | ((prev: URLSearchParams) => SearchInit),
    options?: NavigateOptions,
  ) => {
    const value = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
    const text = new URLSearchParams(value).toString();
    navigate({ search: text ? `?${text}` : '' }, options);
  };
  return [params, setParams];
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/** A real link (works with middle-click and new tabs) that navigates in place on a plain click. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const location = useLocation();
  const history = useHistory();
  const resolved = resolveTo(to, location);
  const href = resolved.pathname + resolved.search + resolved.hash;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return;
    }
    event.preventDefault();
    history.push(to, { replace, state });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

/**
 * A redirect. Rendered on the server it becomes the HTTP answer's redirect; history state cannot
 * cross that, so a `from` in it travels as the `from` query parameter instead.
 */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const location = useLocation();
  const response = useContext(PageResponseContext);
  if (response) {
    const target = resolveTo(to, location);
    const from = (state as { from?: unknown } | undefined)?.from;
    const search =
      typeof from === 'string' ? `?${new URLSearchParams({ from }).toString()}` : target.search;
    response.setRedirect(target.pathname + search + target.hash);
  }
  useEffect(() => {
    navigate(to, { replace, state });
    // Navigate once, on mount, like a redirect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

export type { Location, NavigateOptions, To };
