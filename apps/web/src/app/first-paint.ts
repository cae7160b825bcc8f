import { nextTask } from '../shared/ui/next-task';

/**
 * The shell paints a tab route's frame before the app loads (`route-preload.ts`, a fixed layer
 * over the app). It goes once the app shows something of its own in its place: the page, its
 * loading view or its error view. Removing a fixed layer moves nothing, so it shifts no layout.
 *
 * On trade and assets the frame also shows the route's figure (last price, total) from the
 * early GETs (`EARLY_FIGURES`). There the page being ready is not enough: under the layer it
 * still shows its skeleton until its own copy of the figure renders, and removing the layer
 * then took the figure away for that while (or, when the answer came after the page, kept the
 * shell from ever painting it). So such a layer stays until the app's figure is in the page,
 * at most `FIGURE_WAIT_MS` more (an error view under it must not stay hidden).
 */
const APP_FIGURES: Readonly<Record<string, string>> = {
  pair: '[data-testid=pair-price]',
  total: '[data-testid=assets-total]',
  list: '[data-testid=ticker-row]',
};
export const FIGURE_WAIT_MS = 2000;

/** `now`: the page will not show the figure (a failed page, a redirect, the last resort). */
export function dismissFirstPaint(now = false): void {
  const layer = document.getElementById('tm-first-paint');
  if (!layer) return;
  const root = document.getElementById('root');
  const figure = APP_FIGURES[layer.dataset.figure ?? ''];
  const shown = () => figure !== undefined && (root?.querySelector(figure) ?? null) !== null;
  if (now || !figure || !root || shown()) {
    layer.remove();
    return;
  }
  if (layer.dataset.waiting) return;
  layer.dataset.waiting = '1';
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    layer.remove();
  };
  const observer = new MutationObserver(() => {
    if (shown()) done();
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(done, FIGURE_WAIT_MS);
}

/** How long the app's code waits for the shell's figure before it runs anyway. */
export const FIGURE_GATE_MS = 400;

/**
 * Resolves once the shell's figure (`window.__tmFigure`, route-preload.ts) is settled and a
 * frame has been drawn since, or after `FIGURE_GATE_MS`, or at once on a route without one.
 * The app's code runs after it: run first, its long first task would hold the frame that
 * shows the figure, which is the first screen's largest paint, until the app has rendered.
 */
export function afterShellFigure(gateMs = FIGURE_GATE_MS): Promise<void> {
  const pending = (window as { __tmFigure?: Promise<unknown> }).__tmFigure;
  // A tab opened in the background draws no frames (no animation frame fires): nothing to wait for.
  if (!pending || !document.getElementById('tm-first-paint') || document.hidden)
    return Promise.resolve();
  const capped = Promise.race([
    pending.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, gateMs)),
  ]);
  // A task after the next animation frame runs once that frame has been produced; should the
  // tab go to the background meanwhile, a short timer lets the app start all the same.
  return capped.then(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 0));
        setTimeout(resolve, FRAME_WAIT_MS);
      }),
  );
}

/**
 * The built shell only preloads the app's stylesheet (`<link rel="preload" as="style"
 * id="tm-app-css">`, route-preload.ts): its frame paints from inline styles without waiting for
 * it. This applies it and resolves once it is in effect (or failed: an unstyled app beats none),
 * before the app renders anything. Without such a link (the dev server) there is nothing to do.
 */
export function appStylesheet(): Promise<void> {
  const preload = document.getElementById('tm-app-css');
  if (!(preload instanceof HTMLLinkElement) || preload.rel !== 'preload') return Promise.resolve();
  return new Promise((resolve) => {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
    sheet.href = preload.href;
    sheet.onload = () => resolve();
    sheet.onerror = () => resolve();
    preload.after(sheet);
  });
}

/** The longest the app waits for a frame once the figure is settled. */
const FRAME_WAIT_MS = 100;

/** Set while the one reload a failed start may make is under way. */
const START_RELOAD_KEY = 'tm-start-reload';

/** Session storage that may be refused (a sandboxed frame): then no reload is tried. */
const reloadFlag = {
  get: () => {
    try {
      return sessionStorage.getItem(START_RELOAD_KEY) !== null;
    } catch {
      return true;
    }
  },
  set: (on: boolean) => {
    try {
      if (on) sessionStorage.setItem(START_RELOAD_KEY, '1');
      else sessionStorage.removeItem(START_RELOAD_KEY);
    } catch {
      // nothing to remember it in
    }
  },
};

/** Whether this document came from a reload, or the browser does not say how it came. */
function mayCarryReloadMark(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return entry === undefined || entry.type === 'reload';
}

/**
 * Starts the app once the shell's figure is on screen. Its code failing to load (a deploy
 * under an open page, a dropped connection) reloads the page once; a second failure takes the
 * frame away rather than leaving it up with nothing under it, and is reported.
 */
export function runApp(
  load: () => Promise<{ start(): Promise<void> }>,
  reload: () => void = () => location.reload(),
): Promise<void> {
  return afterShellFigure()
    .then(() => Promise.all([load(), appStylesheet()]))
    .then(async ([app]) => {
      // The app's modules ran in the task that loaded them: it starts in a task of its own.
      await nextTask();
      await app.start();
      // Only a reloaded page can carry the mark: a first visit does not touch session storage
      // (its first use waits on the browser, inside the app's first render).
      if (mayCarryReloadMark()) reloadFlag.set(false);
    })
    .catch((error: unknown) => {
      if (!reloadFlag.get()) {
        reloadFlag.set(true);
        reload();
        return;
      }
      reloadFlag.set(false);
      dismissFirstPaint(true);
      console.error('The app failed to start', error);
    });
}
