import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { DEFAULT_PAIR, EARLY_BANNERS, EARLY_FIGURES, EARLY_GETS } from './src/shared/api/early';
import { PAGE_NAMESPACES } from './src/shared/i18n/page-namespaces';
import { ROUTES, ROUTE_ALIASES, TAB_ROUTES } from './src/shared/routing/route-table';
import { FIGURE_GATE_MS } from './src/app/first-paint';
import { dependenciesFirst } from './dependencies-first';

/**
 * The page of a route is a lazy chunk, found only after the entry has loaded, run and rendered
 * the shell — on a phone that was the 1.5–2 s between the first paint and the page.
 * The routing is in the hash, which never reaches the server, so the shell itself carries a
 * small inline script that reads the hash and the stored language at once and asks for the
 * route's chunks, their CSS and the language's catalogues of the route's namespaces
 * (`page-namespaces.ts`, with the shell's) in parallel with the entry.
 *
 * The script is inline so it costs no round trip; the server allows it by its sha256 in the
 * Content-Security-Policy (`platform/security.ts` hashes the inline scripts of the built shell).
 * A second, smaller inline script at the top of the head sends the route's early GETs
 * (`earlyScript`).
 */

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** Catalogue chunks as vite.config.ts groups them: `i18n-<lang>-<namespace or shell>`. */
const CATALOGUE_CHUNK = /(?:^|\/)i18n-([a-z]+)-([a-z]+)-[\w-]+\.js$/;

const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();

export function routePreload(): Plugin {
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
        // The entry and its imports are in the shell's own tags already; the app it starts
        // (`app/start.tsx`, imported once the shell's figure is painted) gets tags here.
        const isStart = (c: ChunkLike) =>
          c.facadeModuleId?.split(path.sep).join('/').endsWith('/src/app/start.tsx') === true;
        const shell = closure(
          chunks.filter((c) => c.isEntry && !isStart(c)).map((c) => c.fileName),
        );
        const startChunk = chunks.find(isStart);
        const start = [...closure(startChunk ? [startChunk.fileName] : [])].filter(
          (f) => !shell.has(f),
        );
        const entry = new Set([...shell, ...start]);
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
          // Dependencies before the chunks that import them: the app runs them in this order,
          // one task each, before the page (`app/lazy/route-chunks.ts`).
          const js = dependenciesFirst(file, (f) => byFile.get(f)?.imports ?? []).filter(
            (f) => !entry.has(f),
          );
          const css = new Set<string>();
          for (const f of closure([file]))
            for (const c of byFile.get(f)?.viteMetadata?.importedCss ?? []) css.add(c);
          const list = [...js, ...css].map(idx);
          listOf.set(page, list);
          return list;
        };
        // Namespaces by index (`shell` first), and per language the file of each.
        const namespaces = ['shell'];
        const nsIndex = (ns: string) => {
          const i = namespaces.indexOf(ns);
          return i >= 0 ? i : namespaces.push(ns) - 1;
        };
        const catalogues: Record<string, number[]> = {};
        for (const c of chunks) {
          const m = CATALOGUE_CHUNK.exec(c.fileName);
          if (!m) continue;
          (catalogues[m[1]!] ??= [])[nsIndex(m[2]!)] = idx(c.fileName);
        }
        const routes: Record<string, [number[], number[]] | [number[], number[], number]> = {};
        for (const route of ROUTES) {
          const list = pageList(route.page);
          if (!list) continue;
          // An undeclared page waits for every namespace (lazy-page.tsx does the same).
          const own = PAGE_NAMESPACES[route.page] ?? namespaces.slice(1);
          const entry: [number[], number[]] = [list, [0, ...own.map(nsIndex)]];
          // Tab routes also get the first paint (its tab's index).
          const tab = TAB_ROUTES.findIndex((t) => t.path === route.path);
          routes[normalise(route.path)] = tab >= 0 ? [...entry, tab] : entry;
        }
        for (const alias of ROUTE_ALIASES) {
          const to = routes[normalise(alias.to)];
          if (to) routes[normalise(alias.path)] = to;
        }
        // Early GETs per route (and its aliases): [path, 1 when it needs the session].
        const early: Record<string, Array<[string, number]>> = {};
        for (const [route, gets] of Object.entries(EARLY_GETS))
          early[normalise(route)] = gets.map((g) => [g.path, g.auth ? 1 : 0]);
        for (const alias of ROUTE_ALIASES) {
          const to = early[normalise(alias.to)];
          if (to) early[normalise(alias.path)] = to;
        }
        const figures: Record<string, string> = {};
        for (const [route, figure] of Object.entries(EARLY_FIGURES))
          figures[normalise(route)] = figure;
        for (const alias of ROUTE_ALIASES) {
          const to = figures[normalise(alias.to)];
          if (to) figures[normalise(alias.path)] = to;
        }
        // The shell's own tags for the app's files go: the inline script asks for them once the
        // frame is painted (`GO_FN`).
        const shellTags = appTags(html);
        const data = JSON.stringify({
          a: { ...shellTags.files, m: [...shellTags.files.m, ...start] },
          f: files,
          r: routes,
          c: catalogues,
          t: firstPaintTexts(),
          b: EARLY_BANNERS,
          x: figures,
          s: DEFAULT_PAIR,
        });
        const earlyData = JSON.stringify({ e: early, l: Object.keys(catalogues) });
        // Right after <meta charset>, which browsers look for in the first 1,024 bytes only.
        const charset = /<meta charset="UTF-8"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('route-preload: index.html has no <meta charset>');
        return {
          html: inlineCriticalCss(
            shellTags.html.replace(
              charset,
              (meta) => `${meta}<script>${earlyScript(earlyData)}</script>`,
            ),
          ),
          tags: [{ tag: 'script', children: preloadScript(data), injectTo: 'body' }],
        };
      },
    },
  };
}

