import type { ComponentType } from 'react';

/**
 * The page modules, one per route (src/pages/<section>/<name>.tsx). `import.meta.glob`
 * turns each into its own chunk, loaded on first visit; the route table names them by path.
 */
export interface PageModule {
  default: ComponentType;
}

const modules = import.meta.glob<PageModule>(['../pages/**/*.tsx', '!../pages/**/*.test.tsx']);

export type PageLoader = () => Promise<PageModule>;

export function pageLoader(page: string): PageLoader | undefined {
  return modules[`../pages/${page}.tsx`];
}

/** Page names that have a module, e.g. `fund/withdraw`. */
export const PAGE_NAMES: readonly string[] = Object.keys(modules).map((file) =>
  file.replace(/^\.\.\/pages\//, '').replace(/\.tsx$/, ''),
);
