import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_PATH, ROUTES, findRoute } from '../apps/web/src/shared/routing/route-table';
import { apiCall, DEMO_USER } from './support/api';
import { openBrowser, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { signIn } from './support/ui';

/**
 * Every screen is reachable by taps: signed in as the demo user, a crawl starts at Home and
 * taps what can be tapped (links, rows, entries, tabs, list items), recording each route a tap
 * leads to (a route with a query counts by its path). Every route of the table must be reached,
 * except the few below that only a link from outside opens.
 *
 * To be quick it never reloads: a link (`<a href="#/…">`) is read, not tapped, since its tap
 * goes to its href; any other element is tapped while the page's history is held, so the
 * navigation it asks for is recorded and the crawl stays on the page and taps the next one.
 * Each recorded address is then opened in the app by its hash and crawled the same way.
 */

const DEEP_LINK_ONLY: Record<string, string> = {
  '/pages/common/login': 'a sign-in page: shown signed out (the crawl is signed in)',
  '/pages/common/begin': 'a sign-in page: shown signed out, or when a session ends',
  '/pages/common/register': 'a sign-in page: shown signed out',
  '/pages/common/phone_register': 'a sign-in page: shown signed out',
  '/pages/common/area': 'the region picker of the phone sign-up, shown signed out',
  '/pages/setting/areas':
    'the description’s region list, kept for old links; the profile picks a region in a sheet',
  '/pages/follow/follow':
    'follow settings as a page, for old links; the trader page opens them in a sheet',
  '/pages/nft/purchase':
    'an artwork with its buy sheet open, for old links; the artwork page opens the sheet',
  '/pages/nft/components/artwork':
    'the description’s artwork list component, kept for old links; the market lists artworks itself',
  '/pages/nft/components/search': 'the description’s NFT search component, kept for old links',
  '/uview-ui/nft/nft': 'the description’s UI-kit copy of the NFT gallery, kept for old links',
  '/choose-location':
    'the map picker of the description’s platform: opened by a page that asks for a place (none does yet)',
  '/open-location':
    'opened by a location link inside content or a message, not by a screen of the app',
  '/pages/follow/index':
    'the original’s path of the trader ranking, kept for old links; the app’s entries open the copy trading ranking',
  '/pages/follow/trader':
    'the original’s path of a trader’s profile, kept for old links; the ranking opens the copy trading profile',
  '/pages/follow/agreement_zh':
    'the agreement in Chinese: the follow sheet links it when the app is in Chinese or Cantonese (the crawl runs in English)',
  '/pages/nft/myNft':
    'the original’s path of the user’s NFTs (the same screen as NFT mine), kept for old links',
  '/pages/transaction/currency':
    'spot trading full screen for a link with ?symbol=; in the app the trade tab’s Coins tab holds the same panel',
};

/** Taps that would end the session or leave the page by going back; everything else may be tapped. */
const NEVER_TAP = ['setting-logout', 'nav-back'];

/** At most this many addresses of one route are opened (list items differ by their query). */
const VISITS_PER_ROUTE = 3;
/** Rounds of taps on one page: a tap may open a sheet or a tab whose rows are tapped next. */
const PASSES_PER_PAGE = 12;
/** The longest wait for a page's requests (data, code) to be answered. */
const SETTLE_CAP_MS = 2_500;
/** The crawl's own bound, well under the runner's timeout. */
const CRAWL_BUDGET_MS = 150_000;

let app: RunningApp;
let browser: OpenBrowser;

beforeAll(async () => {
  app = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  browser = await openBrowser({ app });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/**
 * Runs in the page before the app: while `__crawl.hold` is on, a navigation the app asks of
 * the history (push, replace, back) is recorded instead of made, and a window it would open
 * too.
 */
function holdNavigation(): void {
  const w = window as unknown as {
    __crawl: { hold: boolean; asked: string[] };
    open: (url?: string | URL) => Window | null;
  };
  w.__crawl = { hold: false, asked: [] };
  const hashOf = (url: string | URL) => new URL(String(url), location.href).hash;
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name].bind(history);
    history[name] = (state: unknown, unused: string, url?: string | URL | null) => {
      if (w.__crawl.hold && url !== undefined && url !== null) {
        const hash = hashOf(url);
        const pathOf = (h: string) => h.split('?')[0];
        // Another screen is recorded, not opened; a new query of this one (a tab, a filter
        // kept in the address) is made, as the page itself expects.
        if (pathOf(hash) !== pathOf(location.hash)) {
          w.__crawl.asked.push(hash);
          return;
        }
      }
      original(state, unused, url);
    };
  }
  const back = history.back.bind(history);
  const go = history.go.bind(history);
  history.back = () => {
    if (!w.__crawl.hold) back();
  };
  history.go = (delta?: number) => {
    if (!w.__crawl.hold) go(delta);
  };
  const open = window.open.bind(window);
  w.open = (url?: string | URL) => {
    if (!w.__crawl.hold) return open(url);
    if (url !== undefined && hashOf(url).startsWith('#/')) w.__crawl.asked.push(hashOf(url));
    return null;
  };
}

interface Pass {
  /** Kinds of element met (tapped or read) in this pass. */
  met: string[];
  /** Where each link or tap leads: [kind, hash path]. */
  leads: Array<[string, string]>;
  /** A tap changed the address by itself (not through the history): the page was left. */
  left: boolean;
}

/**
 * One round on the page: unfolds what is folded, reads the links and taps every other kind of
 * tappable element not met before on this route, holding the history, and returns where they lead.
 */
function tapRound(args: { never: string[]; done: string[] }): Promise<Pass> {
  const w = window as unknown as { __crawl: { hold: boolean; asked: string[] } };
  const done = new Set(args.done);
  const start = location.hash;
  const hashPath = (hash: string) => decodeURIComponent(hash.replace(/^#/, ''));
  const tap = (el: Element) =>
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  const kindOf = (el: HTMLElement) => {
    const testId = el.getAttribute('data-testid') ?? '';
    // Rows of one list differ by digits or a symbol: one of a kind is enough.
    const text = testId ? '' : (el.textContent ?? '').trim().slice(0, 24).replace(/\d+/g, '#');
    const kind = `${el.tagName}|${testId.replace(/[\d/]+|[A-Z]{2,}\S*/g, '#')}|${text}`;
    // The tab bar is the same on every tab: met once in the whole crawl.
    return el.closest('[data-testid=tab-bar]') ? `shell|${kind}` : kind;
  };

  const met: string[] = [];
  const leads: Array<[string, string]> = [];
  const metNow = new Set<string>();
  const candidates: Array<{ el: HTMLElement; kind: string; tab: boolean }> = [];
  const TAB =
    '[role=tab], .adm-tabs-tab, .adm-capsule-tabs-tab, .adm-jumbo-tabs-tab, .adm-segmented-item';
  const nodes = document.querySelectorAll<HTMLElement>(
    'a[href], button, [role=button], [role=tab], [role=link], [role=switch], [aria-expanded], li, .adm-list-item, .adm-tabs-tab, .adm-capsule-tabs-tab, [data-testid]',
  );
  const selected = Array.from(
    document.querySelectorAll<HTMLElement>(
      '[role=tab][aria-selected=true], .adm-tabs-tab-active, .adm-capsule-tabs-tab-active, .adm-segmented-item-selected',
    ),
  )
    .map((t) => `${(t.textContent ?? '').trim()}>`)
    .join('');
  for (const el of Array.from(nodes)) {
    const testId = el.getAttribute('data-testid') ?? '';
    if (args.never.includes(testId) || el.closest('[data-testid=nav-back]')) continue;
    if (el.matches('button:disabled, [aria-disabled=true]')) continue;
    if (el.closest('label')?.querySelector('input[type=file]')) continue;
    // A link out of the app is not followed; `href="#"` is a tap the page's script handles.
    const href = el.getAttribute('href');
    if (href && el.tagName === 'A' && !href.startsWith('#')) continue;
    // Picking a language changes every text on screen and leads nowhere.
    if (el.closest('[data-testid=language-sheet]')) continue;
    const link = el.closest<HTMLAnchorElement>('a[href^="#/"]');
    if (link && link !== el) continue; // its link is read instead
    const tappable =
      el.matches(
        'a[href], button, [role=button], [role=tab], [role=link], [aria-expanded], .adm-list-item',
      ) || getComputedStyle(el).cursor === 'pointer';
    if (!tappable) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    // A tab is tapped as itself, named by what labels it, not again by its label.
    const tabOf = el.closest<HTMLElement>(TAB);
    if (tabOf && tabOf !== el) continue;
    // A tab by its label too (tabs of one bar differ by it); anything else within the tabs
    // selected now (the same button under another tab may lead elsewhere).
    const kind = tabOf
      ? `tab|${kindOf(tabOf.querySelector<HTMLElement>('[data-testid]') ?? el)}|${(tabOf.textContent ?? '').trim()}`
      : `${selected}${kindOf(el)}`;
    if (done.has(kind) || metNow.has(kind)) continue;
    metNow.add(kind);
    const isTab = el.closest(TAB) !== null;
    candidates.push({ el, kind, tab: isTab });
  }
  // A tab replaces what is under it: the round taps what the current tab shows, then one other
  // tab, whose content the next round taps.
  const firstTab = candidates.findIndex((c) => c.tab);
  // Named elements (rows, cards, entries) go before unnamed ones, which are often filters that
  // narrow the list the named ones are in.
  const named = (c: { el: HTMLElement }) => c.el.hasAttribute('data-testid');
  // What sends a form goes last: it may close the sheet the rest is in.
  const sends = (c: { el: HTMLElement }) =>
    c.el.matches('[type=submit], [data-testid$=submit], [data-testid$=confirm]');
  const ordered = [
    ...candidates.filter((c) => !c.tab && !sends(c) && named(c)),
    // Unnamed ones last to first: of a row of filter chips the first ("All") is tapped last,
    // so the list is left unfiltered for the next tab.
    ...candidates.filter((c) => !c.tab && !sends(c) && !named(c)).reverse(),
    ...candidates.filter((c) => !c.tab && sends(c)),
    ...(firstTab === -1 ? [] : [candidates[firstTab]!]),
  ];

  // A navigation asked for after the last round's taps had been read (after a request).
  const late = () => {
    for (const hash of w.__crawl.asked.splice(0)) leads.push(['a tap, later', hashPath(hash)]);
  };
  return (async () => {
    late();
    for (const { el, kind } of ordered) {
      if (!el.isConnected) continue;
      met.push(kind);
      const href = el.getAttribute('href');
      if (el.tagName === 'A' && href?.startsWith('#/')) {
        leads.push([kind, hashPath(href)]);
        continue;
      }
      // A tap that reloads the page ends this round; the next one must not tap it again.
      sessionStorage.setItem('crawl-tapping', kind);
      w.__crawl.hold = true;
      tap(el);
      // Handlers navigate at once or after a task (a sheet's choice, an awaited check).
      await new Promise((r) => setTimeout(r, 0));
      for (const hash of w.__crawl.asked.splice(0)) leads.push([kind, hashPath(hash)]);
      if (location.hash.split('?')[0] !== start.split('?')[0]) {
        leads.push([kind, hashPath(location.hash)]);
        return { met, leads, left: true };
      }
    }
    late();
    return { met, leads, left: false };
  })();
}

describe('reachability', () => {
  it('reaches every route of the table from Home by taps', async () => {
    const { page, context } = browser;
    page.on('dialog', (d) => void d.dismiss());
    context.on('page', (p) => void p.close());
    await context.addInitScript(holdNavigation);

    // Requests in flight (data and page code; not the socket), to know when a page has settled.
    const inFlight = new Set<unknown>();
    page.on('request', (r) => {
      if (!r.url().includes('/socket.io/')) inFlight.add(r);
    });
    page.on('requestfinished', (r) => inFlight.delete(r));
    page.on('requestfailed', (r) => inFlight.delete(r));
    const settle = async () => {
      const until = Date.now() + SETTLE_CAP_MS;
      let quiet = 0;
      while (quiet < 2 && Date.now() < until) {
        await page.waitForTimeout(40);
        quiet = inFlight.size === 0 ? quiet + 1 : 0;
      }
    };

    const token = await apiCall<string>(app.baseUrl, '/user/login', { body: DEMO_USER });
    // Screens opened from what the user holds need something held: an artwork (its page offers
    // to sell it again) and a seconds order (its detail page opens from the orders list).
    await apiCall(app.baseUrl, '/bind_box/buyNFT', { token, body: { code: 'DEMO-TIDE-1' } });
    // Right after start a busy machine may not have a fresh tick yet (price_unavailable): wait.
    await expect
      .poll(
        () =>
          apiCall(app.baseUrl, '/microtrade/submit', {
            token,
            body: { match_id: '1', currency_id: '3', type: '1', seconds: '60', number: '20' },
          }).then(
            () => true,
            () => false,
          ),
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
    await signIn(page, app.baseUrl, token, HOME_PATH);

    const wanted = new Set(
      ROUTES.map((r) => r.path as string).filter((p) => !(p in DEEP_LINK_ONLY)),
    );
    /** Each route reached, with the way there: `address → (element kind) → address`. */
    const reached = new Map<string, string>([[HOME_PATH, HOME_PATH]]);
    const visits = new Map<string, number>();
    const queued = new Set<string>([HOME_PATH]);
    // A route not explored yet goes before another address of one that was.
    const queue: string[] = [HOME_PATH];
    const later: string[] = [];
    /** Kinds of element met, per route (other addresses of it tap only what is new). */
    const doneOn = new Map<string, Set<string>>();
    const shellDone = new Set<string>();
    const started = Date.now();
    const unreached = () => [...wanted].filter((p) => !reached.has(p));

    const land = (from: string, kind: string, to: string) => {
      const route = findRoute(to);
      if (!route) return;
      if (!reached.has(route.path))
        reached.set(
          route.path,
          `${reached.get(findRoute(from)?.path ?? '') ?? from} → [${kind}] → ${to}`,
        );
      const n = visits.get(route.path) ?? 0;
      if (!queued.has(to) && n < VISITS_PER_ROUTE) {
        queued.add(to);
        visits.set(route.path, n + 1);
        (n === 0 ? queue : later).push(to);
      }
    };

    /** Opens `address` inside the app (no reload) and waits until its page has settled. */
    const openAt = async (address: string) => {
      await page.evaluate((h) => {
        (window as unknown as { __crawl: { hold: boolean } }).__crawl.hold = false;
        if (decodeURIComponent(location.hash.slice(1)) !== h) location.hash = h;
      }, address);
      const path = findRoute(address)?.path ?? '';
      await page
        .waitForSelector(`[data-testid=page][data-route="${path}"]`, {
          timeout: 5_000,
        })
        .catch(() => undefined);
      await settle();
    };

    /** After a tap reloaded or left the app: back at `address`, the tap it was doing marked done. */
    const recover = async (address: string, done: Set<string>) => {
      await page.goto(`${app.baseUrl}/#${address}`);
      const tapping = await page.evaluate(() => sessionStorage.getItem('crawl-tapping'));
      if (tapping) done.add(tapping);
      await page.waitForSelector('[data-testid=page], [data-testid=home]', { timeout: 15_000 });
      await settle();
    };

    while (
      queue.length + later.length > 0 &&
      unreached().length > 0 &&
      Date.now() - started < CRAWL_BUDGET_MS
    ) {
      const here = (queue.shift() ?? later.shift())!;
      const routePath = findRoute(here)?.path ?? here;
      const done = doneOn.get(routePath) ?? new Set<string>();
      doneOn.set(routePath, done);
      await openAt(here);
      for (let pass = 0; pass < PASSES_PER_PAGE && unreached().length > 0; pass += 1) {
        let result: Pass;
        try {
          result = await page.evaluate(tapRound, {
            never: NEVER_TAP,
            done: [...done, ...shellDone],
          });
        } catch {
          // The tap loaded another document (a link out of the app, a form sent by the browser).
          await recover(here, done);
          continue;
        }
        for (const kind of result.met) (kind.startsWith('shell|') ? shellDone : done).add(kind);
        if (process.env.CRAWL_LOG) console.log(here, pass, result.met.join(' ; '));
        for (const [kind, to] of result.leads) land(here, kind, to);
        if (result.left) await openAt(here);
        else if (result.met.length === 0) break;
        else await settle();
      }
    }

    const seconds = Math.round((Date.now() - started) / 1000);
    const missing = unreached();
    if (missing.length > 0 || process.env.CRAWL_LOG)
      console.log(
        `crawled ${reached.size} routes in ${seconds} s; how each was reached:\n${[...reached.values()].join('\n')}`,
      );
    expect(
      missing.map((p) => `${p} (never reached)`),
      `crawled ${reached.size} routes in ${seconds} s`,
    ).toEqual([]);
    // Each exception is a route of the table, with its reason, and not reached by the taps made.
    for (const [path, reason] of Object.entries(DEEP_LINK_ONLY)) {
      expect(findRoute(path)?.path, path).toBe(path);
      expect(reason.length).toBeGreaterThan(10);
      expect(reached.get(path), `${path} is reached by taps: not an exception`).toBeUndefined();
    }
  }, 200_000);
});
