import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cspForShell } from './security';

/** Serves the built web app at `/`; hash routing means only files, never server routes. */
export async function serveWeb(app: FastifyInstance, dist: string): Promise<void> {
  await serveConsole(app, path.resolve(dist, '../../console/dist'));
  if (fs.existsSync(path.join(dist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      // `/` is the route below: the plugin's own index answers 404 for `/` when a
      // precompressed index.html.br exists (@fastify/static 10.1).
      index: false,
      // The build writes .br and .gz beside each file; they go out to clients that accept them.
      preCompressed: true,
      // Hashed assets can be cached for good; index.html must always be revalidated.
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const firstBanner = cachedFirstBanner(app);
    const lastPrices = cachedLastPrices(app);
    const bannerData = inlinedImage(dist);
    const shellRoute = async (_request: FastifyRequest, reply: FastifyReply) => {
      const [banner, prices] = await Promise.all([firstBanner(), lastPrices()]);
      const banner_data = banner ? await bannerData(banner) : null;
      // Read each time like the static files: a rebuild under a running server is served,
      // with a policy that allows its own inline scripts.
      const shell = await fs.promises.readFile(path.join(dist, 'index.html'), 'utf8');
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') reply.header('content-security-policy', cspForShell(csp, shell));
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(
          withShellData(shell, {
            ...(banner ? { banner } : {}),
            ...(banner_data ? { banner_data } : {}),
            // When they were read: a copy of the page kept offline must not show them as now.
            ...(prices ? { prices, prices_at: Date.now() } : {}),
          }),
        );
    };
    app.get('/', shellRoute);
    // The same shell by its file name (the service worker keeps it for offline starts).
    app.get('/index.html', shellRoute);
    return;
  }
  app.get('/', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><title>Tidemark</title><p>The web app is not built yet: run <code>npm run build</code>.</p>',
      ),
  );
}

/** How long the shell reuses the first banner it looked up (banners change rarely). */
const SHELL_DATA_TTL_MS = 30_000;

/**
 * The home page's largest paint is its first banner, which otherwise waits for the app's code,
 * a render and the banners request. The shell names it, so the first paint
 * (`apps/web/route-preload.ts`) shows it at once. Asked of the public banners route like any
 * client (in English: the page's language is only known in the browser; the carousel then
 * shows the page's own), and remembered for a while so a page load costs no query.
 */
function cachedFirstBanner(app: FastifyInstance): () => Promise<string | null> {
  return reusedFor(SHELL_DATA_TTL_MS, async (): Promise<string | null> => {
    try {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/news/list',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'c_id=5&page=1&limit=1&lang=en',
      });
      const body = answer.json<{
        type?: string;
        message?: { data?: Array<{ image?: unknown }> };
      }>();
      const image = body.type === 'ok' ? body.message?.data?.[0]?.image : undefined;
      // Only a path on this site (no scheme, no host): the first paint loads nothing elsewhere.
      return typeof image === 'string' && /^(?![a-z][a-z\d+.-]*:|\/\/)[^\s"<>\\]+$/i.test(image)
        ? image
        : null;
    } catch {
      return null;
    }
  });
}

/** The largest image the shell inlines (the demo's banners are about 1.3 kB). */
const INLINE_IMAGE_MAX_BYTES = 4096;
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
};

/**
 * The first banner as a data: URL when it is a small image file of the built app: the frame
 * paints it with the first paint, without a request (home's largest paint). Any other
 * (an upload, a large file, a path outside the build) stays a URL. Remembered per path for
 * `SHELL_DATA_TTL_MS`.
 */
export function inlinedImage(dist: string): (image: string) => Promise<string | null> {
  const known = new Map<string, () => Promise<string | null>>();
  const root = path.resolve(dist);
  const read = async (image: string): Promise<string | null> => {
    try {
      const file = path.join(
        root,
        path.posix.normalize(`/${decodeURI(image.split(/[?#]/)[0] ?? '')}`),
      );
      const type = IMAGE_TYPES[path.extname(file).toLowerCase()];
      if (!type || !file.startsWith(`${root}${path.sep}`)) return null;
      const bytes = await fs.promises.readFile(file);
      return bytes.length <= INLINE_IMAGE_MAX_BYTES
        ? `data:${type};base64,${bytes.toString('base64')}`
        : null;
    } catch {
      return null;
    }
  };
  return (image) => {
    let lookUp = known.get(image);
    if (!lookUp) {
      if (known.size > 100) known.clear();
      // Looked at again after a while: a rebuild may change a file under the same name.
      lookUp = reusedFor(SHELL_DATA_TTL_MS, () => read(image));
      known.set(image, lookUp);
    }
    return lookUp();
  };
}

/** `lookUp`'s answer, asked again once it is older than `ttlMs` (and shared meanwhile). */
function reusedFor<T>(ttlMs: number, lookUp: () => Promise<T>): () => Promise<T> {
  let cached: { at: number; answer: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > ttlMs) cached = { at: now, answer: lookUp() };
    return cached.answer;
  };
}

/** How long the shell reuses the last prices it looked up: about one tick of the feed. */
const SHELL_PRICES_TTL_MS = 1_000;

/**
 * Each pair's last price, its places and its kind (crypto, stock, forex, commodity), as the
 * shell's first paint shows them: trade's price, and the first rows of the market's coins tab.
 */
export type ShellPrices = Record<string, [price: string, places: number, kind: string]>;

/**
 * Trade's largest paint is the pair's last price, the market's its first rows. The shell's frame drew them from the early
 * tickers request, and so after a round trip and often after the app's code had arrived (which
 * Lighthouse then counts before the paint); named in the page itself, it is on screen with the
 * first paint. Asked of the public tickers route like any client, at most once a second.
 */
function cachedLastPrices(app: FastifyInstance): () => Promise<ShellPrices | null> {
  return reusedFor(SHELL_PRICES_TTL_MS, async (): Promise<ShellPrices | null> => {
    try {
      const answer = await app.inject({ method: 'GET', url: '/api/currency/quotation_new' });
      const body = answer.json<{ type?: string; message?: unknown }>();
      if (body.type !== 'ok' || !Array.isArray(body.message)) return null;
      const prices: ShellPrices = {};
      for (const row of body.message as Array<Record<string, unknown>>) {
        // A price the feed has not renewed yet is named too: the app shows the same one, with
        // its note, as soon as it runs.
        const { symbol, now_price: price, price_decimals: places, kind } = row;
        if (
          typeof symbol === 'string' &&
          typeof price === 'string' &&
          typeof places === 'number' &&
          typeof kind === 'string'
        )
          prices[symbol] = [price, places, kind];
      }
      return Object.keys(prices).length ? prices : null;
    } catch {
      return null;
    }
  });
}

/** The shell with its data as a JSON block (not a script: no CSP hash needed) before its scripts. */
export function withShellData(
  shell: string,
  data: { banner?: string; banner_data?: string; prices?: ShellPrices; prices_at?: number },
): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return shell.replace(
    '<div id="root"></div>',
    `<div id="root"></div><script type="application/json" id="tm-shell-data">${json}</script>`,
  );
}

/**
 * The operator console at `/console/`, built beside the web app. Its files are
 * public like the web app's; every operator route behind it checks the session and the role.
 */
async function serveConsole(app: FastifyInstance, dist: string): Promise<void> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/console/',
    decorateReply: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const index = path.join(dist, 'index.html');
  app.get('/console/', (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(fs.createReadStream(index)),
  );
}
