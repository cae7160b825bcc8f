import { describe, expect, it } from 'vitest';
import { coinTradeRequest, type SpotPair } from '@tidemark/contracts';
import { draftReducer } from './order-draft';
import {
  heldFunds,
  initialDraft,
  marketBuyHoldPrice,
  orderTotal,
  quantityForPercent,
  sliderPercent,
  tradeRequestOf,
  validateOrder,
  type OrderContext,
  type OrderDraft,
} from './order-rules';

const BTC: SpotPair = {
  symbol: 'BTC/USDT',
  base: 'BTC',
  quote: 'USDT',
  currency_id: 1,
  legal_id: 3,
  tick_size: '0.01',
  qty_step: '0.0001',
  min_qty: '0.0001',
  max_qty: '100',
  min_notional: '5',
  price_decimals: 2,
  qty_decimals: 4,
  fee_rate: '0',
  market_protection: '0.05',
};

const ctx = (overrides: Partial<OrderContext> = {}): OrderContext => ({
  pair: BTC,
  lastPrice: '65000',
  available: { base: '0.5', quote: '10000' },
  ...overrides,
});

const draft = (overrides: Partial<OrderDraft> = {}): OrderDraft => ({
  ...initialDraft(),
  ...overrides,
});

describe('the percentage slider', () => {
  it('buys with a share of the quote balance at the limit price, rounded down to the step', () => {
    const limit = draft({ price: '64000' });
    expect(quantityForPercent(limit, ctx(), 100)).toBe('0.1562'); // 10000 / 64000 = 0.15625
    expect(quantityForPercent(limit, ctx(), 25)).toBe('0.039'); // 2500 / 64000 = 0.0390625
    expect(quantityForPercent(limit, ctx(), 0)).toBe('');
  });

  it('holds a market buy at the last price plus the 5% protection', () => {
    const market = draft({ kind: 'market' });
    expect(marketBuyHoldPrice(ctx())).toBe('68250');
    // 10000 / (65000 × 1.05) = 0.146520…
    expect(quantityForPercent(market, ctx(), 100)).toBe('0.1465');
    expect(quantityForPercent(market, ctx({ lastPrice: null }), 100)).toBe('');
  });

  it('sells a share of the base balance', () => {
    const sell = draft({ side: 'sell' });
    expect(quantityForPercent(sell, ctx(), 50)).toBe('0.25');
    expect(quantityForPercent(sell, ctx({ available: { base: '0.00033', quote: '0' } }), 75)).toBe(
      '0.0002',
    );
  });

  it('needs a balance and, for a limit buy, a price', () => {
    expect(quantityForPercent(draft({ price: '64000' }), ctx({ available: null }), 50)).toBe('');
    expect(quantityForPercent(draft({ price: '' }), ctx(), 50)).toBe('');
  });

  it('stands at the chosen mark, or at the typed quantity’s share', () => {
    expect(sliderPercent(draft({ percent: 75, amount: '0.1' }), ctx())).toBe(75);
    expect(sliderPercent(draft({ side: 'sell', amount: '0.1' }), ctx())).toBe(20);
    expect(sliderPercent(draft({ side: 'sell', amount: '2' }), ctx())).toBe(100);
    expect(sliderPercent(draft({ side: 'sell', amount: '' }), ctx())).toBe(0);
  });
});

describe('the total and what an order holds', () => {
  it('is price × quantity for a limit order', () => {
    const limit = draft({ price: '64000.5', amount: '0.0153' });
    expect(orderTotal(limit, ctx())).toBe('979.20765');
    expect(heldFunds(limit, ctx())).toEqual({ amount: '979.20765', of: 'quote' });
  });

  it('is estimated at the last price for a market order, and held with the protection', () => {
    const market = draft({ kind: 'market', amount: '0.1' });
    expect(orderTotal(market, ctx())).toBe('6500');
    expect(heldFunds(market, ctx())).toEqual({ amount: '6825', of: 'quote' });
    expect(orderTotal(market, ctx({ lastPrice: null }))).toBeNull();
  });

  it('holds the base quantity for a sell', () => {
    expect(heldFunds(draft({ side: 'sell', amount: '0.2' }), ctx())).toEqual({
      amount: '0.2',
      of: 'base',
    });
  });
});

