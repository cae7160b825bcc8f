// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { pagedEndpoint } from '@tidemark/contracts';
import { usePaged } from './hooks';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Answers the table's requests in the order the test chooses, not the order they were sent. */
function controlledFetch() {
  const waiting: Array<(rows: string[]) => void> = [];
  vi.stubGlobal(
    'fetch',
    () =>
      new Promise((resolve) => {
        waiting.push((rows) =>
          resolve(
            new Response(
              JSON.stringify({
                type: 'ok',
                message: {
                  data: rows.map((id) => ({ id })),
                  total: rows.length,
                  current_page: 1,
                  per_page: 20,
                  last_page: 1,
                },
              }),
            ),
          ),
        );
      }),
  );
  return waiting;
}

afterEach(() => vi.unstubAllGlobals());

/** A queue endpoint whose rows carry a string id. */
const QUEUE = pagedEndpoint({
  method: 'GET',
  path: '/api/admin/queue',
  auth: 'operator',
  permission: 'products.manage',
  item: z.object({ id: z.string() }),
});

/** A table on the queue's list hook; what it shows, its reload and its unmount. */
async function mountTable() {
  let reload: () => Promise<void> = async () => {};
  let shown: string[] = [];
  function Table() {
    const list = usePaged(QUEUE);
    reload = list.reload;
    shown = list.rows.map((r) => r.id);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(createElement(Table)));
  return { reload: () => reload(), shown: () => shown, unmount: () => root.unmount() };
}

describe('usePaged', () => {
  it('keeps the newest answer when an older request answers after it', async () => {
    const answers = controlledFetch();
    const table = await mountTable();
    expect(answers).toHaveLength(1);
    // A decision's reload goes out while the first load is still on its way...
    let second!: Promise<void>;
    await act(async () => {
      second = table.reload();
    });
    expect(answers).toHaveLength(2);
    // ...and answers first: the row the decision removed is gone.
    await act(async () => {
      answers[1]!([]);
      await second;
    });
    expect(table.shown()).toEqual([]);
    // The older answer still lists the decided row; it must not come back.
    await act(async () => answers[0]!(['decided']));
    expect(table.shown()).toEqual([]);
    act(() => table.unmount());
  });
  it('shows an answer while newer reloads are still on their way (reloads never starve the table)', async () => {
    const answers = controlledFetch();
    const table = await mountTable();
    // Live pushes keep asking again before each answer comes back.
    await act(async () => {
      void table.reload();
      void table.reload();
    });
    expect(answers).toHaveLength(3);
    await act(async () => answers[0]!(['first']));
    expect(table.shown()).toEqual(['first']);
    await act(async () => answers[1]!(['second']));
    expect(table.shown()).toEqual(['second']);
    act(() => table.unmount());
  });
  it('shows an error, not rows, when an answer breaks the row contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let state: { rows: unknown[]; error: string | null } = { rows: [], error: null };
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            type: 'ok',
            // `id` is a number here, the contract says a string: the table must not show it.
            message: { data: [{ id: 7 }], total: 1, current_page: 1, per_page: 20, last_page: 1 },
          }),
        ),
    );
    function Table() {
      const list = usePaged(QUEUE);
      state = { rows: list.rows, error: list.error?.code ?? null };
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(createElement(Table)));
    await act(async () => {});
    expect(state).toEqual({ rows: [], error: 'bad_response' });
    act(() => root.unmount());
    vi.mocked(console.error).mockRestore();
  });
});

describe('usePaged on a contracts endpoint', () => {
  it('asks the endpoint’s path with its filters and the page, rows parsed by its item', async () => {
    const queue = pagedEndpoint({
      method: 'GET',
      path: ['/api/admin/things', '/api/admin/thing/list'],
      auth: 'operator',
      permission: 'products.manage',
      input: z.object({ status: z.string() }),
      item: z.object({ id: z.string() }),
    });
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      const page = { data: [{ id: 'a', extra: 1 }], total: 1, current_page: 1, per_page: 20 };
      return new Response(JSON.stringify({ type: 'ok', message: { ...page, last_page: 1 } }));
    });
    let rows: unknown[] = [];
    function Table() {
      rows = usePaged(queue, { status: 'open' }).rows;
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(createElement(Table)));
    expect(asked).toEqual(['/api/admin/things?lang=en&status=open&page=1&limit=20']);
    expect(rows).toEqual([{ id: 'a' }]);
    act(() => root.unmount());
  });
});
