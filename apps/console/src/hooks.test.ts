// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
          resolve({
            status: 200,
            json: async () => ({
              type: 'ok',
              message: { data: rows.map((id) => ({ id })), total: rows.length },
            }),
          }),
        );
      }),
  );
  return waiting;
}

afterEach(() => vi.unstubAllGlobals());

/** A table on the queue's list hook; what it shows, its reload and its unmount. */
async function mountTable() {
  let reload: () => Promise<void> = async () => {};
  let shown: string[] = [];
  function Table() {
    const list = usePaged<{ id: string }>('/api/admin/queue');
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
});
