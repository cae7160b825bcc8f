import type { EnvelopeType, FieldProblem } from '@tidemark/contracts';

/**
 * The envelope client shared by the web app and the operator console (docs/api.md): send a
 * request with a timeout, unwrap the `{ type, message }` envelope (or the kline `{ code, msg,
 * data }` shape) into its payload, turn every failure into an `ApiError`, and parse the payload
 * with the response's contracts schema. Each app adds its own headers, body encoding and what a
 * failure shows; this package holds no state and loads no schema library itself (the web app's
 * home screen keeps zod out of its first load).
 */

/** `type` is the envelope type, or 'network' when no envelope arrived. */
export type ApiErrorType = Exclude<EnvelopeType, 'ok'> | 'network';

export class ApiError extends Error {
  readonly code: string;
  readonly type: ApiErrorType;
  readonly status: number | null;
  readonly fields: readonly FieldProblem[];

  constructor(init: {
    code: string;
    message: string;
    type: ApiErrorType;
    status?: number | null;
    fields?: FieldProblem[];
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.type = init.type;
    this.status = init.status ?? null;
    this.fields = init.fields ?? [];
  }
}

/** The messages of failures that carry none from the server, in the reader's language. */
export interface ClientTexts {
  serverError: () => string;
  timeout: () => string;
  networkError: () => string;
}

/** What a response is checked with: a zod schema from `@tidemark/contracts` (or anything that parses). */
export interface Schema<T> {
  parse(value: unknown): T;
}

interface Envelope {
  type?: unknown;
  code?: unknown;
  message?: unknown;
  data?: unknown;
  fields?: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && ('type' in value || 'code' in value);
}

function failureFrom(body: Envelope, status: number, texts: ClientTexts): ApiError {
  const type: ApiErrorType = body.type === '999' || body.type === '998' ? body.type : 'error';
  const message =
    typeof body.message === 'string' && body.message ? body.message : texts.serverError();
  return new ApiError({
    code: typeof body.code === 'string' ? body.code : String(body.code ?? 'error'),
    message,
    type,
    status,
    fields: Array.isArray(body.fields) ? (body.fields as FieldProblem[]) : [],
  });
}

export interface SendOptions {
  timeoutMs: number;
  signal?: AbortSignal | undefined;
}

/** `fetch` with a timeout and the caller's abort; no answer at all is a 'network' `ApiError`. */
export async function send(
  url: string,
  init: RequestInit,
  options: SendOptions,
  texts: ClientTexts,
): Promise<Response> {
  // Aborted before it was sent (the caller may wait a task before sending).
  if (options.signal?.aborted)
    throw new ApiError({ code: 'aborted', message: 'aborted', type: 'network' });
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch {
    if (timedOut)
      throw new ApiError({ code: 'timeout', message: texts.timeout(), type: 'network' });
    if (options.signal?.aborted)
      throw new ApiError({ code: 'aborted', message: 'aborted', type: 'network' });
    throw new ApiError({ code: 'network_error', message: texts.networkError(), type: 'network' });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return undefined;
  }
}

/** The envelope's payload, or the refusal it carries as an `ApiError` (not JSON: 'bad_response'). */
export async function unwrap(response: Response, texts: ClientTexts): Promise<unknown> {
  const body = await readBody(response);
  if (!isEnvelope(body)) {
    throw new ApiError({
      code: 'bad_response',
      message: texts.serverError(),
      type: 'network',
      status: response.status,
    });
  }
  if (body.type === 'ok') return body.message;
  // The description's one other success shape (kline history): `{ code: 1, msg, data }`.
  if (body.code === 1) return body.data;
  throw failureFrom(body, response.status, texts);
}

/**
 * The payload checked against its schema: an answer that does not match the contract is a
 * 'bad_response' `ApiError` (the schema's complaint goes to the developer console), never data
 * a screen would misread.
 */
export function parsePayload<T>(
  schema: Schema<T>,
  payload: unknown,
  texts: ClientTexts,
  what = 'response',
): T {
  try {
    return schema.parse(payload);
  } catch (error) {
    console.error(`${what} does not match its contract`, error);
    throw new ApiError({ code: 'bad_response', message: texts.serverError(), type: 'network' });
  }
}

/** Any failure as an `ApiError`: one already is, anything else is a client-side fault. */
export function asApiError(error: unknown, texts: ClientTexts): ApiError {
  return error instanceof ApiError
    ? error
    : new ApiError({ code: 'client_error', message: texts.serverError(), type: 'network' });
}

/**
 * The method and path a client sends an endpoint's requests with: the first of each (the rest are
 * other spellings the server answers as well).
 */
export function endpointTarget<M extends string>(endpoint: {
  readonly method: M | readonly M[];
  readonly path: string | readonly string[];
}): { method: M; path: string } {
  const method = typeof endpoint.method === 'string' ? endpoint.method : endpoint.method[0];
  const path = typeof endpoint.path === 'string' ? endpoint.path : endpoint.path[0];
  if (method === undefined || path === undefined)
    throw new Error('an endpoint names no method or path');
  return { method: method as M, path };
}