const LOCALES = fileURLToPath(new URL('./src/locales', import.meta.url));

/** The tokens and the page's base, inlined into the shell (they are in the app's stylesheet too). */
const CRITICAL_CSS = ['./src/shared/theme/theme.css', './src/app/base.css'].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);

const ENTRY_SCRIPT =
  /<script type="module" crossorigin src="\.\/(assets\/[\w.-]+\.js)"><\/script>\s*/g;
const MODULE_PRELOAD =
  /<link rel="modulepreload" crossorigin href="\.\/(assets\/[\w.-]+\.js)">\s*/g;
const APP_STYLESHEET = /<link rel="stylesheet" crossorigin href="\.\/(assets\/[\w.-]+\.css)">\s*/g;

/**
 * The tags the build puts in the shell's head for the app — its entry, the entry's imports and
 * its stylesheet — taken out, with their files: `j` the entry, `m` the module preloads, `s` the
 * stylesheet. The inline script adds them once the frame is painted (`GO_FN`): the shell paints
 * without the 19 kB stylesheet (a render-blocking round trip on a phone), from the
 * inline rules (`inlineCriticalCss` and index.html's own), and the app applies the stylesheet
 * before its first render (`appStylesheet`, `app/first-paint.ts`).
 */
function appTags(html: string): { html: string; files: { j: string; m: string[]; s: string } } {
  const one = (pattern: RegExp, what: string): string => {
    const found = [...html.matchAll(pattern)];
    if (found.length !== 1)
      throw new Error(`route-preload: expected one ${what} in index.html, found ${found.length}`);
    return found[0]![1]!;
  };
  const files = {
    j: one(ENTRY_SCRIPT, 'entry script'),
    m: [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!),
    s: one(APP_STYLESHEET, 'app stylesheet'),
  };
  return {
    html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(APP_STYLESHEET, ''),
    files,
  };
}

/** The tokens and the page's base ahead of index.html's own rules for the frame. */
function inlineCriticalCss(html: string): string {
  if (!html.includes('<style>')) throw new Error('route-preload: index.html has no <style>');
  const critical = CRITICAL_CSS.map((file) => minifyCss(fs.readFileSync(file, 'utf8'))).join('');
  return html.replace('<style>', `<style>${critical}</style><style>`);
}

