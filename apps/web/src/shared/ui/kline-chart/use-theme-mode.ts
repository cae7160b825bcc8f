import { useEffect, useState } from 'react';

export type DocumentTheme = 'light' | 'dark';

function read(): DocumentTheme {
  return document.documentElement.getAttribute('data-prefers-color-scheme') === 'dark'
    ? 'dark'
    : 'light';
}

/**
 * The theme the shell applied to <html> (the user's choice or the system's). A canvas cannot
 * read CSS variables by itself, so the chart re-reads them whenever this changes.
 */
export function useDocumentTheme(): DocumentTheme {
  const [mode, setMode] = useState<DocumentTheme>(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setMode(read()));
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-prefers-color-scheme'],
    });
    return () => observer.disconnect();
  }, []);
  return mode;
}

/** A design token's current value (`--tm-*`), with a fallback for tests without styles. */
export function cssToken(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}
