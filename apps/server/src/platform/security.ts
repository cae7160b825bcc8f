import type { FastifyInstance } from 'fastify';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from '../config';

/**
 * The inline script of the no-server proof checker (apps/web/public/verify-liabilities.html),
 * which must stay a single file that works saved to disk; the liabilities tests keep this hash
 * in step with the page, so it also runs where this node serves it.
 */
const OFFLINE_VERIFIER_SCRIPT = "'sha256-d2FGf76OcCRpwWHYGHY6loTSueXyaE0G5gpMUhV19pQ='";

/**
 * CSP sources for the inline scripts of the built web shell (the route preload of
 * apps/web/route-preload.ts): each allowed by its sha256, so no other inline script runs.
 */
export function inlineScriptHashes(webDist: string): string[] {
  let html: string;
  try {
    html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return scriptHashesOf(html);
}

/** The sha256 sources of the inline scripts (`<script>…</script>`, no attributes) of `html`. */
function scriptHashesOf(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${crypto.createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`,
  );
}

/** The last shell's hashes: the same build is served page load after page load. */
let lastShell: { html: string; hashes: string[] } | undefined;
const shellHashes = (html: string): string[] => {
  if (lastShell?.html !== html) lastShell = { html, hashes: scriptHashesOf(html) };
  return lastShell.hashes;
};

/**
 * `csp` with its script-src allowing the inline scripts of `html`, the shell as it is served:
 * the hashes taken at start describe the build of that moment, and a rebuild under a running
 * server changes them. The shell's scripts start the app (they add its entry), so a stale
 * hash left a blank page until a restart.
 */
export function cspForShell(csp: string, html: string): string {
  const scripts = ["'self'", OFFLINE_VERIFIER_SCRIPT, ...shellHashes(html)].join(' ');
  return csp
    .split(';')
    .map((directive) =>
      directive.trim().startsWith('script-src ') ? `script-src ${scripts}` : directive,
    )
    .join(';');
}

/**
 * The headers helmet sets, worked out once. With these options every one is fixed (no nonce,
 * nothing read from the request); @fastify/helmet built helmet's middleware again from the
 * options on every request, about 14 µs of each answer.
 */
export function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return [...headers];
}

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", OFFLINE_VERIFIER_SCRIPT, ...inlineScriptHashes(config.webDist)],
        // antd-mobile sets inline styles; no other inline script is allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.env === 'production',
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  // Loaded only with REDIS_URL: the client took about 0.3 s of every start.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    // The web app's hashed files are immutable and cheap to serve; counting them spent a
    // visitor's budget on the page's own chunks (the home route loads ~80), so a few page
    // loads in a minute were refused with 429.
    allowList: (request) => request.method === 'GET' && request.url.startsWith('/assets/'),
    ...(redis ? { redis } : {}),
    // Thrown, then shaped into the envelope (429, code rate_limited) by the error handler.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
  });
}