/** Comments and runs of white space out: enough for our own hand-written CSS. */
const minifyCss = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .trim();

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const lookup = (catalogue: unknown, key: string): string => {
  let node = catalogue;
  for (const part of key.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? escapeHtml(node) : '';
};

/**
 * The words of the first paint per language, from the app's own catalogues: the site name
 * (`a`), the tab labels (`b`) and the tab routes' titles (`p`, empty for a page with its own
 * header). Taken at build time so the shell paints them before any JavaScript file arrives.
 */
function firstPaintTexts(): Record<string, { a: string; b: string[]; p: string[] }> {
  const texts: Record<string, { a: string; b: string[]; p: string[] }> = {};
  for (const lang of fs.readdirSync(LOCALES)) {
    const file = (ns: string) => path.join(LOCALES, lang, `${ns}.json`);
    if (!fs.existsSync(file('common'))) continue;
    const common: unknown = JSON.parse(fs.readFileSync(file('common'), 'utf8'));
    const routes: unknown = JSON.parse(fs.readFileSync(file('routes'), 'utf8'));
    texts[lang] = {
      a: lookup(common, 'app.name'),
      b: TAB_ROUTES.map((route) => lookup(common, `tabs.${route.tab}`)),
      p: TAB_ROUTES.map((route) => (route.nav === 'self' ? '' : lookup(routes, route.titleKey))),
    };
  }
  return texts;
}

/**
 * Runs before the entry: the route from the hash (`#/pages/x?y` → `/pages/x`, home when empty),
 * the language as the app reads it (`lang` in local storage, `en` when unset or from before the
 * storage version), then one preload link per file (`GO_FN`, once the frame is painted).
 *
 * On a tab route it also paints the route's frame at once (the first paint waited
 * for the entry, the route's chunks and the catalogue, ~20 requests on a phone): the header
 * with the title, placeholder cards and the tab bar, in the stored theme and language. It is
 * a fixed layer over the app that lets clicks through (no layout shift when it goes); the app
 * removes it once the page (or its loading or error view) is on screen (`app/first-paint.ts`).
 */
/**
 * The app's own files — its stylesheet (preloaded: the app applies it, `appStylesheet`), the
 * entry, the app it starts and the route's chunks and catalogues (`list`) — are asked for once
 * the frame is on screen: its first contentful paint reported (a frame drawn, where paint
 * timing is not supported) and the route's figure (or home's banner) in it and drawn — at most
 * `FIGURE_GATE_MS` after that paint, and 2 s after the frame went in should no paint be
 * reported. Asked for earlier, they took the connections and the main thread the first paint
 * needed, and a paint after some of them had arrived was counted as waiting for them. At once
 * when there is no frame (a route that is not a tab), in a background tab (no frame is drawn
 * there) and if anything above failed: the app must start whatever happens to its frame. Four
 * tags a task: on a phone one task for all of trade's sixty was a long task of its own.
 */
const GO_FN = `function go(){if(go.d)return;go.d=1;var H=document.head,Q=[],i,f;function add(r,h,x){Q.push([r,h,x]);}add('preload',a.s,'style');add('script',a.j);for(i=0;i<a.m.length;i++)add('modulepreload',a.m[i]);for(i=0;i<list.length;i++){f=d.f[list[i]];if(f!==undefined)add(/\\.css$/.test(f)?'preload':'modulepreload',f,/\\.css$/.test(f)?'style':1);}function pump(){for(var n=0;n<4&&Q.length;n++){var q=Q.shift(),k;if(q[0]==='script'){k=document.createElement('script');k.type='module';k.src='./'+q[1];}else{k=document.createElement('link');k.rel=q[0];if(q[2]==='style')k.as='style';k.href='./'+q[1];}k.crossOrigin='';if(q[1]===a.s)k.id='tm-app-css';else if(q[2])k.setAttribute('data-route-preload','');H.appendChild(k);}if(Q.length)setTimeout(pump,0);}pump();}`;

/**
 * Home: paints the first banner's image in the frame's banner box, at the carousel's size —
 * the one the server names in the shell (`tm-shell-data`, `platform/web.ts`) at once, else the
 * first of the carousel's request, which it sends now and hands to the client through
 * `__tmEarly` (`src/shared/api/early.ts`). Only same-origin images, like the carousel.
 */
const BANNERS_FN = `function banners(b,l){var body=b.body+'&lang='+encodeURIComponent(l);var r=fetch(b.path,{method:'POST',headers:{accept:'application/json','content-type':'application/x-www-form-urlencoded;charset=UTF-8'},body:body}).then(function(res){res.clone().json().then(function(e){var first=e&&e.type==='ok'&&e.message&&e.message.data&&e.message.data[0];if(first)paint(first.image);},function(){});return res;});(window.__tmEarly=window.__tmEarly||{})['POST '+b.path+' '+body]=r;}function paint(image){var box=document.getElementById('tm-first-banner');if(!image||!box||box.firstChild)return;var u=new URL(image,location.href);if(u.origin!==location.origin&&u.protocol!=='data:')return;var img=document.createElement('img');img.alt='';img.src=u.href;box.appendChild(img);if(img.decode)window.__tmFigure=img.decode().catch(function(){});}`;

/**
 * Trade, market and assets: the route's figure (`EARLY_FIGURES`) painted into the frame from the early
 * GETs' answers, which it reads from a clone (the app still takes the response itself); the
 * app's code runs once it is settled (`window.__tmFigure`, `afterShellFigure`). Trade's last
 * price is in the page itself when the server named it (`prices` of `tm-shell-data`,
 * `platform/web.ts`, read at most 30 s before by this device's clock: an offline copy of the
 * page shows none): it shows with the first paint, and the tickers' answer updates it. The
 * market's first six rows of the tab `?tab=` opens (coins by default; symbol and last price,
 * in the tickers' order as that tab lists them; none for favourites and futures, whose rows
 * the shell cannot know) come the same way. `fx`
 * is the app's decimal formatting on strings: `d` places, half-up or down, at least `least`
 * of them kept when trimming zeros, thousands grouped. Text goes in by `textContent` only.
 */
const FIGURE_FN = `function fx(v,d,up,least){var m=/^(-?)(\\d+)(?:\\.(\\d+))?$/.exec(v);if(!m||typeof d!=='number'||d<0||d>30)return'';var f=(m[3]||'')+Array(d+2).join('0');var n=BigInt(m[2]+f.slice(0,d));if(up&&f.charAt(d)>='5')n+=BigInt(1);var t=n.toString();while(t.length<=d)t='0'+t;var i=t.slice(0,t.length-d),r=d?t.slice(t.length-d):'';if(least!==undefined)while(r.length>least&&r.charAt(r.length-1)==='0')r=r.slice(0,-1);return(m[1]&&/[1-9]/.test(t)?'-':'')+i.replace(/\\B(?=(\\d{3})+$)/g,',')+(r?'.'+r:'');}function tap(k){var E=window.__tmEarly||{},q=E[k],j=null;if(!q)return Promise.resolve(null);E[k]=q.then(function(r){if(r.ok)j=r.clone().json();return r;});return E[k].then(function(){return j;});}function ok(e){return e&&e.type==='ok'&&e.message;}function show(t){var e=document.getElementById('tm-first-figure');if(e&&t)e.textContent=t;}function figure(x,l,tok,def){var q='?lang='+encodeURIComponent(l)+' ',f;if(x==='pair'){var sym=new URLSearchParams(location.hash.split('?')[1]||'').get('symbol')||def;var b=document.getElementById('tm-first-symbol');if(b)b.textContent=sym;var s=null;try{var D=JSON.parse(document.getElementById('tm-shell-data').textContent);if(Math.abs(Date.now()-D.prices_at)<30000)s=D.prices[sym];}catch(e){}if(s){show(fx(s[0],s[1],1));f=Promise.resolve();}var g=tap('GET /api/currency/quotation_new'+q).then(function(e){var a=ok(e);a=a&&(Array.isArray(a)?a:a.results);for(var i=0;a&&i<a.length;i++)if(a[i].symbol===sym)show(fx(a[i].now_price,a[i].price_decimals,1));}).catch(function(){});f=f||g;}var K=x==='list'&&{coins:'crypto',stock:'stock',forex:'forex',commodities:'commodity'}[new URLSearchParams(location.hash.split('?')[1]||'').get('tab')||'coins'];if(x==='list'&&!K){var F=document.getElementById('tm-first-paint');if(F)F.removeAttribute('data-figure');}if(K){var R=document.getElementById('tm-first-rows'),rows=function(L){if(!R||!L.length)return;R.textContent='';for(var i=0;i<L.length&&i<6;i++){var P=document.createElement('p'),B=document.createElement('b');B.textContent=L[i][0];P.appendChild(B);P.appendChild(document.createTextNode(' '+L[i][1]));R.appendChild(P);}};try{var D2=JSON.parse(document.getElementById('tm-shell-data').textContent),L2=[];if(Math.abs(Date.now()-D2.prices_at)<30000)for(var k in D2.prices)if(D2.prices[k][2]===K)L2.push([k,fx(D2.prices[k][0],D2.prices[k][1],1)]);if(L2.length){rows(L2);f=Promise.resolve();}}catch(e){}var g2=tap('GET /api/currency/quotation_new'+q).then(function(e){var a=ok(e),L=[];a=a&&(Array.isArray(a)?a:a.results);for(var i=0;a&&i<a.length;i++)if(a[i].kind===K)L.push([a[i].symbol,fx(a[i].now_price,a[i].price_decimals,1)]);rows(L);}).catch(function(){});f=f||g2;}if(x==='total'&&tok)f=Promise.all([tap('GET /api/wallet/assets_summary'+q),tap('GET /api/currency/list'+q)]).then(function(v){var w=ok(v[0]),c=ok(v[1]),p;if(!w||!c)return;for(var i=0;i<c.length;i++)if(c[i].name==='USDT')p=c[i].display_places;if(typeof p==='number')show(fx(w.total_usdt,p,0,Math.min(2,p)));});if(f)window.__tmFigure=f.catch(function(){});}`;

/**
 * The route's early GETs (`EARLY_GETS`), sent from the top of the head: before the stylesheet
 * (which holds back any later inline script until it has loaded) and before the route's ~40
 * chunk preloads, which would otherwise take the browser's six connections first and put the
 * answers the first screen's figure is drawn from behind every file of the page's code.
 */
function earlyScript(data: string): string {
  return `(function(){try{var d=${data};var h=(location.hash.replace(/^#/,'').split('?')[0]||'/').replace(/\\/+$/,'')||'/';var e=d.e[h.toLowerCase()];if(!e)return;var s=localStorage,v=s.getItem('storage_version'),l=v?s.getItem('lang'):null;l=l&&d.l.indexOf(l)>=0?l:'en';var t=v&&s.getItem('token');var E=(window.__tmEarly=window.__tmEarly||{});for(var i=0;i<e.length;i++){if(e[i][1]&&!t)continue;var u=e[i][0]+'?lang='+encodeURIComponent(l),k={accept:'application/json'};if(e[i][1])k.authorization=t;var q=fetch(u,{headers:k});q.catch(function(){});E['GET '+u+' ']=q;}}catch(x){}})();`;
}

function preloadScript(data: string): string {
  return `(function(){var d=${data},a=d.a,list=[];${GO_FN}try{var h=(location.hash.replace(/^#/,'').split('?')[0]||'/').replace(/\\/+$/,'')||'/';var r=d.r[h.toLowerCase()];if(!r){go();return;}var s=localStorage,v=s.getItem('storage_version'),l=v?s.getItem('lang'):null;l=l&&d.c[l]?l:'en';var c=d.c[l];list=r[0].slice();for(var i=0;c&&i<r[1].length;i++)list.push(c[r[1][i]]);var tab=r[2],T=d.t[l]||d.t.en;if(tab===undefined||!T){go();return;}var m=v?s.getItem('theme'):null;if(m!=='dark'&&m!=='light')m=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';document.documentElement.setAttribute('data-prefers-color-scheme',m);var x=d.x[h.toLowerCase()];var p='<div id="tm-first-paint" class="tmfp" aria-hidden="true"'+(x?' data-figure="'+x+'"':'')+'>';p+=T.p[tab]?'<div class="tmfp-bar"><b>'+T.p[tab]+'</b></div>':'<div class="tmfp-hero"><img src="./logo.svg" width="32" height="32" alt=""><b>'+T.a+'</b></div><div class="tmfp-banner" id="tm-first-banner"></div>';if(!T.p[tab])banners(d.b,l);if(x==='pair')p+='<div class="tmfp-pair"><b id="tm-first-symbol"></b><p id="tm-first-figure"></p></div>';if(x==='total')p+='<div class="tmfp-total"><p id="tm-first-figure"></p></div>';p+='<div class="tmfp-rows"'+(x==='list'?' id="tm-first-rows"':'')+'><i></i><i></i><i></i><i></i><i></i><i></i></div><div class="tmfp-tabs">';for(i=0;i<T.b.length;i++)p+='<span'+(i===tab?' class="tmfp-on"':'')+'><i></i>'+T.b[i]+'</span>';document.body.insertAdjacentHTML('beforeend',p+'</div></div>');if(!T.p[tab])try{var D=JSON.parse(document.getElementById('tm-shell-data').textContent);paint(D.banner_data||D.banner);}catch(e){}if(x)figure(x,l,v&&s.getItem('token'),d.s);if(document.hidden){go();return;}var P=new Promise(function(y){try{if((PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)throw 0;var o=new PerformanceObserver(function(q){if(q.getEntriesByName('first-contentful-paint').length){o.disconnect();y();}});o.observe({type:'paint',buffered:true});}catch(e){requestAnimationFrame(function(){setTimeout(y,0);});}});Promise.all([P,window.__tmFigure]).then(function(){requestAnimationFrame(function(){setTimeout(go,0);});});P.then(function(){setTimeout(go,${FIGURE_GATE_MS});});setTimeout(go,2000);}catch(e){go();}${BANNERS_FN}${FIGURE_FN}})();`;
}
