import {
  asApiError,
  endpointTarget,
  parsePayload,
  send,
  unwrap,
  type ApiError,
  type ClientTexts,
  type Schema,
} from '@tidemark/client';
import type { Endpoint } from '@tidemark/contracts';
import type { z } from 'zod';
import { BCP47, translate } from '../i18n/i18n';
import { endSession, requireVerification } from '../session/session';
import { useAppStore } from '../store/app-store';
import { hideLoading, showLoading, showToast } from '../ui/feedback';
import { takeEarlyResponse } from './early';

export { ApiError } from '@tidemark/client';

/**
 * The one HTTP client (docs/architecture.md habit 4): it adds the language and the token to every
 * request, form-encodes bodies, unwraps the envelope into data or an `ApiError`, and applies
 * the description's session rules (999 → begin, 998 → verification).
 */

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 60_000;
/** The global loading indicator appears only for requests slower than this. */
export const LOADING_DELAY_MS = 800;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type FormValue = string | number | boolean | null | undefined;
export type RequestData = Record<string, FormValue | readonly FormValue[]>;

export interface RequestOptions {
  /** POST unless stated (the description's default). */
  method?: HttpMethod;
  /** Query for GET, form body otherwise; a FormData is sent as multipart (uploads). */
  data?: RequestData | FormData;
  /** No toast for ordinary failures (session rules still apply). */
  silent?: boolean;
  /** Set false for background calls that should never show the loading indicator. */
  loading?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

function appendValue(
  form: URLSearchParams | FormData,
  key: string,
  value: FormValue | readonly FormValue[],
): void {
  if (Array.isArray(value)) {
    for (const item of value as readonly FormValue[]) appendValue(form, key, item);
    return;
  }
  if (value === null || value === undefined) return;
  form.append(key, String(value));
}

/** `data` plus `lang`, as application/x-www-form-urlencoded (query string for GET). */
export function encodeForm(data: RequestData | undefined, lang: string): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(data ?? {})) {
    if (key !== 'lang') appendValue(form, key, value);
  }
  form.set('lang', lang);
  return form;
}

// Counts requests whose loading delay has passed, so one indicator covers them all.
let slowRequests = 0;

function trackLoading(enabled: boolean): () => void {
  if (!enabled) return () => undefined;
  let shown = false;
  const timer = setTimeout(() => {
    shown = true;
    slowRequests += 1;
    if (slowRequests === 1) showLoading();
  }, LOADING_DELAY_MS);
  let stopped = false;
  return () => {
    clearTimeout(timer);
    if (stopped || !shown) return;
    stopped = true;
    slowRequests -= 1;
    if (slowRequests === 0) hideLoading();
  };
}

function buildRequest(path: string, options: RequestOptions): { url: string; init: RequestInit } {
  const method = options.method ?? 'POST';
  const { lang, token } = useAppStore.getState();
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': BCP47[lang],
  };
  if (token) headers.authorization = token;
  let url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  let body: BodyInit | undefined;

  if (options.data instanceof FormData) {
    if (method === 'GET') throw new Error('FormData cannot be sent with GET');
    options.data.set('lang', lang);
    body = options.data; // the browser sets the multipart boundary
  } else {
    const form = encodeForm(options.data, lang);
    if (method === 'GET') url += `${url.includes('?') ? '&' : '?'}${form.toString()}`;
    else {
      headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      body = form.toString();
    }
  }
  return { url, init: { method, headers, ...(body === undefined ? {} : { body }) } };
}

/** The failures that carry no message from the server, in the reader's language. */
const TEXTS: ClientTexts = {
  serverError: () => translate('common:msg.serverError'),
  timeout: () => translate('common:msg.timeout'),
  networkError: () => translate('common:msg.networkError'),
};

/** Resolves with the envelope's payload; rejects with an `ApiError` after the matching feedback. */
export function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return requestChecked(path, options, (payload) => payload as T);
}

/**
 * The payload checked against its schema (`parsePayload`): an answer that does not match the
 * contract is a 'bad_response' `ApiError` with the translated generic message, not a raw
 * schema error a form would print.
 */
export function checkPayload<T>(schema: Schema<T>, payload: unknown, what?: string): T {
  return parsePayload(schema, payload, TEXTS, what);
}

/**
 * `request` whose payload `check` turns into the answer inside the same failure handling, so an
 * answer that `check` refuses gets the feedback of any other failure (toast, unless silent).
 */
async function requestChecked<T>(
  path: string,
  options: RequestOptions,
  check: (payload: unknown) => T,
): Promise<T> {
  const { url, init } = buildRequest(path, options);
  const stopLoading = trackLoading(options.loading !== false);
  try {
    // A request the shell already sent (early.ts) is not sent twice; if it failed, it is.
    const early = takeEarlyResponse(init.method ?? 'POST', url, init.body);
    const taken = early
      ? await early.then(
          (r) => (r.ok ? r : undefined),
          () => undefined,
        )
      : undefined;
    const response =
      taken ??
      (await send(
        url,
        init,
        { timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS, signal: options.signal },
        TEXTS,
      ));
    return check(await unwrap(response, TEXTS));
  } catch (error) {
    const apiError = asApiError(error, TEXTS);
    reportFailure(apiError, options.silent === true);
    throw apiError;
  } finally {
    stopLoading();
  }
}

function reportFailure(error: ApiError, silent: boolean): void {
  if (error.type === '999') endSession(error.message);
  else if (error.type === '998') requireVerification(error.message);
  else if (!silent && error.code !== 'aborted') showToast(error.message);
}

type ShortcutOptions = Omit<RequestOptions, 'method' | 'data'>;

/**
 * Calls an endpoint of the contracts with its method and path, and resolves with its answer as
 * the endpoint's output schema parses it (an answer it refuses is a 'bad_response' ApiError).
 */
function call<I extends z.ZodType, O extends z.ZodType>(
  endpoint: Endpoint<I, O>,
  data?: z.input<I> | FormData,
  options?: ShortcutOptions,
): Promise<z.infer<O>> {
  const { method, path } = endpointTarget(endpoint);
  return requestChecked(
    path.slice(API_BASE.length),
    { ...options, method, ...(data ? { data: data as RequestData | FormData } : {}) },
    (payload): z.infer<O> => checkPayload(endpoint.output, payload, `${method} ${path}`),
  );
}

export const api = {
  call,
  get: <T>(path: string, data?: RequestData, options?: ShortcutOptions) =>
    request<T>(path, { ...options, method: 'GET', ...(data ? { data } : {}) }),
  post: <T>(path: string, data?: RequestData | FormData, options?: ShortcutOptions) =>
    request<T>(path, { ...options, method: 'POST', ...(data ? { data } : {}) }),
  put: <T>(path: string, data?: RequestData, options?: ShortcutOptions) =>
    request<T>(path, { ...options, method: 'PUT', ...(data ? { data } : {}) }),
  delete: <T>(path: string, data?: RequestData, options?: ShortcutOptions) =>
    request<T>(path, { ...options, method: 'DELETE', ...(data ? { data } : {}) }),
};
