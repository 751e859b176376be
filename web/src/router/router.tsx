import {
  Component,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Link as WouterLink, Route, Router, Switch, useParams as useRouteParams, type RouteProps } from 'wouter';
import {
  addBlocker,
  currentAction,
  currentLocation,
  navigate,
  onLeave,
  subscribe,
  type NavigateOptions,
  type SiteLocation,
  type Transition,
} from './history';

// The site's router: wouter matches the routes and renders links (2 KB, where React Router was 30 of /Apply's
// first load), on the site's own history (./history.ts), which adds what the site needs beyond it: a location
// with state and key, blockers, and scroll restoration. Names and signatures are React Router's.

export { currentLocation, navigate, type SiteLocation, type Transition };

/** The current location: address, state and key. */
export function useLocation(): SiteLocation {
  return useSyncExternalStore(subscribe, currentLocation);
}

const usePathname = () => useSyncExternalStore(subscribe, () => currentLocation().pathname);
const useSearch = () => useSyncExternalStore(subscribe, () => currentLocation().search);
/** The location hook wouter reads: the current path and the site's navigate(). */
const useRouterLocation = () => [usePathname(), navigate] as [string, typeof navigate];
useRouterLocation.searchHook = useSearch;

export const useNavigate = () => navigate;

/** The current route's parameters (`:id`), decoded. */
export const useParams = <Params extends Record<string, string | undefined> = Record<string, string>>(): Readonly<Partial<Params>> =>
  useRouteParams() as Partial<Params>;

/** The query string, and a setter that navigates to the same path with another (pushes unless `replace`). */
export function useSearchParams(): [URLSearchParams, (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => void] {
  const search = useSearch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback((next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => {
    const query = new URLSearchParams(next).toString();
    navigate(`${currentLocation().pathname}${query ? `?${query}` : ''}`, options);
  }, []);
  return [params, set];
}

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string; replace?: boolean; state?: unknown };

/** A link inside the site: a click navigates without reloading; a modified or middle click is the browser's. */
export function Link(props: LinkProps) {
  return <WouterLink {...(props as ComponentProps<typeof WouterLink>)} />;
}

/** A menu's link, marked as the current page (`aria-current`) when its path is the current one, exactly. */
export function NavLink({ to, ...props }: LinkProps) {
  const current = usePathname().replace(/\/$/, '').toLowerCase() === to.replace(/\/$/, '').toLowerCase();
  return <Link to={to} aria-current={current ? 'page' : undefined} className={current ? 'active' : undefined} {...props} />;
}

/** Navigates to `to` as it renders (a redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  useLayoutEffect(() => navigate(to, { replace, state }), [to, replace, state]);
  return null;
}

export interface Blocker {
  state: 'unblocked' | 'blocked';
  proceed(): void;
  reset(): void;
}

const UNBLOCKED: Blocker = { state: 'unblocked', proceed: () => {}, reset: () => {} };

/**
 * Holds a navigation `shouldBlock` says to hold (a link, navigate(), Back or Forward) until the component
 * proceeds or resets it. `shouldBlock` is read at the time of each navigation.
 */
export function useBlocker(shouldBlock: (transition: Transition) => boolean): Blocker {
  const [blocker, setBlocker] = useState(UNBLOCKED);
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(
    () =>
      addBlocker({
        shouldBlock: (transition) => latest.current(transition),
        held: (proceed, reset) =>
          setBlocker({
            state: 'blocked',
            proceed: () => {
              setBlocker(UNBLOCKED);
              proceed();
            },
            reset: () => {
              setBlocker(UNBLOCKED);
              reset();
            },
          }),
      }),
    [],
  );
  return blocker;
}

const SCROLL_KEY = 'site-scroll-positions';
const positions = new Map<string, number>(
  (() => {
    try {
      return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '[]') as [string, number][];
    } catch {
      return [];
    }
  })(),
);

/**
 * A new page starts at its top (or at its #fragment); Back and Forward go back to where the page was scrolled,
 * across reloads too (kept for the tab in sessionStorage).
 */
export function ScrollRestoration() {
  const location = useLocation();
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const keep = () => sessionStorage.setItem(SCROLL_KEY, JSON.stringify([...positions].slice(-100)));
    window.addEventListener('pagehide', keep);
    const stop = onLeave((leaving) => positions.set(leaving.key, window.scrollY));
    return () => {
      window.removeEventListener('pagehide', keep);
      stop();
    };
  }, []);
  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (currentAction() === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export interface SiteRoute {
  path: RouteProps['path'];
  element: ReactNode;
}

interface ErrorBoundaryProps {
  fallback(error: unknown): ReactNode;
  children: ReactNode;
  /** A new location clears a caught error. */
  location: SiteLocation;
}

class ErrorBoundary extends Component<ErrorBoundaryProps, { error?: unknown; location?: SiteLocation }> {
  override state: { error?: unknown; location?: SiteLocation } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: { error?: unknown; location?: SiteLocation }) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : this.props.fallback(this.state.error);
  }
}

interface RoutesProps {
  routes: SiteRoute[];
  /** What an address no route matches shows. */
  notFound: ReactNode;
  /** What a page that fails to render shows. */
  error(error: unknown): ReactNode;
  /** Around the matched page (the site's frame), inside the router. */
  layout(page: ReactNode): ReactNode;
}

/** The first of `routes` that matches the current path, inside `layout`, on the site's history. */
export function SiteRoutes({ routes, notFound, error, layout }: RoutesProps) {
  const location = useLocation();
  return (
    <Router hook={useRouterLocation}>
      <ErrorBoundary fallback={error} location={location}>
        {layout(
          <Switch>
            {routes.map(({ path, element }) => (
              <Route key={String(path)} path={path}>
                {element}
              </Route>
            ))}
            <Route>{notFound}</Route>
          </Switch>,
        )}
      </ErrorBoundary>
    </Router>
  );
}
