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
