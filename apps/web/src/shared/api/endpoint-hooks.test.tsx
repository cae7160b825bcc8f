import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { pagedEndpoint, endpoint } from '@tidemark/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { initI18n } from '../i18n/i18n';
import { useAppStore } from '../store/app-store';
import { useEndpointMutation, useEndpointPages } from './endpoint-hooks';

vi.mock('../ui/feedback', () => ({
  TOAST_DURATION_MS: 1500,
  showToast: vi.fn(),
  showLoading: vi.fn(),
  hideLoading: vi.fn(),
}));

const list = pagedEndpoint({
  method: 'GET',
  path: '/api/test/items',
  auth: 'user',
  input: z.object({ kind: z.string() }),
  item: z.object({ id: z.number() }),
});
const add = endpoint({
  method: 'POST',
  path: '/api/test/add',
  auth: 'user',
  input: z.object({ id: z.number() }),
  output: z.object({ id: z.number() }),
});

/** A page of the list: 2 pages of one item each. */
const page = (n: number) => ({
  type: 'ok',
  message: { data: [{ id: n }], current_page: n, last_page: 2, per_page: 1, total: 2 },
});

let urls: URL[];
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const parsed = new URL(url, 'http://localhost');
      urls.push(parsed);
      const body = parsed.pathname.endsWith('/add')
        ? { type: 'ok', message: { id: 9 } }
        : page(Number(parsed.searchParams.get('page')));
      return { status: 200, text: async () => JSON.stringify(body) };
    }),
  );
  useAppStore.setState({ token: 'token', lang: 'en' });
});
afterEach(() => vi.unstubAllGlobals());

function wrapperOf(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useEndpointPages', () => {
  it('reads page after page with the input and the limit, and stops at the last', async () => {
    const client = new QueryClient();
    const { result } = renderHook(
      () => useEndpointPages(list, { key: ['items'], limit: 1, input: { kind: 'a' } }),
      { wrapper: wrapperOf(client) },
    );
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.data?.pages.flatMap((p) => p.data)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(result.current.hasNextPage).toBe(false);
    expect(urls.map((u) => u.searchParams.get('page'))).toEqual(['1', '2']);
    expect(urls[0]!.searchParams.get('kind')).toBe('a');
    expect(urls[0]!.searchParams.get('limit')).toBe('1');
  });

  it('reads nothing without a session when the list is the user’s', async () => {
    useAppStore.setState({ token: null });
    const client = new QueryClient();
    const { result } = renderHook(
      () =>
        useEndpointPages(list, { key: ['mine'], limit: 1, input: { kind: 'a' }, signedIn: true }),
      { wrapper: wrapperOf(client) },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(urls).toEqual([]);
  });
});

describe('useEndpointMutation', () => {
  it('sends the input made of the variables, then refreshes the keys it names', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { result } = renderHook(
      () =>
        useEndpointMutation(add, {
          input: (id: number) => ({ id }),
          invalidate: (id) => [['items'], ['item', id]],
        }),
      { wrapper: wrapperOf(client) },
    );
    await expect(act(() => result.current.mutateAsync(9))).resolves.toEqual({ id: 9 });
    expect(urls.filter((u) => u.pathname === '/api/test/add')).toHaveLength(1);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['items'],
      ['item', 9],
    ]);
  });
});
