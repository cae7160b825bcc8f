import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { SOCKET_EVENTS } from '@tidemark/contracts';
import { unstableSetRender } from 'antd-mobile';
import { installImperativeRender } from '../../../shared/ui/imperative-render';
import enWallet from '../../../locales/en/wallet.json';
import {
  apiServer,
  http,
  HttpResponse,
  okEnvelope,
  recordPosts,
  setUpSignedInApi,
} from '../../../shared/testing/api-server';
import { USDT_CURRENCY, serveCurrencies } from '../../../shared/testing/currencies';
import { renderWithProviders } from '../../../shared/testing/render';
import type * as SocketModule from '../../../shared/socket/socket';
import type { ChainDeposit, Currency, WithdrawRecord } from '../api/types';
import { RecentChainDeposits } from './chain-deposits';
import { DepositRecords, WithdrawRecords } from './deposit-withdraw-records';

/** The socket's events, delivered by the test instead of a server. */
const socket = vi.hoisted(() => {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  return {
    handlers,
    fire: (event: string, payload: unknown) =>
      handlers.get(event)?.forEach((handler) => handler(payload)),
  };
});
vi.mock('../../../shared/socket/socket', async (original) => ({
  ...(await original<typeof SocketModule>()),
  subscribe: (event: string, handler: (payload: unknown) => void) => {
    const set = socket.handlers.get(event) ?? new Set();
    set.add(handler);
    socket.handlers.set(event, set);
    return () => set.delete(handler);
  },
}));

setUpSignedInApi();

// The tests resolve 'antd-mobile' to its CommonJS build, whose imperative renderer (the
// confirmation dialog's) the app's start-up does not reach: give it the app's React 19 renderer.
installImperativeRender(unstableSetRender);

const USDT: Currency = { ...USDT_CURRENCY, chains: ['ERC20'] };

const deposit = (over: Partial<ChainDeposit> = {}): ChainDeposit => ({
  id: 7,
  chain: 'ERC20',
  currency_id: 3,
  currency_name: 'USDT',
  amount: '100',
  tx_hash: '0xabcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789',
  confirmations: 1,
  required: 3,
  status: 'seen',
  explorer_url: '',
  created_at: 1_767_600_000,
  credited_at: null,
  ...over,
});

const page = <T,>(data: T[]) => ({
  data,
  total: data.length,
  current_page: 1,
  per_page: 10,
  last_page: 1,
});

function serve(rows: ChainDeposit[], testDeposit: 'available' | 'missing') {
  serveCurrencies();
  apiServer.use(
    http.post('*/api/wallet/get_in_address', () =>
      okEnvelope({ address: '0x1111111111111111111111111111111111111111', chain: 'ERC20' }),
    ),
    http.get('*/api/wallet/chain_deposits', () => okEnvelope(page(rows))),
    http.get('*/api/dev/chain/test_deposit', () =>
      testDeposit === 'available'
        ? okEnvelope({ available: true, currencies: [{ currency_id: 3, chain: 'ERC20' }] })
        : HttpResponse.json(
            { type: 'error', code: 'not_found', message: 'Not found' },
            { status: 404 },
          ),
    ),
  );
}

const statusOf = (id: number) =>
  within(screen.getByTestId(`chain-deposit-${id}`)).getByTestId('chain-deposit-status').textContent;

