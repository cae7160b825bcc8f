import {
  ApiError,
  asApiError,
  endpointTarget,
  parsePayload,
  send,
  unwrap,
  type Schema,
} from '@tidemark/client';
import { consoleEndpoints, type Endpoint, type EndpointMethod } from '@tidemark/contracts';
import type { z } from 'zod';
import { CATALOGUES, type TextKey } from './i18n';

/**
 * The operator API through the shared envelope client (@tidemark/client): the operator token
 * kept for this tab only, JSON bodies, and every answer parsed with the contracts schema the
 * server's route declares for it.
 */
const TOKEN_KEY = 'tidemark.console.token';
const REQUEST_TIMEOUT_MS = 60_000;

export const token = {
  get: () => sessionStorage.getItem(TOKEN_KEY),
  set: (t: string) => sessionStorage.setItem(TOKEN_KEY, t),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

export { ApiError };

let lang = 'en';
export const setApiLang = (l: string) => {
  lang = l;
};

const text = (key: TextKey) => (CATALOGUES[lang] ?? CATALOGUES.en)?.[key] ?? key;
const TEXTS = {
  serverError: () => text('api.serverError'),
  timeout: () => text('api.timeout'),
  networkError: () => text('api.network'),
};

/** Fires when the server says the session is gone (type 999): the app shows the login. */
export const onSignedOut = new EventTarget();

/** The query (GET) or JSON body (other methods) of a request: empty and undefined values are left out. */
function requestOf(
  method: EndpointMethod,
  url: string,
  data: Record<string, unknown>,
  language: string,
): { url: string; body?: string } {
  const clean = Object.fromEntries(
    Object.entries(data).filter(([, v]) => v !== undefined && v !== ''),
  );
  // The server reads the language of its messages from the query, on every method.
  const query = new URLSearchParams({ lang: language });
  if (method === 'GET') {
    for (const [k, v] of Object.entries(clean)) query.set(k, String(v));
    return { url: `${url}?${query.toString()}` };
  }
  return { url: `${url}?${query.toString()}`, body: JSON.stringify(clean) };
}

/** Calls an operator route; resolves with its answer as `schema` parsed it. */
export function api<T>(
  method: EndpointMethod,
  url: string,
  schema: Schema<T>,
  data: Record<string, unknown> = {},
): Promise<T> {
  return request(method, url, schema, data);
}

/**
 * Calls an endpoint of the contracts with its method and path, and resolves with its answer as
 * the endpoint's output parses it (an answer it refuses is a 'bad_response' ApiError).
 */
export function call<I extends z.ZodType, O extends z.ZodType>(
  endpoint: Endpoint<I, O>,
  data?: z.input<I>,
): Promise<z.infer<O>> {
  const { method, path } = endpointTarget(endpoint);
  return request(method, path, endpoint.output, (data ?? {}) as Record<string, unknown>);
}

async function request<T>(
  method: EndpointMethod,
  url: string,
  schema: Schema<T>,
  data: Record<string, unknown>,
): Promise<T> {
  const headers: Record<string, string> = {};
  const t = token.get();
  if (t) headers.authorization = `Bearer ${t}`;
  const built = requestOf(method, url, data, lang);
  if (built.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await send(
      built.url,
      { method, headers, ...(built.body === undefined ? {} : { body: built.body }) },
      { timeoutMs: REQUEST_TIMEOUT_MS },
      TEXTS,
    );
    return parsePayload(schema, await unwrap(response, TEXTS), TEXTS, `${method} ${url}`);
  } catch (error) {
    const apiError = asApiError(error, TEXTS);
    if (apiError.type === '999') {
      token.clear();
      onSignedOut.dispatchEvent(new Event('signed-out'));
    }
    throw apiError;
  }
}

/**
 * An uploaded file (identity document, voucher) as an object URL: it needs the operator token.
 * Takes the stored path ('/uploads/<name>') or the bare name; a refusal comes back as an
 * envelope, not an image, and is thrown.
 */
export async function fileUrl(path: string): Promise<string> {
  const t = token.get();
  const name = path.replace(/^\/uploads\//, '');
  const res = await fetch(`/api/admin/uploads/${encodeURIComponent(name)}`, {
    headers: t ? { authorization: `Bearer ${t}` } : {},
  });
  if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('image/'))
    throw new Error(String(res.status));
  return URL.createObjectURL(await res.blob());
}

/** Ends this tab's operator session on the server, then forgets the token. */
export async function signOut(): Promise<void> {
  try {
    await call(consoleEndpoints.logout);
  } finally {
    token.clear();
  }
}
