import type { ComponentType } from 'react';
import type { PageLoader } from '../page-modules';

/** The description's lazy page timings: loading view after 200 ms, failure after 60 s. */
export const PAGE_LOADING_DELAY_MS = 200;
export const PAGE_LOAD_TIMEOUT_MS = 60_000;

export class PageLoadTimeout extends Error {
  constructor() {
    super('Page chunk timed out');
    this.name = 'PageLoadTimeout';
  }
}

/**
 * Imports a page chunk; a chunk that fails or takes longer than `timeoutMs` rejects. A loaded
 * page is handed over in a task of its own: running the chunk's modules and rendering the page
 * were one long task, in which the screen could not answer a tap; as two, each is shorter.
 */
export function loadWithTimeout(load: PageLoader, timeoutMs: number): Promise<ComponentType> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadTimeout()), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        setTimeout(() => resolve(module.default), 0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