describe('validation', () => {
  const ok = draft({ price: '64000', amount: '0.01' });

  it('accepts a well-formed order', () => {
    expect(validateOrder(ok, ctx())).toBeNull();
    expect(validateOrder(draft({ kind: 'market', amount: '0.01' }), ctx())).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['0', 'zero'],
    ['64000.005', 'off the tick'],
    ['abc', 'not a number'],
  ])('asks for a correct price when it is %s (%s)', (price) => {
    expect(validateOrder({ ...ok, price }, ctx())).toBe('price');
  });

  it.each([
    ['', 'empty'],
    ['0', 'zero'],
    ['0.00015', 'off the quantity step'],
  ])('asks for a correct quantity when it is %s (%s)', (amount) => {
    expect(validateOrder({ ...ok, amount }, ctx())).toBe('quantity');
  });

  it('checks the pair’s minimum and maximum quantity and order value', () => {
    const pair = { ...BTC, min_qty: '0.001' };
    expect(validateOrder({ ...ok, amount: '0.0005' }, ctx({ pair }))).toBe(
      'quantity_below_minimum',
    );
    expect(validateOrder({ ...ok, amount: '100.0001' }, ctx())).toBe('quantity_above_maximum');
    // 64000 × 0.0001 = 6.4 ≥ 5; 40000 × 0.0001 = 4 < 5
    expect(validateOrder({ ...ok, amount: '0.0001' }, ctx())).toBeNull();
    expect(validateOrder({ ...ok, price: '40000', amount: '0.0001' }, ctx())).toBe(
      'order_value_below_minimum',
    );
  });

  it('asks for a correct amount when a market order cannot be valued', () => {
    expect(validateOrder(draft({ kind: 'market', amount: '0.01' }), ctx({ lastPrice: null }))).toBe(
      'amount',
    );
  });

  it('checks the balance when it is known', () => {
    expect(validateOrder({ ...ok, amount: '0.1563' }, ctx())).toBe('insufficient_balance');
    expect(validateOrder({ ...ok, amount: '0.1562' }, ctx())).toBeNull();
    // The market buy holds 5% more than its estimated total.
    expect(validateOrder(draft({ kind: 'market', amount: '0.1466' }), ctx())).toBe(
      'insufficient_balance',
    );
    expect(validateOrder({ ...ok, side: 'sell', amount: '0.5001' }, ctx())).toBe(
      'insufficient_balance',
    );
    expect(validateOrder({ ...ok, amount: '0.1563' }, ctx({ available: null }))).toBeNull();
  });
});

describe('the draft', () => {
  it('clears the quantity when the side or type changes, keeps the price', () => {
    const start = draft({ price: '64000', amount: '0.1', percent: 50 });
    expect(draftReducer(start, { type: 'side', side: 'sell' })).toMatchObject({
      side: 'sell',
      price: '64000',
      amount: '',
      percent: null,
    });
    expect(draftReducer(start, { type: 'kind', kind: 'market' })).toMatchObject({
      kind: 'market',
      amount: '',
    });
  });

  it('offers the last price only until the user sets one', () => {
    const suggested = draftReducer(draft(), { type: 'suggestPrice', price: '65000' });
    expect(suggested.price).toBe('65000');
    const typed = draftReducer(draft(), { type: 'price', price: '' });
    expect(draftReducer(typed, { type: 'suggestPrice', price: '65000' }).price).toBe('');
  });

  it('turns a tapped depth price into a limit order at that price', () => {
    const market = draft({ kind: 'market' });
    expect(draftReducer(market, { type: 'pickPrice', price: '64990.5' })).toMatchObject({
      kind: 'limit',
      price: '64990.5',
      priceTouched: true,
    });
  });

  it('remembers the slider mark until the quantity is typed', () => {
    const slid = draftReducer(draft(), { type: 'percent', percent: 25, amount: '0.039' });
    expect(slid).toMatchObject({ percent: 25, amount: '0.039' });
    expect(draftReducer(slid, { type: 'amount', amount: '0.04' }).percent).toBeNull();
    expect(draftReducer(slid, { type: 'placed' })).toMatchObject({ amount: '', percent: null });
  });
});