describe('recent on-chain deposits on the receive screen', () => {
  it('reads each state as an exchange says it, and follows the socket up to credited', async () => {
    serve(
      [
        deposit(),
        deposit({ id: 6, status: 'below_min', amount: '0.5', confirmations: 3 }),
        deposit({ id: 5, status: 'orphaned', confirmations: 0 }),
        deposit({ id: 4, status: 'reorged' }),
        deposit({
          id: 3,
          status: 'credited',
          confirmations: 3,
          explorer_url: 'https://etherscan.io/tx/0xabc',
        }),
      ],
      'missing',
    );
    renderWithProviders(<RecentChainDeposits currency={USDT} chain="ERC20" />);
    await screen.findByTestId('chain-deposit-7');
    expect(statusOf(7)).toBe('Confirming 1/3');
    expect(statusOf(6)).toBe(enWallet.chain.belowMin);
    expect(statusOf(5)).toBe(enWallet.chain.orphaned);
    expect(statusOf(4)).toBe(enWallet.chain.review);
    expect(statusOf(3)).toBe(enWallet.chain.credited);
    const seven = within(screen.getByTestId('chain-deposit-7'));
    expect(seven.getByTestId('tx-hash').textContent).toBe('0xabcdef01…456789');
    expect(seven.queryByTestId('tx-explorer')).toBeNull();
    expect(
      within(screen.getByTestId('chain-deposit-3')).getByTestId('tx-explorer').getAttribute('href'),
    ).toBe('https://etherscan.io/tx/0xabc');
    expect(seven.getByTestId('chain-deposit-amount').textContent).toBe('100.00 USDT');
    // No demo test deposit where the server does not offer it.
    expect(screen.queryByTestId('test-deposit')).toBeNull();

    act(() => socket.fire(SOCKET_EVENTS.chainDeposit, deposit({ confirmations: 2 })));
    await expect.poll(() => statusOf(7)).toBe('Confirming 2/3');
    act(() =>
      socket.fire(
        SOCKET_EVENTS.chainDeposit,
        deposit({ confirmations: 3, status: 'credited', credited_at: 1_767_600_030 }),
      ),
    );
    await expect.poll(() => statusOf(7)).toBe(enWallet.chain.credited);
    // A deposit first seen while the screen is open comes first.
    act(() => socket.fire(SOCKET_EVENTS.chainDeposit, deposit({ id: 8, confirmations: 1 })));
    await expect
      .poll(() =>
        screen
          .getAllByTestId('chain-deposits-item')[0]
          ?.querySelector('[data-testid]')
          ?.getAttribute('data-testid'),
      )
      .toBe('chain-deposit-8');
  });

  it('offers the demo test deposit only where the local test chain serves this currency', async () => {
    serve([], 'available');
    renderWithProviders(<RecentChainDeposits currency={USDT} chain="ERC20" />);
    await screen.findByTestId('test-deposit-send');
    expect(screen.getByTestId('test-deposit').textContent).toContain(enWallet.chain.testHint);
    expect((await screen.findByTestId('wallet-empty')).textContent).toContain(enWallet.chain.empty);
  });

  it('sends one after a confirmation, and the new deposit shows at once', async () => {
    serve([], 'available');
    const posts = recordPosts('*/api/dev/chain/test_deposit', () => {
      // The node mines it at once and the watcher records it: the list now has it.
      serve([deposit({ id: 9, confirmations: 1 })], 'available');
      return okEnvelope({ tx_hash: deposit().tx_hash, amount: '100' });
    });
    const { user } = renderWithProviders(<RecentChainDeposits currency={USDT} chain="ERC20" />);
    await user.click(await screen.findByTestId('test-deposit-send'));
    await screen.findByText(
      enWallet.chain.testConfirm.replace('{{currency}}', 'USDT').replace('{{chain}}', 'ERC20'),
    );
    expect(posts).toEqual([]);
    const confirm = screen
      .getAllByRole('button')
      .filter((b) => b.textContent === enWallet.chain.testSend)
      .at(-1)!;
    await user.click(confirm);
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({ currency: '3', chain: 'ERC20' });
    await expect.poll(() => screen.queryByTestId('chain-deposit-9')).not.toBeNull();
    expect(statusOf(9)).toBe('Confirming 1/3');
  });

  it('does not offer it for a chain the test node does not run', async () => {
    serve([], 'available');
    renderWithProviders(
      <RecentChainDeposits currency={{ ...USDT, chains: ['TRC20'] }} chain="TRC20" />,
    );
    await screen.findByTestId('wallet-empty');
    expect(screen.queryByTestId('test-deposit')).toBeNull();
  });
});

const withdrawal = (over: Partial<WithdrawRecord> = {}): WithdrawRecord => ({
  id: 21,
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
  created_at: 1_767_600_000,
  ...over,
});

describe('deposit records', () => {
  it('hold the reviewed requests and, one tap away, the on-chain deposits', async () => {
    serve([deposit({ status: 'credited', confirmations: 3 })], 'missing');
    apiServer.use(http.get('*/api/recharge/log', () => okEnvelope(page([]))));
    const { user } = renderWithProviders(<DepositRecords />);
    await screen.findByTestId('deposit-records');
    expect(screen.queryByTestId('chain-deposit-records')).toBeNull();
    await user.click(screen.getByTestId('deposit-kind-onchain'));
    await screen.findByTestId('chain-deposit-7');
    expect(statusOf(7)).toBe(enWallet.chain.credited);
    expect(screen.queryByTestId('deposit-records')).toBeNull();
  });
});

describe('withdrawal records', () => {
  it('show the on-chain states and the transaction, following the withdrawal event', async () => {
    serveCurrencies();
    apiServer.use(
      http.get('*/api/user/withdraw/list', () =>
        okEnvelope(page([withdrawal(), withdrawal({ id: 20, status: 'second_approval' })])),
      ),
    );
    renderWithProviders(<WithdrawRecords />);
    await screen.findAllByTestId('withdraw-records-item');
    const statuses = () => screen.getAllByTestId('record-status').map((el) => el.textContent ?? '');
    expect(statuses()).toEqual([
      enWallet.withdrawStatus.pending,
      enWallet.withdrawStatus.second_approval,
    ]);

    const hash = '0x5555555555555555555555555555555555555555555555555555555555555555';
    act(() =>
      socket.fire(
        SOCKET_EVENTS.withdrawal,
        withdrawal({
          status: 'broadcast',
          txid: hash,
          explorer_url: `https://etherscan.io/tx/${hash}`,
          confirmations: 2,
          required: 12,
        }),
      ),
    );
    await expect.poll(() => statuses()[0]).toBe('Sent — confirming 2/12');
    const first = within(screen.getAllByTestId('withdraw-records-item')[0]!);
    expect(first.getByTestId('tx-explorer').getAttribute('href')).toBe(
      `https://etherscan.io/tx/${hash}`,
    );
    act(() =>
      socket.fire(
        SOCKET_EVENTS.withdrawal,
        withdrawal({ status: 'confirmed', txid: hash, confirmations: 12, required: 12 }),
      ),
    );
    await expect.poll(() => statuses()[0]).toBe(enWallet.withdrawStatus.confirmed);
    act(() => socket.fire(SOCKET_EVENTS.withdrawal, withdrawal({ id: 20, status: 'failed' })));
    await expect.poll(() => statuses()[1]).toBe(enWallet.withdrawStatus.failed);
  });
});
