import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import type { ProjectDetail, ProjectOrder } from '@tidemark/contracts';
import {
  apiServer,
  okEnvelope,
  recordPosts,
  setUpSignedInApi,
} from '../../../shared/testing/api-server';
import { serveCurrencies } from '../../../shared/testing/currencies';
import { renderWithProviders } from '../../../shared/testing/render';
import { serveSpotBalances } from '../../../shared/testing/wallet';
import { ProjectSubscribe } from './subscribe';

/** A project open for subscription: 100 – 100,000 TMK per user at 0.05 USDT. */
const DETAIL: ProjectDetail = {
  info: {
    id: 2,
    title: 'Tidemark Token',
    summary: '',
    logo: '',
    currency_id: 50,
    currency_name: 'TMK',
    precision: 8,
    amount: '1000000',
    total_apply: '0',
    percentage: '0',
    min: '100',
    max: '100000',
    prices: [{ currency_id: 3, currency_name: 'USDT', price: '0.05', precision: 6 }],
    warmup_at: 1_799_000_000,
    start_at: 1_799_500_000,
    end_at: 1_800_500_000,
    sell_begin: 1_800_600_000,
    lock_days: 0,
    time_status: 2,
    phase: 'subscribing',
    day: 12,
    now: 1_800_000_000,
    content: '',
    white_book: '',
    link: '',
    total_allocated: null,
  },
  orders: [],
  user_total: '0',
  user_remaining: '100000',
};

const ORDER: ProjectOrder = {
  id: 1,
  order_no: 'IEO1',
  project_id: 2,
  name: 'Tidemark Token',
  currency_id: 50,
  pay_currency_id: 3,
  pay_currency_name: 'USDT',
  price: '0.05',
  coin_amount: '20000',
  total_price: '1000',
  status: 'held',
  give_amount: null,
  paid: null,
  refunded: null,
  formula: null,
  sell_begin: 1_800_600_000,
  unlock_at: null,
  created_at: 1_800_000_000,
};

/** The project, and 1,000 USDT available in the spot account (what the payment is frozen from). */
function serveProject() {
  serveCurrencies();
  serveSpotBalances({ USDT: '1000' });
  apiServer.use(http.get('*/api/project/detail', () => okEnvelope(DETAIL)));
}

setUpSignedInApi();

describe('launchpad subscription', () => {
  it('says what is wrong with an amount by the field and opens no confirmation', async () => {
    serveProject();
    const posts = recordPosts('*/api/project/order', () => okEnvelope(ORDER));
    const { user } = renderWithProviders(<ProjectSubscribe id={2} />);
    const input = (await screen.findByTestId('ieo-amount')).querySelector('input')!;
    const button = screen.getByTestId('ieo-subscribe') as HTMLButtonElement;
    const cases: Array<[string, string]> = [
      ['0', 'Enter an amount greater than 0'],
      ['50', 'The minimum is 100.00 TMK'],
      ['200000', 'The maximum is 100,000.00 TMK'],
      // 50,000 × 0.05 = 2,500 USDT, more than the 1,000 there is.
      ['50000', 'More than your available balance (1,000.00 USDT)'],
      ['1e3', 'Enter a number, such as 100 or 100.5'],
      ['100.123456789', 'TMK allows at most 8 decimal places'],
    ];
    for (const [typed, message] of cases) {
      await user.clear(input);
      await user.type(input, typed);
      expect(input.value).toBe(typed);
      expect(screen.getByTestId('ieo-amount-problem').textContent).toBe(message);
      expect(button.disabled).toBe(true);
      await user.click(button);
      expect(screen.queryByTestId('ieo-confirm')).toBeNull();
    }
    expect(posts).toHaveLength(0);
  });

  it('shows the balance; Max fills what it pays for, confirmed exactly as sent', async () => {
    serveProject();
    const posts = recordPosts('*/api/project/order', () => okEnvelope(ORDER));
    const { user } = renderWithProviders(<ProjectSubscribe id={2} />);
    expect((await screen.findByTestId('ieo-amount-available')).textContent).toBe('1,000.00 USDT');
    await user.click(screen.getByTestId('ieo-amount-max'));
    const input = screen.getByTestId('ieo-amount').querySelector('input')!;
    // 1,000 USDT / 0.05 = 20,000 TMK, within the 100,000 per user.
    expect(input.value).toBe('20000');
    await user.click(screen.getByTestId('ieo-subscribe'));
    expect((await screen.findByTestId('ieo-confirm-amount')).textContent).toBe('20,000.00 TMK');
    expect(screen.getByTestId('ieo-confirm-cost').textContent).toBe('1,000.00 USDT');
    await user.click(screen.getByTestId('ieo-confirm-submit'));
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({ project_id: '2', amount: '20000', pay_currency: '3' });
  });
});
