import { beforeEach, describe, expect, it } from 'vitest';
import { http } from 'msw';
import { screen, within } from '@testing-library/react';
import type { DualOrder, DualProduct } from '@tidemark/contracts';
import {
  apiServer,
  okEnvelope,
  recordPosts,
  setUpSignedInApi,
} from '../../../shared/testing/api-server';
import { serveCurrencies } from '../../../shared/testing/currencies';
import { renderWithProviders } from '../../../shared/testing/render';
import { serveSpotBalances } from '../../../shared/testing/wallet';
import { DualInvest } from './invest';
import { DualMine } from './mine';
import { DualPurchase } from './purchase';

setUpSignedInApi();

/** The spot balance a call's coin is invested from: 0.05 BTC, 5 shares of 0.01. */
const serveWallet = (btc = '0.05') => serveSpotBalances({ BTC: btc });

beforeEach(() => {
  serveCurrencies();
  serveWallet();
});

/** A strike entered with more decimals than the BTC/USDT ticks that settle it have (2). */
const PRODUCT: DualProduct = {
  id: 5,
  name: 'BTC-20261201-65000.125-C',
  currency_id: 1,
  currency_name: 'BTC',
  type: 'call',
  exercise_price: '65000.125',
  rate: '36.5',
  share_amount: '0.01',
  invest_currency_id: 1,
  invest_currency_name: 'BTC',
  start_time: 1_800_000_000,
  end_time: 1_800_604_800,
  day: 7,
  total_number: 100,
  purchased_number: 0,
  remaining_number: 100,
  user_limit: 10,
  spot_price: '64999.5',
  price_decimals: 2,
  on_sale: true,
  now: 1_800_000_100,
};

const ORDER: DualOrder = {
  id: 9,
  dual_id: 5,
  name: PRODUCT.name,
  type: 'call',
  currency_id: 1,
  currency_name: 'BTC',
  number: 1,
  invest_currency_name: 'BTC',
  total: '0.01',
  order_rate: '36.5',
  exercise_price: '65000.125',
  day: 7,
  end_time: 1_800_604_800,
  price: '64999.5',
  status: 'settled',
  settle_price: '65010.4',
  settle_tick_ms: 1_800_604_799_000,
  price_decimals: 2,
  payout_currency_name: 'USDT',
  payout: '654.551258',
  formula: '0.01 × 65000.125 × 1.007 = 654.551258 USDT',
  created: 1_800_000_200,
};

describe('dual figures by the precision rule', () => {
  it('shows the strike alike on the list, the purchase page and its confirmation sheet', async () => {
    apiServer.use(
      http.get('*/api/dual/index', () => okEnvelope({ dual_currencys: [PRODUCT] })),
      http.get('*/api/dual/detail', () => okEnvelope(PRODUCT)),
    );
    const list = renderWithProviders(<DualInvest />);
    const card = await screen.findByTestId('dual-product-5');
    // Rounded to the nearest at the instrument's price decimals, thousands grouped.
    expect(within(card).getByTestId('dual-product-strike').textContent).toBe('65,000.13 USDT');
    expect(within(card).getByText('64,999.50 USDT')).toBeTruthy();
    list.unmount();

    const { user } = renderWithProviders(<DualPurchase id={5} />);
    expect((await screen.findByTestId('dual-strike')).textContent).toBe('65,000.13 USDT');
    expect(screen.getByText('64,999.50 USDT')).toBeTruthy();
    await user.click(screen.getByTestId('dual-buy'));
    const sheet = await screen.findByTestId('dual-confirm');
    expect(within(sheet).getByTestId('dual-confirm-strike').textContent).toBe('65,000.13 USDT');
    // What moves stays exact: 1 share of 0.01 BTC.
    expect(within(sheet).getByTestId('dual-confirm-total').textContent).toBe('0.01 BTC');
  });

  it('shows the strike and the settlement price of an order at the same decimals', async () => {
    apiServer.use(
      http.post('*/api/dual/dual_list', () =>
        okEnvelope({ data: [ORDER], current_page: 1, last_page: 1, total: 1, per_page: 10 }),
      ),
    );
    const { user } = renderWithProviders(<DualMine />);
    await user.click(await screen.findByTestId('dual-mine-tab-settled'));
    const card = await screen.findByTestId('dual-order-9');
    expect(within(card).getByTestId('dual-order-strike').textContent).toBe('65,000.13');
    expect(within(card).getByTestId('dual-order-price').textContent).toBe('65,010.40');
    expect(within(card).getByTestId('dual-order-tick').textContent).toContain('65,010.40');
  });

  it('says what is wrong with the shares typed instead of changing them, and opens no confirmation', async () => {
    apiServer.use(http.get('*/api/dual/detail', () => okEnvelope(PRODUCT)));
    const { user } = renderWithProviders(<DualPurchase id={5} />);
    const input = (await screen.findByTestId('dual-shares')).querySelector('input')!;
    const buy = screen.getByTestId('dual-buy') as HTMLButtonElement;
    const cases: Array<[string, string]> = [
      ['0', 'Enter at least 1 share'],
      ['1.5', 'Enter a whole number of shares'],
      ['101', 'The most you can buy is 10: your limit and the shares left'],
      ['7', 'More than your available balance (0.05 BTC)'],
    ];
    for (const [typed, message] of cases) {
      await user.clear(input);
      await user.type(input, typed);
      // Not 1, 2 or 100: the field keeps what was typed and says why it cannot be bought.
      expect(input.value).toBe(typed);
      expect(screen.getByTestId('dual-shares-problem').textContent).toBe(message);
      expect(buy.disabled).toBe(true);
      await user.click(buy);
      expect(screen.queryByTestId('dual-confirm')).toBeNull();
    }
    expect(screen.getByTestId('dual-cost').textContent).toBe('--');
  });

  it('shows the balance; Max and the stepper fill valid shares, confirmed as they are sent', async () => {
    apiServer.use(http.get('*/api/dual/detail', () => okEnvelope(PRODUCT)));
    const posts = recordPosts('*/api/dual/buyDual', () =>
      okEnvelope({ ...ORDER, status: 'holding', number: 4 }),
    );
    const { user } = renderWithProviders(<DualPurchase id={5} />);
    expect((await screen.findByTestId('dual-shares-available')).textContent).toBe('0.05 BTC');
    await user.click(screen.getByTestId('dual-shares-max'));
    const input = screen.getByTestId('dual-shares').querySelector('input')!;
    // The limit is 10 but 0.05 BTC pays for 5.
    expect(input.value).toBe('5');
    await user.click(screen.getByTestId('dual-shares-minus'));
    expect(input.value).toBe('4');
    expect(screen.queryByTestId('dual-shares-problem')).toBeNull();
    await user.click(screen.getByTestId('dual-buy'));
    const sheet = await screen.findByTestId('dual-confirm');
    expect(within(sheet).getByTestId('dual-confirm-total').textContent).toBe('0.04 BTC');
    await user.click(within(sheet).getByTestId('dual-confirm-submit'));
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({ id: '5', num: '4' });
  });
});
