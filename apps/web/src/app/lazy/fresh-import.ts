import type { PageModule } from '../page-modules';

/**
 * The build's chunk manifest (Vite's, written as `chunk-manifest.json` beside index.html):
 * for each source module, its chunk file, the CSS it needs and the chunks it imports.
 */
export const CHUNK_MANIFEST = 'chunk-manifest.json';

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestEntry>;

/** The CSS files a chunk needs: its own and those of every chunk it imports. */
export function cssOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [...(entry.css ?? []), ...(entry.imports ?? []).flatMap((k) => cssOf(manifest, k, seen))];
}

/** The URL of a page's chunk with a query no earlier import of it used. */
export function freshChunkUrl(file: string, base: string, nonce: string): string {
  const url = new URL(file, base);
  url.searchParams.set('retry', nonce);
  return url.href;
}

function ensureStylesheet(href: string): Promise<void> {
  const present = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].some(
    (link) => link.href === href,
  );
  if (present) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`Stylesheet failed to load: ${href}`));
    document.head.appendChild(link);
  });
}

let retries = 0;

/**
 * Imports a page's chunk again under a new URL. A browser keeps a module that failed to
 * fetch, parse or run in its module map for the life of the document, so importing the same
 * URL again answers with the same failure; a URL with a fresh query is a new module. The
 * chunk's name comes from the build's manifest, read without the HTTP cache.
 */
export async function freshPageImport(page: string): Promise<PageModule> {
  const base = document.baseURI;
  const response = await fetch(new URL(CHUNK_MANIFEST, base), { cache: 'no-store' });
  if (!response.ok) throw new Error(`Chunk manifest answered ${response.status}`);
  const manifest = (await response.json()) as Manifest;
  const key = `src/pages/${page}.tsx`;
  const entry = manifest[key];
  if (!entry) throw new Error(`No chunk for page ${page}`);
  await Promise.all(cssOf(manifest, key).map((file) => ensureStylesheet(new URL(file, base).href)));
  retries += 1;
  const url = freshChunkUrl(entry.file, base, `${Date.now().toString(36)}-${retries}`);
  return (await import(/* @vite-ignore */ url)) as PageModule;
}
