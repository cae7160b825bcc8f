import { useReducer } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SpotOrder } from '@tidemark/contracts';
import enCommon from '../../../locales/en/common.json';
import enSpot from '../../../locales/en/spot.json';
import {
  errorEnvelope,
  okEnvelope,
  recordPosts,
  setUpSignedInApi,
} from '../../../shared/testing/api-server';
import { serveCurrencies } from '../../../shared/testing/currencies';
import { renderWithProviders } from '../../../shared/testing/render';
import { draftReducer } from '../order-draft';
import { initialDraft, type OrderContext } from '../order-rules';
import { OrderForm } from './order-form';
import { OrderItem } from './order-item';
import { BTC_USDT } from '../testing';

const PAIR = BTC_USDT;

const CTX: OrderContext = {
  pair: PAIR,
  lastPrice: '60000',
  available: { base: '1.5', quote: '10000' },
};

const PLACED: SpotOrder = {
  id: 41,
  symbol: 'BTC/USDT',
  currency_id: 2,
  legal_id: 1,
  type: 1,
  order_type: 'limit',
  target_price: '60000',
  amount: '0.01',
  quote_qty: null,
  stop_price: null,
  stop_state: null,
  trigger_price: null,
  trigger_ts: null,
  deal_amount: '0',
  deal_money: '0',
  avg_price: '0',
  fee: '0',
  fee_currency: 'BTC',
  status: 1,
  created_at: 1_930_377_600,
  updated_at: 1_930_377_600,
};

/** The form as the trade panel mounts it: one draft, changed through the reducer. */
function SpotForm({ ctx = CTX }: { ctx?: OrderContext }) {
  const [draft, dispatch] = useReducer(draftReducer, 'buy', initialDraft);
  return <OrderForm ctx={ctx} draft={draft} dispatch={dispatch} loggedIn />;
}

async function fill(
  user: ReturnType<typeof renderWithProviders>['user'],
  price: string,
  qty: string,
) {
  await user.type(screen.getByLabelText(enSpot.form.price), price);
  await user.type(screen.getByLabelText(enSpot.form.quantity), qty);
}

setUpSignedInApi();

