import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OperatorPermission } from '@tidemark/contracts';
import { modules } from '../../modules';
import type { AnyModule } from '../../platform/module';
import type { AuthMode, Router } from '../../platform/route';

/**
 * Every route the modules register, read from the app itself: each module's `routes` is
 * given a Router that notes the definition (method, url, auth mode, input schema) and then
 * registers it as usual. A new route is in this list without anyone naming it.
 */
export interface ProbedRoute {
  method: string;
  url: string;
  /** 'raw' routes (files, new_timeshar) answer outside the envelope and check auth themselves. */
  auth: AuthMode | 'raw';
  /** The schema the platform parses the merged query and body with (before `.strict()`). */
  input: z.ZodType;
  /** Module that registered it, for the report. */
  module: string;
  /** What an operator route requires of the operator's role. */
  permission?: OperatorPermission;
}

export const routeKey = (r: Pick<ProbedRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;

const list = <T>(v: T | readonly T[]): readonly T[] => (Array.isArray(v) ? v : [v as T]);

function recording(router: Router, module: string, out: ProbedRoute[]): Router {
  const note = (
    def: {
      method: string | readonly string[];
      url: string | readonly string[];
      auth: AuthMode;
      permission?: OperatorPermission | undefined;
    },
    input: z.ZodType,
  ) => {
    for (const method of list(def.method))
      for (const url of list(def.url))
        out.push({
          method,
          url,
          auth: def.auth,
          input,
          module,
          ...(def.permission ? { permission: def.permission } : {}),
        });
  };
  return {
    serve(endpoint, handler, options) {
      note({ ...endpoint, url: endpoint.path }, endpoint.input);
      router.serve(endpoint, handler, options);
    },
    servePaged(endpoint, list, options) {
      note({ ...endpoint, url: endpoint.path }, endpoint.input);
      router.servePaged(endpoint, list, options);
    },
    raw(def) {
      out.push({
        method: 'GET',
        url: def.url,
        auth: 'raw',
        input: z.object({}),
        module,
      });
      router.raw(def);
    },
  };
}

/** The app's modules, each noting its routes into `out` as the app is built. */
export function recordingModules(out: ProbedRoute[]): AnyModule[] {
  return modules.map((m) => ({
    ...m,
    routes: m.routes
      ? (router: Router, service: unknown, ctx: unknown) =>
          (m.routes as (r: Router, s: unknown, c: unknown) => void)(
            recording(router, m.name as string, out),
            service,
            ctx,
          )
      : undefined,
  }));
}

/** Routes the platform serves to machines (platform/readiness.ts, platform/metrics.ts). */
const OPERATIONAL = new Set(['/api/ready', '/metrics']);

/**
 * Checks the noted list against what Fastify serves: every noted route must exist (the
 * recorder saw what was registered), and no route but the web app's may exist outside it (a
 * route registered around the Router would escape the probe). Returns the ones outside.
 */
export function unrecordedApiRoutes(app: FastifyInstance, routes: ProbedRoute[]): string[] {
  const missing = routes.filter((r) => !app.hasRoute({ method: r.method as 'GET', url: r.url }));
  if (missing.length)
    throw new Error(`recorded but not served: ${missing.map(routeKey).join(', ')}`);
  const known = new Set(routes.map(routeKey));
  // printRoutes' tree: each line is a path segment below its parent, indented 4 per level,
  // with the methods served there in parentheses.
  const printed = app.printRoutes({ commonPrefix: false });
  const extra: string[] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const m = line.match(/^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const url = (depth > 0 ? stack[depth - 1]! : '') + m[2]!;
    stack[depth] = url;
    stack.length = depth + 1;
    // The web app's shell and static files (platform/web.ts) are the only routes no module owns,
    // with the platform's two for machines, which answer plain HTTP statuses by design: the load
    // balancer's readiness (503 while not ready) and the metrics (Prometheus text, operators only).
    if (!m[3] || url === '/' || url.includes('*') || OPERATIONAL.has(url)) continue;
    for (const method of m[3].split(',').map((x) => x.trim())) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      if (!known.has(`${method} ${url}`)) extra.push(`${method} ${url}`);
    }
  }
  return extra;
}
