import { Children, createContext, isValidElement, useContext, type ReactNode } from 'react';
import { matchPath, specificity } from './match-path';
import { useLocation } from './router';

/** `<Route>` only describes the table; `<Routes>` reads its props and renders the match. */
export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

export function Route(_props: RouteProps): ReactNode {
  throw new Error('<Route> is only valid inside <Routes>.');
}

interface Branch {
  pattern: string;
  elements: ReactNode[];
}

const OutletContext = createContext<ReactNode>(null);
const ParamsContext = createContext<Record<string, string>>({});

export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

export function useParams<T extends Record<string, string | undefined>>(): Partial<T> {
  return useContext(ParamsContext) as Partial<T>;
}

export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  let best: { branch: Branch; params: Record<string, string>; score: number } | null = null;
  for (const branch of flatten(children, '', [])) {
    const params = matchPath(branch.pattern, pathname);
    const score = specificity(branch.pattern);
    if (params && (!best || score > best.score)) best = { branch, params, score };
  }
  if (!best) return null;
  const rendered = best.branch.elements.reduceRight<ReactNode>(
    (inner, element) => (
      <OutletContext.Provider value={inner}>{element ?? <Outlet />}</OutletContext.Provider>
    ),
    null,
  );
  return <ParamsContext.Provider value={best.params}>{rendered}</ParamsContext.Provider>;
}

function flatten(children: ReactNode, base: string, parents: ReactNode[]): Branch[] {
  const branches: Branch[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    const { path, index, element, children: nested } = child.props;
    const pattern = path === undefined ? base : join(base, path);
    const elements = [...parents, element ?? null];
    if (nested) branches.push(...flatten(nested, pattern, elements));
    if (path !== undefined || index) branches.push({ pattern: pattern || '/', elements });
  });
  return branches;
}

function join(base: string, path: string) {
  return path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;
}