describe('the request', () => {
  it('sends a limit order with its price and a market order without one', () => {
    const limit = tradeRequestOf(draft({ price: '64000.', amount: '0.01' }), BTC, 'web-key-123');
    expect(limit).toEqual({
      legal_id: 3,
      currency_id: 1,
      type: 1,
      amount: '0.01',
      target_price: '64000',
      idempotency_key: 'web-key-123',
    });
    expect(coinTradeRequest.parse(limit)).toEqual(limit);
    const market = tradeRequestOf(
      draft({ side: 'sell', kind: 'market', amount: '0.2' }),
      BTC,
      'web-key-456',
    );
    expect(market).not.toHaveProperty('target_price');
    expect(market.type).toBe(2);
  });
});

describe('a market buy by total', () => {
  const byTotalDraft = (total: string) =>
    draft({ kind: 'market', side: 'buy', by: 'total', total });

  it('holds exactly the total, is valued at it, and sends it as quote_qty without a quantity', () => {
    const d = byTotalDraft('100');
    expect(heldFunds(d, ctx())).toEqual({ amount: '100', of: 'quote' });
    expect(orderTotal(d, ctx())).toBe('100');
    const req = tradeRequestOf(d, BTC, 'key-12345');
    expect(req).toMatchObject({ type: 1, quote_qty: '100' });
    expect(req).not.toHaveProperty('amount');
    expect(req).not.toHaveProperty('target_price');
    expect(coinTradeRequest.safeParse(req).success).toBe(true);
  });

  it('reports a missing or over-precise total, one below the minimum or above the balance', () => {
    expect(validateOrder(byTotalDraft(''), ctx(), 2)).toBe('total_invalid');
    expect(validateOrder(byTotalDraft('10.123'), ctx(), 2)).toBe('total_invalid');
    expect(validateOrder(byTotalDraft('4.99'), ctx(), 2)).toBe('order_value_below_minimum');
    expect(validateOrder(byTotalDraft('10000.01'), ctx(), 2)).toBe('insufficient_balance');
    expect(validateOrder(byTotalDraft('10000'), ctx(), 2)).toBeNull();
  });

  it('is a buy only: a sell by the same draft goes by quantity', () => {
    const sell = draft({ kind: 'market', side: 'sell', by: 'total', total: '100', amount: '0.1' });
    expect(tradeRequestOf(sell, BTC, 'key-12345')).toMatchObject({ amount: '0.1' });
    expect(tradeRequestOf(sell, BTC, 'key-12345')).not.toHaveProperty('quote_qty');
  });

  it('lets the slider set the total at the quote places, and switching back clears it', () => {
    let d = byTotalDraft('');
    d = draftReducer(d, { type: 'total', total: '2500', percent: 25 });
    expect(sliderPercent(d, ctx())).toBe(25);
    d = draftReducer(d, { type: 'by', by: 'amount' });
    expect(d).toMatchObject({ by: 'amount', total: '', amount: '' });
  });
});

describe('a stop-limit order', () => {
  const stop = (stopPrice: string, price = '66000') =>
    draft({ kind: 'stop', side: 'buy', price, stopPrice, amount: '0.01' });

  it('sends its stop and limit prices, and holds at its limit price', () => {
    const req = tradeRequestOf(stop('65500'), BTC, 'key-12345');
    expect(req).toMatchObject({ target_price: '66000', stop_price: '65500', amount: '0.01' });
    expect(coinTradeRequest.safeParse(req).success).toBe(true);
    expect(heldFunds(stop('65500'), ctx())).toEqual({ amount: '660', of: 'quote' });
  });

  it('needs a stop on the tick and away from the last price', () => {
    expect(validateOrder(stop(''), ctx())).toBe('price');
    expect(validateOrder(stop('65500.001'), ctx())).toBe('price');
    expect(validateOrder(stop('65000'), ctx())).toBe('stop_price_invalid');
    expect(validateOrder(stop('65500'), ctx())).toBeNull();
  });
});
