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

/** Imports a page chunk; a chunk that fails or takes longer than `timeoutMs` rejects. */
export function loadWithTimeout(load: PageLoader, timeoutMs: number): Promise<ComponentType> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadTimeout()), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module.default);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
