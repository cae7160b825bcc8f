/**
 * The navigation helper of the description: navigate to, redirect, switch tab, relaunch and
 * back; parameters are appended to the query string.
 *
 * The app registers the router here; modules that are not components (api client, guards)
 * navigate through it. Without a registered router it falls back to the location hash.
 * Paths are typed from the route table (`RouteUrl`): a link to a page that is not there fails
 * to compile.
 */

import type { RouteUrl } from './route-table';

export type NavigationKind = 'navigateTo' | 'redirectTo' | 'switchTab' | 'reLaunch';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface Navigator {
  go(to: string, options: { replace: boolean }): void | Promise<void>;
  back(): void;
  /** Whether there is an in-app page to go back to. */
  canGoBack(): boolean;
}

let navigator: Navigator | null = null;
let pendingRedirect: ReturnType<typeof setTimeout> | null = null;

export function registerNavigator(next: Navigator | null): void {
  navigator = next;
}

/** `path` with `params` appended to its query string (null and undefined left out). */
export function buildUrl(path: RouteUrl, params?: QueryParams): RouteUrl {
  if (!params) return path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) query.append(key, String(value));
  }
  const text = query.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}` as RouteUrl;
}

async function open(kind: NavigationKind, path: RouteUrl, params?: QueryParams): Promise<void> {
  const to = buildUrl(path, params);
  const replace = kind !== 'navigateTo';
  if (navigator) {
    await navigator.go(to, { replace });
    return;
  }
  if (replace) window.location.replace(`#${to}`);
  else window.location.hash = to;
}

export const navigateTo = (path: RouteUrl, params?: QueryParams) =>
  open('navigateTo', path, params);
export const redirectTo = (path: RouteUrl, params?: QueryParams) =>
  open('redirectTo', path, params);
export const switchTab = (path: RouteUrl) => open('switchTab', path);
export const reLaunch = (path: RouteUrl, params?: QueryParams) => open('reLaunch', path, params);

/** Goes back, or to `fallback` when this is the first page of the visit. */
export function navigateBack(fallback: RouteUrl): void {
  if (navigator?.canGoBack()) navigator.back();
  else void open('reLaunch', fallback);
}

/**
 * Redirects after a delay (the description's 1200 ms after a "please log in" or session
 * toast). Only one such redirect is pending at a time, so parallel failures do not stack.
 */
export function scheduleRedirect(path: RouteUrl, delayMs: number): void {
  if (pendingRedirect !== null) return;
  pendingRedirect = setTimeout(() => {
    pendingRedirect = null;
    void reLaunch(path);
  }, delayMs);
}

export function isRedirectPending(): boolean {
  return pendingRedirect !== null;
}

/** Test hook. */
export function cancelPendingRedirect(): void {
  if (pendingRedirect !== null) clearTimeout(pendingRedirect);
  pendingRedirect = null;
}
