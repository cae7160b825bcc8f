import { createContext, useContext, useEffect } from 'react';

/**
 * Lets a page replace the title of its navigation bar (e.g. an article's own title).
 * The route frame provides it; outside a frame the hook does nothing.
 */
export const PageTitleContext = createContext<((title: string | null) => void) | null>(null);

export function usePageTitle(title: string | null | undefined): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    if (!setTitle) return undefined;
    setTitle(title ?? null);
    return () => setTitle(null);
  }, [setTitle, title]);
}
