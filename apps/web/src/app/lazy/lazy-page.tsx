import {
  Component,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import {
  holdNamespaces,
  loadNamespaces,
  namespacesReady,
  pageNamespaces,
} from '../../shared/i18n/i18n';
import { DelayedLoading } from '../../shared/ui/status-view';
import { PageLoadError } from '../layout/root-error';
import type { PageLoader } from '../page-modules';
import { dismissFirstPaint } from '../first-paint';
import { zodFirst } from '../../shared/api/lazy-schemas';
import { nextTask } from '../../shared/ui/next-task';
import { PAGE_LOADING_DELAY_MS, PAGE_LOAD_TIMEOUT_MS, loadWithTimeout } from './load-page';
import { freshPageImport } from './fresh-import';
import { routeChunksFirst } from './route-chunks';

const loadedPages = new Map<PageLoader, ComponentType>();

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a page that throws while rendering; Retry re-imports and remounts it. */
class PageErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? (
      <PageLoadError onRetry={this.props.onRetry} testId="page-error" />
    ) : (
      this.props.children
    );
  }
}

type LoadState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; Page: ComponentType };

function initialState(load: PageLoader, page: string): LoadState {
  const Page = loadedPages.get(load);
  // A page seen before, in another language, waits for this language's catalogues.
  return Page && namespacesReady(pageNamespaces(page))
    ? { status: 'ready', Page }
    : { status: 'loading' };
}

/** Retries after which Retry reloads the document instead (a fresh module map for sure). */
const RETRIES_BEFORE_RELOAD = 2;

/** The page's catalogues in the current language (the page chunk loads beside them). */
function catalogues(page: string): Promise<void> {
  // A missing catalogue must not stop the page: its keys show until a reload (as at start).
  return loadNamespaces(pageNamespaces(page)).catch((error: unknown) =>
    console.warn('Language catalogues failed to load', error),
  );
}

/**
 * What a retry imports: the chunk as the build linked it, and when the browser answers that
 * with the failure it remembers, the same chunk under a fresh URL.
 */
export function retryLoader(load: PageLoader, page: string): PageLoader {
  return () => load().catch(() => freshPageImport(page));
}

/**
 * Loads a page chunk and renders it. Rendered with `key={page}` by the route frame, so each
 * route starts from its own state. Pages already loaded render at once.
 */
export function LazyPage({
  load,
  page,
  timeoutMs = PAGE_LOAD_TIMEOUT_MS,
}: {
  load: PageLoader;
  /** The page's name (`common/contactus`), to find its chunk again on Retry. */
  page: string;
  timeoutMs?: number;
}) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => initialState(load, page));

  // While on screen, a language switch loads this page's namespaces too.
  useEffect(() => holdNamespaces(pageNamespaces(page)), [page]);

  useEffect(() => {
    if (loadedPages.has(load) && namespacesReady(pageNamespaces(page))) return undefined;
    let cancelled = false;
    const loader = attempt === 0 ? load : retryLoader(load, page);
    Promise.all([
      // zod in a task of its own first (its chunk is preloaded with the page's), then the first
      // route's chunks a task each (`routeChunksFirst`); if they cannot load, the page's own
      // import reports it (and Retry fetches the page afresh).
      loadWithTimeout(
        () => zodFirst().then(routeChunksFirst, routeChunksFirst).then(loader),
        timeoutMs,
      ),
      catalogues(page),
    ])
      // The page's modules ran in the task that loaded the last of them: it renders in a task
      // of its own (together they were one of a first screen's longest tasks).
      .then(async (loaded) => {
        await nextTask();
        return loaded;
      })
      .then(
        ([Page]) => {
          loadedPages.set(load, Page);
          if (!cancelled) setState({ status: 'ready', Page });
        },
        (error: unknown) => {
          console.warn('Page chunk failed to load', error);
          if (!cancelled) setState({ status: 'failed' });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [load, page, timeoutMs, attempt]);

  // The shell's first paint stays until the page is here, or until the loading view would show.
  const loading = state.status === 'loading';
  const failed = state.status === 'failed';
  useEffect(() => {
    if (!loading) {
      dismissFirstPaint(failed);
      return undefined;
    }
    const timer = setTimeout(() => dismissFirstPaint(true), PAGE_LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading, failed]);

  const retry = () => {
    if (attempt >= RETRIES_BEFORE_RELOAD) {
      window.location.reload();
      return;
    }
    loadedPages.delete(load);
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  if (state.status === 'loading') return <DelayedLoading delayMs={PAGE_LOADING_DELAY_MS} />;
  if (state.status === 'failed') return <PageLoadError onRetry={retry} testId="page-error" />;
  const { Page } = state;
  return (
    <PageErrorBoundary key={attempt} onRetry={retry}>
      <Page />
    </PageErrorBoundary>
  );
}
