/**
 * The shell paints a tab route's frame before the app loads (`route-preload.ts`, a fixed layer
 * over the app). It goes once the app shows something of its own in its place: the page, its
 * loading view or its error view. Removing a fixed layer moves nothing, so it shifts no layout.
 */
export function dismissFirstPaint(): void {
  document.getElementById('tm-first-paint')?.remove();
}
