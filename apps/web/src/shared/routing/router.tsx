import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * The app's router: hash URLs (`#/pages/fund/withdraw?id=3`) over the browser history. The route
 * table is flat data and every page is matched by its exact path, so the app needs no nested
 * routes, loaders or path patterns — a data router was a seventh of the first-load JavaScript.
 * The hooks keep the names and shapes the pages know (`useLocation`, `useSearchParams`, `Link`,
 * `Navigate`).
 */

export interface AppLocation {
  /** `/pages/fund/withdraw` (`/` for an empty hash). */
  readonly pathname: string;
  /** `?id=3`, or `''`. */
  readonly search: string;
  /** Identifies the history entry (scroll positions are kept per entry). */
  readonly key: string;
}

export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

export interface AppHistory {
  location(): AppLocation;
  /** How the current location was reached. */
  action(): NavigationAction;
  subscribe(listener: () => void): () => void;
  navigate(to: string, options?: { replace?: boolean }): void;
  back(): void;
  /** Whether there is an in-app entry to go back to. */
  canGoBack(): boolean;
}

interface EntryState {
  idx?: number;
  key?: string;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function splitUrl(url: string, key: string): AppLocation {
  const at = url.indexOf('?');
  const rawPath = at === -1 ? url : url.slice(0, at);
  const search = at === -1 ? '' : url.slice(at);
  const pathname = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  return { pathname, search: search === '?' ? '' : search, key };
}

/** History of the browser window, in the URL's hash. */
export function createHashHistory(): AppHistory {
  const listeners = new Set<() => void>();
  let current: AppLocation;
  let lastAction: NavigationAction = 'POP';

  /**
   * The numbering of the entry the app opened on, until it is written into that entry: the
   * write (`replaceState`) costs a few milliseconds, so at start it waits for a task of its
   * own instead of lengthening the first render's. Written before anything changes the entry.
   */
  let unwritten: EntryState | null = null;
  function writeNumbering(): void {
    if (unwritten === null) return;
    window.history.replaceState(unwritten, '');
    unwritten = null;
  }

  const entryState = (): EntryState =>
    unwritten ??
    ((typeof window.history.state === 'object' && window.history.state !== null
      ? window.history.state
      : {}) as EntryState);

  /** Reads the URL; numbers an entry the browser made by itself (a typed or assigned hash). */
  function read(): AppLocation {
    const state = entryState();
    if (state.idx === undefined || state.key === undefined) {
      const idx = state.idx ?? (current ? idxOf() + 1 : 0);
      const numbered = { ...state, idx, key: state.key ?? newKey() };
      if (current) window.history.replaceState(numbered, '');
      else {
        unwritten = numbered;
        setTimeout(writeNumbering, 0);
      }
    }
    const location = splitUrl(window.location.hash.slice(1) || '/', entryState().key ?? 'default');
    // The path may arrive percent-encoded from the address bar; the query stays as it came
    // (URLSearchParams decodes it once).
    try {
      return { ...location, pathname: decodeURI(location.pathname) };
    } catch {
      return location;
    }
  }

  function idxOf(): number {
    return entryState().idx ?? 0;
  }

  function update(action: NavigationAction): void {
    const next = read();
    if (
      current &&
      next.key === current.key &&
      next.pathname === current.pathname &&
      next.search === current.search
    )
      return;
    current = next;
    lastAction = action;
    for (const listener of listeners) listener();
  }

  current = read();
  // Hash changes the app did not make (the address bar, `location.hash = …`) and back/forward.
  // Either has already left the first entry: a numbering not yet written there is dropped.
  const leftEntry = (action: NavigationAction) => () => {
    unwritten = null;
    update(action);
  };
  window.addEventListener('popstate', leftEntry('POP'));
  window.addEventListener('hashchange', leftEntry('PUSH'));

  return {
    location: () => current,
    action: () => lastAction,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options) {
      writeNumbering();
      const replace = options?.replace === true;
      const idx = replace ? idxOf() : idxOf() + 1;
      const state: EntryState = { idx, key: newKey() };
      if (replace) window.history.replaceState(state, '', `#${to}`);
      else window.history.pushState(state, '', `#${to}`);
      update(replace ? 'REPLACE' : 'PUSH');
    },
    back: () => window.history.back(),
    canGoBack: () => idxOf() > 0,
  };
}