describe('spot order form', () => {
  beforeEach(() => serveCurrencies());

  it('names a bad price and a too small order instead of sending them', async () => {
    const posts = recordPosts('*/api/coin/trade', () => okEnvelope(PLACED));
    const { user } = renderWithProviders(<SpotForm />);
    await user.click(await screen.findByTestId('spot-submit'));
    expect((await screen.findByTestId('spot-form-error')).textContent).toBe(
      enCommon.msg.enterPrice,
    );

    await fill(user, '60000', '0.0001');
    await user.click(screen.getByTestId('spot-submit'));
    expect(screen.getByTestId('spot-form-error').textContent).toBe(
      'The order value is below the minimum',
    );
    expect(screen.queryByTestId('spot-confirm')).toBeNull();
    expect(posts).toHaveLength(0);
  });

  it('confirms the order, then POSTs /api/coin/trade with the wire fields', async () => {
    const posts = recordPosts('*/api/coin/trade', () => okEnvelope(PLACED));
    const { user } = renderWithProviders(<SpotForm />);
    await fill(user, '60000', '0.01');
    expect(await screen.findByText('600.00 USDT', { exact: false })).toBeTruthy();
    expect(screen.getByTestId('spot-total').textContent).toBe('600.00 USDT');
    await user.click(screen.getByTestId('spot-submit'));

    const sheet = await screen.findByTestId('spot-confirm');
    expect(within(sheet).getByTestId('spot-confirm-pair').textContent).toBe('BTC/USDT');
    expect(within(sheet).getByTestId('spot-confirm-price').textContent).toBe('60,000.00 USDT');
    expect(within(sheet).getByTestId('spot-confirm-quantity').textContent).toBe('0.0100 BTC');
    expect(posts).toHaveLength(0);

    await user.click(within(sheet).getByTestId('spot-confirm-submit'));
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({
      legal_id: '1',
      currency_id: '2',
      type: '1',
      amount: '0.01',
      target_price: '60000',
      lang: 'en',
    });
    expect(posts[0]?.idempotency_key).toMatch(/^.{8,64}$/);
    await expect.poll(() => screen.queryByTestId('spot-confirm')).toBeNull();
    expect(await screen.findByText(enSpot.order.placed)).toBeTruthy();
    // The quantity goes after an order; side, type and price stay.
    expect(screen.getByLabelText<HTMLInputElement>(enSpot.form.quantity).value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>(enSpot.form.price).value).toBe('60000');
  });

  it('shows the server refusal in the confirmation sheet, in its words', async () => {
    recordPosts('*/api/coin/trade', () =>
      errorEnvelope('insufficient_balance', 'Your balance is not enough for this order'),
    );
    const { user } = renderWithProviders(<SpotForm />);
    await fill(user, '60000', '0.01');
    await user.click(screen.getByTestId('spot-submit'));
    const sheet = await screen.findByTestId('spot-confirm');
    await user.click(within(sheet).getByTestId('spot-confirm-submit'));
    expect((await within(sheet).findByTestId('spot-confirm-error')).textContent).toBe(
      'Your balance is not enough for this order',
    );
  });

  it('says where a market order fills and how far the protection lets it go, on the form and the sheet', async () => {
    const { user } = renderWithProviders(<SpotForm />);
    await user.click(screen.getByTestId('spot-kind-market'));
    expect(screen.getByTestId('spot-market-note').textContent).toBe(
      'Fills near 60,000.00 USDT, never above 63,000.00 USDT (5% protection); what the book cannot fill there is cancelled.',
    );
    await user.click(screen.getByTestId('spot-side-sell'));
    expect(screen.getByTestId('spot-market-note').textContent).toContain(
      'never below 57,000.00 USDT (5% protection)',
    );
    await user.type(screen.getByLabelText(enSpot.form.quantity), '0.01');
    await user.click(screen.getByTestId('spot-submit'));
    const sheet = await screen.findByTestId('spot-confirm');
    expect(within(sheet).getByTestId('spot-market-note').textContent).toContain(
      'Fills near 60,000.00 USDT, never below 57,000.00 USDT',
    );
  });

  it('shows one figure alike on the form, its sheet and the order list: the pair’s decimals, USDT at its two places', async () => {
    // Exact values with more decimals than the screen shows (the 1,913.639495): the
    // total of 60,000.37 × 0.0123 is 738.004551 USDT; a buy's fee is 0.0000123 BTC.
    const ctx: OrderContext = { ...CTX, available: { base: '1.5', quote: '1913.639495' } };
    const { user } = renderWithProviders(<SpotForm ctx={ctx} />);
    await fill(user, '60000.37', '0.0123');
    await expect.poll(() => screen.getByTestId('spot-available').textContent).toBe('1,913.63 USDT');
    const formTotal = screen.getByTestId('spot-total').textContent;
    expect(formTotal).toBe('738.00 USDT');

    await user.click(screen.getByTestId('spot-submit'));
    const sheet = await screen.findByTestId('spot-confirm');
    const row = (key: string) => within(sheet).getByTestId(`spot-confirm-${key}`).textContent;
    expect(row('total')).toBe(formTotal);
    expect(row('price')).toBe('60,000.37 USDT');
    expect(row('quantity')).toBe('0.0123 BTC');
    expect(row('fee')).toBe('0.0000123 BTC');

    // The same order once filled, as the Orders tab lists it.
    renderWithProviders(
      <OrderItem
        order={{
          ...PLACED,
          target_price: '60000.37',
          amount: '0.0123',
          deal_amount: '0.0123',
          avg_price: '60000.37',
          deal_money: '738.004551',
          fee: '0.0000123',
          fee_currency: 'BTC',
          status: 2,
        }}
        pair={PAIR}
      />,
    );
    const item = screen.getByTestId('spot-order');
    const cell = (key: string) => within(item).getByTestId(`spot-order-${key}`).textContent;
    expect(cell('price')).toBe('60,000.37');
    expect(cell('avg')).toBe('60,000.37');
    expect(cell('amount')).toBe('0.0123');
    await expect.poll(() => `${cell('value')} USDT`).toBe(formTotal);
    expect(`${cell('fee')} BTC`).toBe(row('fee'));
  });
});
