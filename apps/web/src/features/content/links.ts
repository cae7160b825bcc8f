/**
 * Where a link from the content API may take the user. Operators write links as hash routes
 * (`#/pages/...`); the web view page receives arbitrary `?url=` values. Only the app's own
 * routes and same-origin addresses are honoured: anything else could be a phishing page
 * dressed in the app's frame.
 */

import { routeUrlFromText, type RouteUrl } from '../../shared/routing/route-table';

export interface Here {
  origin: string;
  href: string;
}

export function currentLocation(): Here {
  return { origin: window.location.origin, href: window.location.href };
}

/** `#/pages/x?y=1` → `/pages/x?y=1`; anything that is not a hash route → null. */
function hashRoute(hash: string): RouteUrl | null {
  return /^#\/[^/]/.test(hash) ? routeUrlFromText(hash.slice(1)) : null;
}

function parse(raw: string, here: Here): URL | null {
  try {
    return new URL(raw, here.href);
  } catch {
    return null;
  }
}

export type WebViewTarget =
  | { kind: 'missing' }
  /** An in-app route: opened with the router, never in a frame. */
  | { kind: 'route'; path: RouteUrl }
  /** Another address on this origin (a static document). */
  | { kind: 'same-origin'; href: string }
  /** Another site (or a scheme such as javascript: or data:): refused. */
  | { kind: 'external'; host: string };

/** Decides what the web view page does with its `?url=`. */
export function resolveWebViewTarget(raw: string | null | undefined, here: Here): WebViewTarget {
  const text = raw?.trim() ?? '';
  if (!text) return { kind: 'missing' };
  const direct = hashRoute(text);
  if (direct) return { kind: 'route', path: direct };
  const url = parse(text, here);
  if (!url) return { kind: 'missing' };
  const isWeb = url.protocol === 'http:' || url.protocol === 'https:';
  if (!isWeb || url.origin !== here.origin)
    return { kind: 'external', host: url.host || url.protocol };
  const inApp = hashRoute(url.hash);
  const appBase = new URL('./', here.href).pathname;
  if (inApp && (url.pathname === appBase || url.pathname === `${appBase}index.html`))
    return { kind: 'route', path: inApp };
  return { kind: 'same-origin', href: url.href };
}

/** The in-app route a banner or article link opens, or null when it opens nothing. */
export function inAppRoute(link: string | null | undefined, here: Here): RouteUrl | null {
  const target = resolveWebViewTarget(link, here);
  return target.kind === 'route' ? target.path : null;
}

/**
 * A banner image as a same-origin address (`banners/zero-fee.svg` is relative to the app),
 * or null: the page's CSP loads images from this origin only, and a refused load would
 * print a console error.
 */
export function sameOriginImage(image: string | null | undefined, here: Here): string | null {
  const text = image?.trim() ?? '';
  if (!text) return null;
  const url = parse(text, here);
  if (!url || url.origin !== here.origin) return null;
  return url.href;
}
