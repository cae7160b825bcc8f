import { beforeEach, describe, expect, it } from 'vitest';
import { http } from 'msw';
import { screen, within } from '@testing-library/react';
import type { DualOrder, DualProduct } from '@tidemark/contracts';
import { apiServer, okEnvelope, setUpSignedInApi } from '../../../shared/testing/api-server';
import { serveCurrencies } from '../../../shared/testing/currencies';
import { renderWithProviders } from '../../../shared/testing/render';
import { DualInvest } from './invest';
import { DualMine } from './mine';
import { DualPurchase } from './purchase';

setUpSignedInApi();

beforeEach(() => serveCurrencies());

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
});
