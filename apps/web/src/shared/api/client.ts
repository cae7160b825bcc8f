import type { EnvelopeType, FieldProblem } from '@tidemark/contracts';
import { BCP47, translate } from '../i18n/i18n';
import { endSession, requireVerification } from '../session/session';
import { useAppStore } from '../store/app-store';
import { hideLoading, showLoading, showToast } from '../ui/feedback';
import { takeEarlyResponse } from './early';

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

function failureFrom(body: Envelope, status: number): ApiError {
  const type: ApiErrorType = body.type === '999' || body.type === '998' ? body.type : 'error';
  const message =
    typeof body.message === 'string' && body.message
      ? body.message
      : translate('common:msg.serverError');
  return new ApiError({
    code: typeof body.code === 'string' ? body.code : String(body.code ?? 'error'),
    message,
    type,
    status,
    fields: Array.isArray(body.fields) ? (body.fields as FieldProblem[]) : [],
  });
}

async function send(url: string, init: RequestInit, options: RequestOptions): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch {
    if (timedOut)
      throw new ApiError({
        code: 'timeout',
        message: translate('common:msg.timeout'),
        type: 'network',
      });
    if (options.signal?.aborted)
      throw new ApiError({ code: 'aborted', message: 'aborted', type: 'network' });
    throw new ApiError({
      code: 'network_error',
      message: translate('common:msg.networkError'),
      type: 'network',
    });
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

/** Resolves with the envelope's payload; rejects with an `ApiError` after the matching feedback. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
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
    const response = taken ?? (await send(url, init, options));
    const body = await readBody(response);
    if (!isEnvelope(body)) {
      throw new ApiError({
        code: 'bad_response',
        message: translate('common:msg.serverError'),
        type: 'network',
        status: response.status,
      });
    }
    if (body.type === 'ok') return body.message as T;
    // The description's one other success shape (kline history): `{ code: 1, msg, data }`.
    if (body.code === 1) return body.data as T;
    throw failureFrom(body, response.status);
  } catch (error) {
    const apiError =
      error instanceof ApiError
        ? error
        : new ApiError({
            code: 'client_error',
            message: translate('common:msg.serverError'),
            type: 'network',
          });
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

export const api = {
  get: <T>(path: string, data?: RequestData, options?: ShortcutOptions) =>
    request<T>(path, { ...options, method: 'GET', ...(data ? { data } : {}) }),
  post: <T>(path: string, data?: RequestData | FormData, options?: ShortcutOptions) =>
    request<T>(path, { ...options, method: 'POST', ...(data ? { data } : {}) }),
  put: <T>(path: string, data?: RequestData, options?: ShortcutOptions) =>
    request<T>(path, { ...options, method: 'PUT', ...(data ? { data } : {}) }),
  delete: <T>(path: string, data?: RequestData, options?: ShortcutOptions) =>
    request<T>(path, { ...options, method: 'DELETE', ...(data ? { data } : {}) }),
};
