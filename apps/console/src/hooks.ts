import { useCallback, useEffect, useRef, useState } from 'react';
import type { Schema } from '@tidemark/client';
import { App } from 'antd';
import { pageSchema, type Page } from '@tidemark/contracts';
import type { z } from 'zod';
import type { ApiError } from './api';
import { api } from './api';

/**
 * A table page from a paged operator route: the server pages, the table only asks. `item` is
 * the contracts schema of a row (the route's `item`), every page is parsed with it.
 */
export function usePaged<T>(
  url: string,
  item: z.ZodType<T>,
  filters: Record<string, unknown> = {},
) {
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
  const [schema] = useState(() => pageSchema(item));
  const load = useCallback(async () => {
    const seq = ++order.current.sent;
    setLoading(true);
    try {
      const answer: Page<T> = await api('GET', url, schema, { ...JSON.parse(key), page, limit });
      if (seq < order.current.shown) return;
      order.current.shown = seq;
      setData(answer);
      setError(null);
    } catch (e) {
      if (seq >= order.current.shown) setError(e as ApiError);
    } finally {
      if (seq === order.current.sent) setLoading(false);
    }
  }, [url, schema, key, page, limit]);
  useEffect(() => {
    void load();
  }, [load]);
  return {
    rows: data?.data ?? [],
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

/** One answer of an operator route, parsed with its contracts schema (the route's `output`). */
export function useLoad<T>(url: string, schema: Schema<T>, data: Record<string, unknown> = {}) {
  const [parser] = useState(() => schema);
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const key = JSON.stringify(data);
  const order = useRef({ sent: 0, shown: 0 });
  const load = useCallback(async () => {
    const seq = ++order.current.sent;
    try {
      const answer = await api('GET', url, parser, JSON.parse(key));
      if (seq < order.current.shown) return;
      order.current.shown = seq;
      setValue(answer);
      setError(null);
    } catch (e) {
      if (seq >= order.current.shown) setError(e as ApiError);
    }
  }, [url, parser, key]);
  useEffect(() => {
    void load();
  }, [load]);
  return { value, error, reload: load };
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
