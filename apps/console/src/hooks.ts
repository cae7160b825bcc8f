import { useCallback, useEffect, useRef, useState } from 'react';
import type { Schema } from '@tidemark/client';
import { App } from 'antd';
import { endpointTarget } from '@tidemark/client';
import { type Endpoint, type Page, type PagedEndpoint } from '@tidemark/contracts';
import type { z } from 'zod';
import type { ApiError } from './api';
import { api } from './api';

/** A paged list endpoint of the contracts whose rows are `T`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListEndpoint<T> = PagedEndpoint<any, z.ZodType<T>>;
type Filters = Record<string, unknown>;

/**
 * A table page from a paged operator endpoint: the server pages, the table only asks. Every
 * page is parsed with the endpoint's output (a page of its `item`).
 */
export function usePaged<T>(list: ListEndpoint<T>, filters: Filters = {}): Paged<T> {
  const { method, path: url } = endpointTarget(list);
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
  // The first schema stays: one call site reads one endpoint, and a schema rebuilt on a render
  // must not start a new load every render.
  const [schema] = useState<Schema<Page<T>>>(() => list.output);
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
export function useLoad<T>(endpoint: AnswerEndpoint<T>, data: Filters = {}): Loaded<T> {
  const { method, path: url } = endpointTarget(endpoint);
  const [parser] = useState<Schema<T>>(() => endpoint.output);
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
