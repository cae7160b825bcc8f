import { useCallback, useEffect, useRef, useState } from 'react';
import type { Schema } from '@tidemark/client';
import { App } from 'antd';
import { endpointTarget } from '@tidemark/client';
import {
  pageSchema,
  type Endpoint,
  type EndpointMethod,
  type Page,
  type PagedEndpoint,
} from '@tidemark/contracts';
import type { z } from 'zod';
import type { ApiError } from './api';
import { api } from './api';

/** A paged list endpoint of the contracts whose rows are `T`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListEndpoint<T> = PagedEndpoint<any, z.ZodType<T>>;
/** A paged operator route the contracts name no endpoint for yet: its path and row schema. */
export interface ListRoute<T> {
  url: string;
  item: z.ZodType<T>;
}
type Filters = Record<string, unknown>;

/** The path and the page schema a list is read with (a list endpoint's output, or the route's). */
function listOf<T>(target: ListEndpoint<T> | ListRoute<T>): {
  method: EndpointMethod;
  path: string;
  schema: Schema<Page<T>>;
} {
  return 'url' in target
    ? { method: 'GET', path: target.url, schema: pageSchema(target.item) }
    : { ...endpointTarget(target), schema: target.output };
}

/**
 * A table page from a paged operator endpoint: the server pages, the table only asks. Every
 * page is parsed with the endpoint's output (a page of its `item`).
 */
export function usePaged<T>(list: ListEndpoint<T> | ListRoute<T>, filters?: Filters): Paged<T>;
/** The same from a route the contracts have no endpoint for yet: `item` is its row schema. */
export function usePaged<T>(url: string, item: z.ZodType<T>, filters?: Filters): Paged<T>;
export function usePaged<T>(
  target: ListEndpoint<T> | ListRoute<T> | string,
  second?: z.ZodType<T> | Filters,
  third?: Filters,
): Paged<T> {
  const list =
    typeof target === 'string'
      ? listOf({ url: target, item: second as z.ZodType<T> })
      : listOf(target);
  const filters = (typeof target === 'string' ? third : (second as Filters | undefined)) ?? {};
  const { method, path: url } = list;
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [data, setData] = useState<Page<T> | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const key = JSON.stringify(filters);
  // Other filters, other list: back to its first page (derived-state reset during render).
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setPage(1);
  }
  // An answer older than the one shown is dropped: a load begun before a decision and answered
  // after the decision's reload would bring back rows as they were. Any newer answer still shows
  // (waiting for "the newest request" would show nothing while reloads keep coming).
  const order = useRef({ sent: 0, shown: 0 });
  // The first schema stays: one call site reads one route, and an inline schema (a new object
  // each render) must not start a new load every render.
  const [schema] = useState(() => list.schema);
  const load = useCallback(async () => {
    const seq = ++order.current.sent;
    setLoading(true);
    try {
      const answer: Page<T> = await api(method, url, schema, { ...JSON.parse(key), page, limit });
      if (seq < order.current.shown) return;
      order.current.shown = seq;
      setData(answer);
      setError(null);
    } catch (e) {
      if (seq >= order.current.shown) setError(e as ApiError);
    } finally {
      if (seq === order.current.sent) setLoading(false);
    }
  }, [method, url, schema, key, page, limit]);
  useEffect(() => {
    void load();
  }, [load]);
  return {
    rows: data?.data ?? ([] as T[]),
    loading,
    error,
    reload: load,
    pagination: {
      current: page,
      pageSize: limit,
      total: data?.total ?? 0,
      showSizeChanger: true,
      onChange: (p: number, s: number) => {
        setPage(p);
        setLimit(s);
      },
    },
  };
}

/** A list's rows, its loading and error, its reload and the table's pagination. */
export interface Paged<T> {
  rows: T[];
  loading: boolean;
  error: ApiError | null;
  reload: () => Promise<void>;
  pagination: {
    current: number;
    pageSize: number;
    total: number;
    showSizeChanger: boolean;
    onChange: (p: number, s: number) => void;
  };
}

/** An endpoint of the contracts answering `T`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnswerEndpoint<T> = Endpoint<any, z.ZodType<T>>;

/** One answer of an operator endpoint read with GET, parsed with the endpoint's output. */
export function useLoad<T>(endpoint: AnswerEndpoint<T>, data?: Filters): Loaded<T>;
/** The same from a route the contracts have no endpoint for yet, parsed with `schema`. */
export function useLoad<T>(url: string, schema: Schema<T>, data?: Filters): Loaded<T>;
export function useLoad<T>(
  target: AnswerEndpoint<T> | string,
  second?: Schema<T> | Filters,
  third?: Filters,
): Loaded<T> {
  const { method, path: url } =
    typeof target === 'string' ? { method: 'GET' as const, path: target } : endpointTarget(target);
  const data = (typeof target === 'string' ? third : (second as Filters | undefined)) ?? {};
  const [parser] = useState<Schema<T>>(() =>
    typeof target === 'string' ? (second as Schema<T>) : target.output,
  );
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const key = JSON.stringify(data);
  const order = useRef({ sent: 0, shown: 0 });
  const load = useCallback(async () => {
    const seq = ++order.current.sent;
    try {
      const answer = await api(method, url, parser, JSON.parse(key));
      if (seq < order.current.shown) return;
      order.current.shown = seq;
      setValue(answer);
      setError(null);
    } catch (e) {
      if (seq >= order.current.shown) setError(e as ApiError);
    }
  }, [method, url, parser, key]);
  useEffect(() => {
    void load();
  }, [load]);
  return { value, error, reload: load };
}

interface Loaded<T> {
  value: T | null;
  error: ApiError | null;
  reload: () => Promise<void>;
}

/** Runs an operator action: success toast and reload, or the server's translated refusal. */
export function useAction() {
  const { message } = App.useApp();
  return async (run: () => Promise<unknown>, after?: () => unknown, ok = '✓') => {
    try {
      await run();
      void message.success(ok);
      await after?.();
      return true;
    } catch (e) {
      void message.error((e as Error).message);
      return false;
    }
  };
}

export const time = (s: number | null | undefined) =>
  s ? new Date(s * 1000).toISOString().replace('T', ' ').slice(0, 19) : '';
