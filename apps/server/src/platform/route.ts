import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
} from 'fastify';
import { z } from 'zod';
import {
  fieldErrors,
  isErrorCode,
  roleAllows,
  toPage,
  type AuthMode,
  type Endpoint,
  type Lang,
  type OperatorPermission,
  type PagedEndpoint,
  type PageQuery,
} from '@tidemark/contracts';
import { AppError, type FieldIssue } from './errors';
import {
  resolveOperatorSession,
  sessionResolver,
  tokenFromHeader,
  type OperatorSession,
  type SessionUser,
} from './sessions';

/**
 * public: anyone; user: a valid session (else type 999); kyc: level 1 verified too (else 998);
 * operator: an operator session (a user token never works there, and the reverse).
 */
export type { AuthMode };

export interface RequestContext {
  lang: Lang;
  ip: string;
  userAgent: string;
  requestId: string;
  log: FastifyBaseLogger;
  /** Present on 'user' and 'kyc' routes (and on public routes when a valid token was sent). */
  session: SessionUser | null;
  /** Present on 'operator' routes only. */
  operator: OperatorSession | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A request from this machine: the socket's address, and no forwarding header (a request through
 * a proxy on the same host arrives from loopback too). Development routes answer only these.
 */
export const isLocalRequest = (ctx: RequestContext): boolean =>
  LOOPBACK.has(ctx.request.socket.remoteAddress ?? '') &&
  FORWARDING_HEADERS.every((h) => ctx.request.headers[h] === undefined);

export interface AuthedContext extends RequestContext {
  session: SessionUser;
}

export interface OperatorContext extends RequestContext {
  operator: OperatorSession;
}

type ContextFor<A extends AuthMode> = A extends 'public'
  ? RequestContext
  : A extends 'operator'
    ? OperatorContext
    : AuthedContext;
type Handler<I, O, A extends AuthMode> = (input: I, ctx: ContextFor<A>) => Promise<O>;

interface RouteDef<I extends z.ZodType, O extends z.ZodType, A extends AuthMode> {
  method: HTTPMethods | HTTPMethods[];
  url: string | string[];
  auth: A;
  input?: I;
  output: O;
  /** Per-route limit in requests per minute per IP, on top of the global one. */
  rateLimitPerMinute?: number;
  /**
   * What an operator route requires of the session's role (required when auth is 'operator':
   * registering one without it fails at start-up, so no operator route is open to every role).
   */
  permission?: OperatorPermission;
  handler: Handler<z.infer<I>, z.infer<O>, A>;
}

/** Fields every endpoint accepts and ignores (the description's client adds `lang` everywhere). */
const AMBIENT_FIELDS = ['lang'];

/**
 * NUL (PostgreSQL refuses it in text, which surfaced as a 500) and lone surrogates (what a
 * JSON `\ud800` escape or broken UTF-16 decodes to; not text any client means to send).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isSafeText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** Contracts are flat or nearly: deeper input is left to the schema, which refuses it. */
const TEXT_CHECK_DEPTH = 8;

/** The path of the first key or string value holding unsafe text, or null when all is clean. */
function unsafeTextAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path || '_';
  if (typeof value !== 'object' || value === null || depth >= TEXT_CHECK_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (!isSafeText(key)) return path || '_';
    const found = unsafeTextAt(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function collectInput(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body;
  const merged: Record<string, unknown> = { ...query };
  if (body !== undefined && body !== null) {
    if (typeof body !== 'object' || Array.isArray(body)) throw new AppError('malformed_body');
    Object.assign(merged, body);
  }
  for (const key of AMBIENT_FIELDS) delete merged[key];
  const unsafe = unsafeTextAt(merged, '');
  if (unsafe !== null)
    throw new AppError('validation_failed', [{ field: unsafe, code: 'invalid' }]);
  return merged;
}

export function issuesToFields(error: z.ZodError, input: Record<string, unknown>): FieldIssue[] {
  const fields: FieldIssue[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields.push({ field: key, code: 'unknown_field' });
      continue;
    }
    const field = issue.path.map(String).join('.') || '_';
    const top = issue.path[0];
    const missing =
      top !== undefined && (input[String(top)] === undefined || input[String(top)] === '');
    let code: FieldIssue['code'] = 'invalid';
    // Rule schemas of the contracts name their problem in the message (e.g. nickname_too_long).
    if (isErrorCode(issue.message) || issue.message in fieldErrors)
      code = issue.message as FieldIssue['code'];
    else if (missing && issue.path.length === 1) code = 'required';
    else if (issue.code === 'too_big') code = 'too_long';
    else if (issue.code === 'too_small') code = 'too_short';
    fields.push({ field, code });
  }
  return fields;
}

function strictly<I extends z.ZodType>(schema: I): z.ZodType {
  return schema instanceof z.ZodObject ? schema.strict() : schema;
}

function defineRoute<I extends z.ZodType, O extends z.ZodType, A extends AuthMode>(
  app: FastifyInstance,
  def: RouteDef<I, O, A>,
): void {
  const input = strictly(def.input ?? z.object({}));
  const urls = Array.isArray(def.url) ? def.url : [def.url];
  if (def.auth === 'operator' && !def.permission)
    throw new Error(`operator route ${urls.join(', ')} declares no permission`);
  for (const url of urls) {
    app.route({
      method: def.method,
      url,
      config: def.rateLimitPerMinute
        ? {
            rateLimit: {
              max: def.rateLimitPerMinute * app.config.rateLimitScale,
              timeWindow: 60_000,
            },
          }
        : {},
      handler: async (request, reply) => {
        const { session, operator } = await authenticate(app, request, def.auth);
        if (operator && def.permission && !roleAllows(operator.role, def.permission))
          throw new AppError('operator_forbidden');
        const raw = collectInput(request);
        const parsed = input.safeParse(raw);
        if (!parsed.success)
          throw new AppError('validation_failed', issuesToFields(parsed.error, raw));
        const ctx: RequestContext = {
          lang: request.lang,
          ip: request.ip,
          userAgent: String(request.headers['user-agent'] ?? ''),
          requestId: request.id,
          log: request.log,
          session,
          operator,
          request,
          reply,
        };
        const result = await def.handler(parsed.data as z.infer<I>, ctx as ContextFor<A>);
        // Parsing the output strips any field the contract does not name: nothing leaks.
        const out = def.output.safeParse(result);
        if (!out.success) {
          request.log.error(
            { issues: out.error.issues, url },
            'response does not match its contract',
          );
          throw new Error('response contract violation');
        }
        return { type: 'ok', message: out.data };
      },
    });
  }
}

async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  mode: AuthMode,
): Promise<{ session: SessionUser | null; operator: OperatorSession | null }> {
  const token = tokenFromHeader(request.headers.authorization);
  if (mode === 'operator') {
    const operator = token ? await resolveOperatorSession(app.db, token) : null;
    if (!operator) throw new AppError('not_logged_in');
    return { session: null, operator };
  }
  const session = token ? await sessionResolver(app.db)(token) : null;
  if (mode === 'public') return { session, operator: null };
  if (!session) throw new AppError('not_logged_in');
  if (mode === 'kyc' && session.kycLevel < 1) throw new AppError('kyc_required');
  return { session, operator: null };
}

