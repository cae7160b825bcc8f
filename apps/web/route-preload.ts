import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTES, ROUTE_ALIASES } from './src/shared/routing/route-table';

/**
 * The page of a route is a lazy chunk, found only after the entry has loaded, run and rendered
 * the shell — on a phone that was the 1.5–2 s between the first paint and the page (issue 21).
 * The routing is in the hash, which never reaches the server, so the shell itself carries a
 * small inline script that reads the hash and the stored language at once and asks for the
 * route's chunks, their CSS and the language's catalogue chunks in parallel with the entry.
 *
 * The script is inline so it costs no round trip; the server allows it by its sha256 in the
 * Content-Security-Policy (`platform/security.ts` hashes the inline scripts of the built shell).
 */

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** Catalogue chunks as vite.config.ts groups them: `i18n-<lang>-first` / `i18n-<lang>-rest`. */
const CATALOGUE_CHUNK = /(?:^|\/)i18n-([a-z]+)-(first|rest)-[\w-]+\.js$/;

const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();

export function routePreload(homePage: string): Plugin {
  return {
    name: 'tidemark-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (c): c is ChunkLike & typeof c => c.type === 'chunk',
        );
        const byFile = new Map(chunks.map((c) => [c.fileName, c as unknown as ChunkLike]));
        const closure = (start: string[]): Set<string> => {
          const seen = new Set<string>();
          const queue = [...start];
          while (queue.length > 0) {
            const file = queue.pop()!;
            if (seen.has(file)) continue;
            seen.add(file);
            queue.push(...(byFile.get(file)?.imports ?? []));
          }
          return seen;
        };
        // The entry and its imports are in the shell's own tags already.
        const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
        const pageFile = new Map<string, string>();
        for (const c of chunks) {
          const id = c.facadeModuleId?.split(path.sep).join('/');
          const m = id ? /\/src\/pages\/(.+)\.tsx$/.exec(id) : null;
          if (m) pageFile.set(m[1]!, c.fileName);
        }

        const files: string[] = [];
        const index = new Map<string, number>();
        const idx = (file: string) => {
          let i = index.get(file);
          if (i === undefined) {
            i = files.push(file) - 1;
            index.set(file, i);
          }
          return i;
        };
        const listOf = new Map<string, number[]>();
        const pageList = (page: string): number[] | undefined => {
          const cached = listOf.get(page);
          if (cached) return cached;
          const file = pageFile.get(page);
          if (!file) return undefined;
          const js = [...closure([file])].filter((f) => !entry.has(f));
          const css = new Set<string>();
          for (const f of closure([file]))
            for (const c of byFile.get(f)?.viteMetadata?.importedCss ?? []) css.add(c);
          const list = [...js, ...css].map(idx);
          listOf.set(page, list);
          return list;
        };
        const routes: Record<string, [number[], number]> = {};
        for (const route of ROUTES) {
          const list = pageList(route.page);
          // 1: the page waits for every catalogue of the language, 0: only the first screen's.
          if (list) routes[normalise(route.path)] = [list, route.page === homePage ? 0 : 1];
        }
        for (const alias of ROUTE_ALIASES) {
          const to = routes[normalise(alias.to)];
          if (to) routes[normalise(alias.path)] = to;
        }
        const catalogues: Record<string, [number, number]> = {};
        for (const c of chunks) {
          const m = CATALOGUE_CHUNK.exec(c.fileName);
          if (!m) continue;
          const pair = (catalogues[m[1]!] ??= [-1, -1]);
          pair[m[2] === 'first' ? 0 : 1] = idx(c.fileName);
        }
        const data = JSON.stringify({ f: files, r: routes, c: catalogues });
        return {
          html,
          tags: [{ tag: 'script', children: preloadScript(data), injectTo: 'body' }],
        };
      },
    },
  };
}

/**
 * Runs before the entry: the route from the hash (`#/pages/x?y` → `/pages/x`, home when empty),
 * the language as the app reads it (`lang` in local storage, `en` when unset or from before the
 * storage version), then one preload link per file.
 */
function preloadScript(data: string): string {
  return `(function(){try{var d=${data};var h=(location.hash.replace(/^#/,'').split('?')[0]||'/').replace(/\\/+$/,'')||'/';var r=d.r[h.toLowerCase()];if(!r)return;var s=localStorage,l=s.getItem('storage_version')?s.getItem('lang'):null;var c=d.c[l&&d.c[l]?l:'en'];var list=r[0].slice();if(c){list.push(c[0]);if(r[1])list.push(c[1]);}for(var i=0;i<list.length;i++){var f=d.f[list[i]];if(f===undefined)continue;var k=document.createElement('link');if(/\\.css$/.test(f)){k.rel='preload';k.as='style';}else{k.rel='modulepreload';}k.href='./'+f;k.setAttribute('data-route-preload','');document.head.appendChild(k);}}catch(e){}})();`;
}
