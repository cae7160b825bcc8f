// @vitest-environment jsdom
import { act, createElement, type FunctionComponent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Chain } from './Chain';
import { evidenceLines } from './chain.logic';
import { Withdrawals } from './Withdrawals';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const paged = (rows: object[]) => ({
  data: rows,
  total: rows.length,
  current_page: 1,
  per_page: 20,
  last_page: 1,
});

/** Renders `page` with each GET answered from `answers` by path; records every POST and body. */
async function show(page: FunctionComponent, answers: Record<string, unknown>) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  }));
  // Copyable texts and segmented filters measure themselves; jsdom has no observer.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  const posts: Array<[string, unknown]> = [];
  vi.stubGlobal('fetch', async (url: string, init: { method: string; body?: string }) => {
    const path = url.split('?')[0]!;
    if (init.method === 'POST') posts.push([path, JSON.parse(init.body ?? '{}')]);
    const message =
      init.method === 'POST' ? { id: 1, user_id: 1, status: 'approved' } : answers[path];
    return new Response(JSON.stringify({ type: 'ok', message: message ?? paged([]) }));
  });
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(createElement(App, null, createElement(page)));
  });
  return posts;
}

const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`);
const click = async (el: Element | null) => {
  expect(el).not.toBeNull();
  await act(async () => {
    (el as HTMLElement).click();
  });
};

const STATUS = {
  chain: 'ERC20',
  reachable: true,
  head: 120,
  cursor: 118,
  lag: 2,
  confirmations: 3,
  watcher: 'node-a',
  hot_wallet: {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    balances: [
      { currency_id: 3, currency_name: 'USDT', amount: '12.5', queued: '40', low: true },
      { currency_id: 2, currency_name: 'ETH', amount: '3', queued: '0', low: false },
    ],
  },
  open_alerts: 1,
};
const REORG = {
  id: 4,
  chain: 'ERC20',
  kind: 'deep_reorg',
  subject: 'block 100',
  detail: {
    depth: 7,
    before: { number: 100, hash: `0x${'ab'.repeat(32)}` },
    after: { number: 100, hash: `0x${'cd'.repeat(32)}` },
    user_id: 41,
  },
  created_at: 1_700_000_000,
  resolved_at: null,
  resolution: '',
};

describe('chain page', { timeout: 20_000 }, () => {
  it('reads a re-org evidence field by field, nested blocks included', () => {
    expect(evidenceLines(REORG.detail)).toEqual([
      ['depth', '7'],
      ['before › number', '100'],
      ['before › hash', REORG.detail.before.hash],
      ['after › number', '100'],
      ['after › hash', REORG.detail.after.hash],
      ['user_id', '41'],
    ]);
  });

  it('shows the node, the hot wallet with its low mark, and resolves an alert lifting the hold', async () => {
    const posts = await show(Chain, {
      '/api/admin/chain/status': [STATUS],
      '/api/admin/chain/alerts': paged([REORG]),
    });
    await vi.waitFor(() => expect(byTestId('chain-head')?.textContent).toBe('120'));
    expect(byTestId('chain-reachable')?.textContent).toBe('Node reachable');
    expect(byTestId('hot-balance-USDT')?.textContent).toContain('Low');
    expect(byTestId('hot-balance-ETH')?.textContent).not.toContain('Low');
    const evidence = byTestId('chain-alert-evidence')?.textContent ?? '';
    expect(evidence).toContain('before › number: 100');
    expect(evidence).toContain('0xabababab…ababab');

    await click(byTestId('chain-alert-resolve-4'));
    const text = byTestId('chain-alert-resolution') as HTMLTextAreaElement;
    await act(async () => {
      const set = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      set.call(text, 'Checked with the node operator; deposits re-credited');
      text.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(byTestId('chain-alert-release'));
    await click(document.querySelector('.ant-modal-footer .ant-btn-primary'));
    await vi.waitFor(() =>
      expect(posts).toEqual([
        [
          '/api/admin/chain/alerts/resolve',
          {
            id: 4,
            resolution: 'Checked with the node operator; deposits re-credited',
            release_hold: true,
          },
        ],
      ]),
    );
  });
});

const withdrawal = (over: object) => ({
  id: 30,
  user_id: 41,
  currency_id: 3,
  currency_name: 'USDT',
  amount: '50',
  fee: '1',
  receive: '49',
  method: 'crypto',
  chain: 'ERC20',
  destination: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  status: 'pending',
  txid: '',
  explorer_url: '',
  confirmations: null,
  required: null,
  reason: '',
  created_at: 1_700_000_000,
  ...over,
});

describe('withdrawals on a chain the platform runs', { timeout: 20_000 }, () => {
  it('are approved (second approval above four eyes) or sped up; others keep the typed send', async () => {
    const posts = await show(Withdrawals, {
      '/api/admin/chain/status': [STATUS],
      '/api/admin/withdrawals': paged([
        withdrawal({ id: 30 }),
        withdrawal({ id: 31, status: 'second_approval', amount: '20000' }),
        withdrawal({
          id: 32,
          status: 'broadcast',
          txid: `0x${'12'.repeat(32)}`,
          explorer_url: 'https://etherscan.io/tx/0x12',
          confirmations: 1,
          required: 3,
        }),
        withdrawal({ id: 33, method: 'bank', chain: '' }),
        withdrawal({ id: 34, chain: 'TRC20' }),
      ]),
    });
    await vi.waitFor(() => expect(byTestId('withdraw-approve-30')).not.toBeNull());
    expect(byTestId('withdraw-send-30')).toBeNull();
    expect(byTestId('withdraw-approve-31')).toBeNull();
    expect(byTestId('withdraw-second-approve-31')).not.toBeNull();
    expect(byTestId('withdraw-speed-up-32')).not.toBeNull();
    expect(byTestId('withdraw-status-32')?.textContent).toBe('Broadcast 1/3');
    expect(
      byTestId('withdraw-status-32')?.closest('td')?.querySelector('a')?.getAttribute('href'),
    ).toBe('https://etherscan.io/tx/0x12');
    // A bank transfer, and a crypto one on a chain not run here, are paid outside.
    expect(byTestId('withdraw-send-33')).not.toBeNull();
    expect(byTestId('withdraw-send-34')).not.toBeNull();
    expect(byTestId('withdraw-approve-34')).toBeNull();

    await click(byTestId('withdraw-second-approve-31'));
    await click(document.querySelector('.ant-modal-confirm-btns .ant-btn-primary'));
    await vi.waitFor(() => expect(posts).toEqual([['/api/admin/withdrawals/approve', { id: 31 }]]));
    await click(byTestId('withdraw-speed-up-32'));
    await click([...document.querySelectorAll('.ant-modal-confirm-btns .ant-btn-primary')].at(-1)!);
    await vi.waitFor(() =>
      expect(posts.at(-1)).toEqual(['/api/admin/withdrawals/speed_up', { id: 32 }]),
    );
  });
});