/**
 * What a module's routes get instead of the Fastify instance: a way to declare endpoints
 * (contract in, contract out, auth mode, rate limit) and nothing else.
 */
export interface Router {
  /**
   * Registers an endpoint of the contracts (method, path, auth, input and output said there once);
   * the handler gets the parsed input and answers what the output schema parses.
   */
  serve<I extends z.ZodType, O extends z.ZodType, A extends AuthMode>(
    endpoint: Endpoint<I, O, A>,
    handler: Handler<z.infer<I>, z.infer<O>, A>,
    options?: ServeOptions,
  ): void;
  /** A list endpoint of the contracts: `list` returns the page's rows and the total. */
  servePaged<I extends z.ZodObject, O extends z.ZodType, A extends AuthMode>(
    endpoint: PagedEndpoint<I, O, A>,
    list: (
      input: z.infer<I> & PageQuery,
      ctx: ContextFor<A>,
    ) => Promise<{ rows: unknown[]; total: number }>,
    options?: ServeOptions,
  ): void;
  /**
   * A GET answered outside the envelope: a file stream, or a shape the description fixes
   * (`new_timeshar`). The handler gets the request and reply, and still no Fastify instance.
   */
  raw(def: RawRouteDef): void;
}

export interface RawRouteDef {
  url: string;
  /**
   * An anchored pattern for each `:param` of the url. A request whose param does not match
   * answers not_found before the handler runs, so no odd text (NUL, `..`) reaches a query.
   */
  params?: Record<string, RegExp>;
  handler: (
    request: FastifyRequest<{ Params: Record<string, string> }>,
    reply: FastifyReply,
  ) => Promise<unknown>;
}

/** What the server adds to an endpoint of the contracts: its own limits. */
export interface ServeOptions {
  /** Per-route limit in requests per minute per IP, on top of the global one. */
  rateLimitPerMinute?: number;
}

function fromEndpoint<I extends z.ZodType, O extends z.ZodType, A extends AuthMode>(
  endpoint: Endpoint<I, O, A>,
  options: ServeOptions | undefined,
): Omit<RouteDef<I, O, A>, 'handler'> {
  return {
    method: endpoint.method as HTTPMethods | HTTPMethods[],
    url: endpoint.path as string | string[],
    auth: endpoint.auth,
    input: endpoint.input,
    output: endpoint.output,
    ...(endpoint.permission ? { permission: endpoint.permission } : {}),
    ...(options?.rateLimitPerMinute ? { rateLimitPerMinute: options.rateLimitPerMinute } : {}),
  };
}

export function createRouter(app: FastifyInstance): Router {
  return {
    serve: (endpoint, handler, options) =>
      defineRoute(app, { ...fromEndpoint(endpoint, options), handler }),
    servePaged: (endpoint, list, options) =>
      defineRoute(app, {
        ...fromEndpoint(endpoint, options),
        handler: async (query, ctx) => {
          const { rows, total } = await list(query, ctx);
          return toPage(rows as never[], total, query);
        },
      }),
    raw: (def) => defineRawRoute(app, def),
  };
}

function defineRawRoute(app: FastifyInstance, def: RawRouteDef): void {
  const patterns = Object.entries(def.params ?? {});
  for (const [, name] of def.url.matchAll(/:(\w+)/g)) {
    if (!patterns.some(([declared]) => declared === name))
      throw new Error(`raw route ${def.url}: no pattern for :${name}`);
  }
  app.get<{ Params: Record<string, string> }>(def.url, async (request, reply) => {
    for (const [name, pattern] of patterns) {
      if (!pattern.test(request.params[name] ?? '')) return reply.callNotFound();
    }
    return def.handler(request, reply);
  });
}