/** History held in memory (component tests). */
export function createMemoryHistory(initial = '/'): AppHistory {
  const listeners = new Set<() => void>();
  const entries: AppLocation[] = [splitUrl(initial, 'default')];
  let index = 0;
  let lastAction: NavigationAction = 'POP';
  const notify = (action: NavigationAction) => {
    lastAction = action;
    for (const listener of listeners) listener();
  };
  return {
    location: () => entries[index] ?? splitUrl('/', 'default'),
    action: () => lastAction,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options) {
      const next = splitUrl(to, newKey());
      if (options?.replace) entries[index] = next;
      else {
        entries.splice(index + 1, entries.length, next);
        index += 1;
      }
      notify(options?.replace ? 'REPLACE' : 'PUSH');
    },
    back() {
      if (index === 0) return;
      index -= 1;
      notify('POP');
    },
    canGoBack: () => index > 0,
  };
}

const HistoryContext = createContext<AppHistory | null>(null);

export function RouterProvider({
  history,
  children,
}: {
  history: AppHistory;
  children: ReactNode;
}) {
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

/** A router in memory at `initial` (component tests render pages inside one). */
export function MemoryRouter({ initial, children }: { initial?: string; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initial));
  return <RouterProvider history={history}>{children}</RouterProvider>;
}

function useHistory(): AppHistory {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('A router hook was used outside the RouterProvider');
  return history;
}

export function useLocation(): AppLocation {
  const history = useHistory();
  return useSyncExternalStore(history.subscribe, history.location);
}

type SearchInit = URLSearchParams | Record<string, string>;
export type SetSearchParams = (
  next: SearchInit | ((previous: URLSearchParams) => SearchInit),
  options?: { replace?: boolean },
) => void;

/** The query of the current location, and a setter that navigates to the same path with another. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const history = useHistory();
  const { pathname, search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set: SetSearchParams = (next, options) => {
    const init = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
    const query = new URLSearchParams(init).toString();
    history.navigate(query ? `${pathname}?${query}` : pathname, options);
  };
  return [params, set];
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
};

/** An anchor to an in-app path: a real `#…` href, opened by the router on a plain click. */
export function Link({ to, replace, onClick, ...rest }: LinkProps) {
  const history = useHistory();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || rest.target) return;
    event.preventDefault();
    history.navigate(to, { replace: replace === true });
  };
  return <a {...rest} href={`#${to}`} onClick={handleClick} />;
}

/** Navigates once mounted (redirect routes). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }): null {
  const history = useHistory();
  useEffect(() => {
    history.navigate(to, { replace: replace === true });
  }, [history, to, replace]);
  return null;
}

const scrollPositions = new Map<string, number>();

/**
 * Window scroll per history entry: a new page starts at the top, back and forward return to
 * where the page was left.
 */
export function ScrollRestoration(): null {
  const history = useHistory();
  const location = useLocation();
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const save = () => scrollPositions.set(history.location().key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [history]);
  useLayoutEffect(() => {
    const saved = history.action() === 'POP' ? scrollPositions.get(location.key) : undefined;
    if (saved === undefined) {
      window.scrollTo(0, 0);
      return undefined;
    }
    // The page may still be loading its chunk or data: try again for a few frames.
    let frame = 0;
    let handle = 0;
    const attempt = () => {
      window.scrollTo(0, saved);
      frame += 1;
      if (Math.abs(window.scrollY - saved) > 1 && frame < 30) {
        handle = requestAnimationFrame(attempt);
      }
    };
    attempt();
    return () => cancelAnimationFrame(handle);
  }, [history, location.key]);
  return null;
}
