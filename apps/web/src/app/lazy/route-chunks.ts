import { nextTask } from '../../shared/ui/next-task';

let started: Promise<void> | null = null;

/**
 * The first route's code, run a chunk per task before its page is imported. The shell's inline
 * script preloads the route's chunks (`data-route-preload`, dependencies first: route-preload.ts);
 * importing the page ran all of them — the page, its features, and libraries such as
 * react-spring and use-gesture — in ONE task, one of the longest of a trade or assets screen's
 * start on a phone. Importing each chunk by its own URL runs it (and nothing it
 * imports that has not run yet) as the same module the page imports, so the page's own import
 * then finds its modules run. Only once, for the route the page opened on; a chunk that fails
 * to load stops it, and the page's own import reports the failure (and Retry).
 */
export function routeChunksFirst(): Promise<void> {
  started ??= (async () => {
    const links = document.querySelectorAll<HTMLLinkElement>(
      'link[rel="modulepreload"][data-route-preload]',
    );
    for (const link of links) {
      try {
        await import(/* @vite-ignore */ link.href);
      } catch {
        return;
      }
      await nextTask();
    }
  })();
  return started;
}
