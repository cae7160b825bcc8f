import { describe, expect, it } from 'vitest';
import { compareDecimals, leverSubmitRequest } from '@tidemark/contracts';
import { addDecimals, multiplyDecimals, subtractDecimals } from '../../shared/format/decimal';
import {
  draftLiquidationPrice,
  draftSizing,
  expectedPnl,
  initialDraft,
  liquidationPrice,
  openPositionLiquidationPrice,
  pnlAt,
  positionRoe,
  sizing,
  stopProblem,
  stopReference,
  submitRequestOf,
  validateDraft,
  type AccountTotals,
  type LeverContext,
  type LeverDraft,
  type LeverSide,
} from './lever-rules';
import { dealFixture, positionFixture } from './testing/fixtures';

const USDT_PLACES = 6;

describe('margin and handling fee', () => {
  it('are notional / leverage and notional × fee rate, both rounded up to the margin currency', () => {
    // 0.05 lots × 0.01 BTC = 0.0005 BTC; × 96,000.5 = 48.00025 USDT.
    expect(
      sizing({
        price: '96000.5',
        share: '0.05',
        lotSize: '0.01',
        leverage: 20,
        feeRate: '0.001',
        places: USDT_PLACES,
      }),
    ).toEqual({ qty: '0.0005', notional: '48.00025', margin: '2.400013', fee: '0.048001' });
  });

  it('are exact when nothing needs rounding', () => {
    expect(
      sizing({
        price: '100',
        share: '10',
        lotSize: '1',
        leverage: 20,
        feeRate: '0.001',
        places: USDT_PLACES,
      }),
    ).toEqual({ qty: '10', notional: '1000', margin: '50', fee: '1' });
  });
});

describe('profit and loss', () => {
  it('is (mark − open) × qty for a long and the reverse for a short', () => {
    expect(pnlAt('long', '100', '101.5', '3', USDT_PLACES)).toBe('4.5');
    expect(pnlAt('short', '100', '101.5', '3', USDT_PLACES)).toBe('-4.5');
    expect(pnlAt('long', '100', '100', '3', USDT_PLACES)).toBe('0');
  });

  it('rounds a profit down and a loss up, as the server settles', () => {
    // 0.0005 × 0.01 = 0.000005 → 0 (profit down); the loss of the same size → -0.000005 → -0.00001.
    expect(pnlAt('long', '96000', '96000.01', '0.0005', 5)).toBe('0');
    expect(pnlAt('short', '96000', '96000.01', '0.0005', 5)).toBe('-0.00001');
  });

  it('of a position at a price: the close sheet’s expectation', () => {
    const long = positionFixture({ type: 1, price: '96000', number: '0.01' });
    expect(expectedPnl(long, '95900.5', USDT_PLACES)).toBe('-0.995');
    expect(expectedPnl({ ...long, type: 2 }, '95900.5', USDT_PLACES)).toBe('0.995');
  });
});

/**
 * The oracle: the server's liquidation test (equity × 100 ≤ rate × Σ margin), with the new
 * position's PnL at `mark` and the other positions' PnL as now.
 */
function liquidatedAt(
  mark: string,
  p: { side: LeverSide; entry: string; qty: string; margin: string; fee: string },
  account: AccountTotals,
  rate: string,
  usdBase = false,
): boolean {
  const pnl = pnlAt(p.side, p.entry, mark, p.qty, USDT_PLACES, usdBase);
  const equity = subtractDecimals(
    [account.balance, account.frozen, account.profits_total, pnl].reduce(addDecimals),
    p.fee,
  );
  const margin = addDecimals(account.origin_caution_money_total, p.margin);
  return compareDecimals(multiplyDecimals(equity, '100'), multiplyDecimals(rate, margin)) <= 0;
}

describe('a USD-base pair (USD/JPY)', () => {
  it('sizes on the dollar notional and converts the yen PnL at the mark, as the server does', () => {
    expect(
      sizing({
        price: '150.123',
        share: '1',
        lotSize: '1000',
        leverage: 50,
        feeRate: '0.001',
        places: 6,
        usdBase: true,
      }),
    ).toEqual({ qty: '1000', notional: '1000', margin: '20', fee: '1' });
    // (151.5 − 150) × 1000 = 1500 JPY ÷ 151.5 = 9.900990… USDT (down); the loss side rounds up.
    expect(pnlAt('long', '150', '151.5', '1000', 5, true)).toBe('9.90099');
    expect(pnlAt('long', '150', '148.5', '1000', 5, true)).toBe('-10.10102');
    expect(
      expectedPnl(positionFixture({ price: '150', number: '1000', usd_base: true }), '151.5', 5),
    ).toBe('9.90099');
  });

  const account: AccountTotals = {
    balance: '100',
    frozen: '0',
    profits_total: '0',
    origin_caution_money_total: '0',
  };
  it.each<[LeverSide, string]>([
    ['long', '137.741'],
    ['short', '164.655'],
  ])('liquidates a %s at the first tick past the line (%s), not the tick before', (side, want) => {
    // 1,000 USD at 150, 50×: margin 20, fee 1. Cushion 100 − 1 − 10 = 89.
    // Long: 1000 × 150 / 1089 = 137.7410…, down to the tick; short: 1000 × 150 / 911 = 164.6542…, up.
    const order = { side, entry: '150', qty: '1000', margin: '20', fee: '1' };
    const args = { ...order, account, liquidationRate: '50', tickSize: '0.001', usdBase: true };
    const price = liquidationPrice(args);
    expect(price).not.toBeNull();
    const before =
      side === 'long' ? addDecimals(price!, '0.001') : subtractDecimals(price!, '0.001');
    expect(liquidatedAt(price!, order, account, '50', true)).toBe(true);
    expect(liquidatedAt(before, order, account, '50', true)).toBe(false);
    expect(price).toBe(want);
  });

  it('never liquidates a short whose cushion covers the whole notional', () => {
    const rich = { ...account, balance: '5000' };
    const order = { entry: '150', qty: '1000', margin: '20', fee: '1' };
    expect(
      liquidationPrice({
        side: 'short',
        ...order,
        account: rich,
        liquidationRate: '50',
        tickSize: '0.001',
        usdBase: true,
      }),
    ).toBeNull();
  });
});

describe('estimated liquidation price', () => {
  // 150 USDT in the account (50 of it the margin of an open position that is 20 USDT down).
  const account: AccountTotals = {
    balance: '100',
    frozen: '50',
    profits_total: '-20',
    origin_caution_money_total: '50',
  };
  const tick = '0.01';

  it('is where equity / Σ margin falls to the liquidation rate, with an existing position', () => {
    // New: 10 at 100, 20× → margin 50, fee 1. Equity 150 − 1 − 20 = 129; 50% of 100 = 50; 79 / 10.
    const order = { entry: '100', qty: '10', margin: '50', fee: '1' };
    const common = { ...order, account, liquidationRate: '50', tickSize: tick };
    expect(liquidationPrice({ side: 'long', ...common })).toBe('92.1');
    expect(liquidationPrice({ side: 'short', ...common })).toBe('107.9');
  });

  it.each<[LeverSide, string]>([
    ['long', '73.66'],
    ['short', '126.34'],
  ])('is the first tick that liquidates a %s (%s), and the tick before does not', (side, want) => {
    // 3 at 100: 79 / 3 = 26.333… is off the tick, so the estimate rounds it to 26.34.
    const order = { side, entry: '100', qty: '3', margin: '50', fee: '1' };
    const price = liquidationPrice({ ...order, account, liquidationRate: '50', tickSize: tick });
    expect(price).toBe(want);
    const before = side === 'long' ? addDecimals(want, tick) : subtractDecimals(want, tick);
    expect(liquidatedAt(want, order, account, '50')).toBe(true);
    expect(liquidatedAt(before, order, account, '50')).toBe(false);
  });

  it('is none for a long that no price above zero can liquidate', () => {
    const fresh = {
      balance: '1000',
      frozen: '0',
      profits_total: '0',
      origin_caution_money_total: '0',
    };
    const common = { entry: '96000.5', qty: '0.0005', margin: '2.400013', fee: '0.048001' };
    const rest = { account: fresh, liquidationRate: '50', tickSize: tick };
    expect(liquidationPrice({ side: 'long', ...common, ...rest })).toBeNull();
    // Short: 96,000.5 + ⌈(999.951999 − 1.2000065) / 0.0005⌉ = 96,000.5 + 1,997,503.99.
    expect(liquidationPrice({ side: 'short', ...common, ...rest })).toBe('2093504.49');
  });

  it('is at or beyond the entry when the account would be liquidated at once', () => {
    const thin = {
      balance: '0',
      frozen: '60',
      profits_total: '-50',
      origin_caution_money_total: '60',
    };
    const price = liquidationPrice({
      side: 'long',
      entry: '100',
      qty: '1',
      margin: '5',
      fee: '0.1',
      account: thin,
      liquidationRate: '50',
      tickSize: tick,
    });
    // Cushion 60 − 0.1 − 50 − 32.5 = −22.6: the long is liquidated above its own entry.
    expect(price).toBe('122.6');
  });
});

const ctx = (over: Partial<LeverContext> = {}): LeverContext => ({
  deal: dealFixture(),
  lastPrice: '96000.5',
  places: USDT_PLACES,
  ...over,
});
const draft = (over: Partial<LeverDraft> = {}): LeverDraft => ({
  ...initialDraft(dealFixture()),
  share: '0.05',
  leverage: 20,
  ...over,
});

describe('the order form', () => {
  it('prices a market order at the live price and a limit order at its own', () => {
    expect(draftSizing(draft(), ctx())).toMatchObject({ margin: '2.400013', fee: '0.048001' });
    expect(draftSizing(draft({ kind: 'limit', price: '90000' }), ctx())).toMatchObject({
      notional: '45',
      margin: '2.25',
      fee: '0.045',
    });
    expect(draftSizing(draft(), ctx({ lastPrice: null }))).toBeNull();
  });

  it('estimates the liquidation price from the account totals', () => {
    expect(draftLiquidationPrice(draft({ side: 'short' }), ctx())).toBe('2093504.49');
    expect(draftLiquidationPrice(draft({ share: '' }), ctx())).toBeNull();
  });

  it('accepts a well-formed order', () => {
    expect(validateDraft(draft(), ctx())).toBeNull();
    expect(validateDraft(draft({ tp: '97000', sl: '95000.01' }), ctx())).toBeNull();
    expect(validateDraft(draft({ kind: 'limit', price: '95000', side: 'long' }), ctx())).toBeNull();
  });

  it('checks the lots: on the step, within the instrument’s limits', () => {
    expect(validateDraft(draft({ share: '' }), ctx())).toBe('quantity');
    expect(validateDraft(draft({ share: '0' }), ctx())).toBe('quantity');
    expect(validateDraft(draft({ share: '0.015' }), ctx())).toBe('quantity');
    const limits = dealFixture({ lever_share_limit: { min: '0.1', max: '5' } });
    expect(validateDraft(draft({ share: '0.05' }), ctx({ deal: limits }))).toBe(
      'lever_share_below_minimum',
    );
    expect(validateDraft(draft({ share: '5.01' }), ctx({ deal: limits }))).toBe(
      'lever_share_above_maximum',
    );
    expect(validateDraft(draft({ share: '5' }), ctx({ deal: limits }))).toBeNull();
  });

  it('checks the limit price: on the tick, below the market for a long, above for a short', () => {
    const limit = (side: LeverSide, price: string) => draft({ kind: 'limit', side, price });
    expect(validateDraft(limit('long', ''), ctx())).toBe('price');
    expect(validateDraft(limit('long', '95000.001'), ctx())).toBe('price');
    expect(validateDraft(limit('long', '96000.5'), ctx())).toBe('lever_limit_price_invalid');
    expect(validateDraft(limit('short', '95000'), ctx())).toBe('lever_limit_price_invalid');
    expect(validateDraft(limit('short', '97000'), ctx())).toBeNull();
  });

  it('needs a live price for a market order and an offered leverage', () => {
    expect(validateDraft(draft(), ctx({ lastPrice: null }))).toBe('price_unavailable');
    expect(validateDraft(draft({ leverage: 7 }), ctx())).toBe('lever_leverage_invalid');
  });

  it('checks TP and SL against the entry price', () => {
    expect(validateDraft(draft({ tp: '96000.5' }), ctx())).toBe('lever_stop_price_invalid');
    expect(validateDraft(draft({ side: 'short', tp: '97000' }), ctx())).toBe(
      'lever_stop_price_invalid',
    );
    expect(validateDraft(draft({ tp: '97000.001' }), ctx())).toBe('price');
    // A limit entry's levels are judged against its own price, not the market.
    const limit = draft({ kind: 'limit', price: '90000', tp: '95000', sl: '89000' });
    expect(validateDraft(limit, ctx())).toBeNull();
  });

  it('needs margin + fee within the available lever balance', () => {
    // 5 lots × 0.01 × 96,000.5 = 4,800.025; / 5 = 960.005 margin + 4.800025 fee > 964.
    const fiveLots = draft({ share: '5', leverage: 5 });
    const deal = (userLever: string) => ctx({ deal: dealFixture({ user_lever: userLever }) });
    expect(validateDraft(fiveLots, deal('964'))).toBe('insufficient_balance');
    expect(validateDraft(fiveLots, deal('964.805025'))).toBeNull();
  });

  it('sends what the server’s contract accepts, levels cleared as empty', () => {
    const market = submitRequestOf(draft({ tp: '97000', sl: '0' }), dealFixture(), 'web-key-0001');
    expect(market).toEqual({
      match_id: 1,
      type: 1,
      share: '0.05',
      multiple: 20,
      status: 1,
      target_profit_price: '97000',
      stop_loss_price: '',
      idempotency_key: 'web-key-0001',
    });
    expect(leverSubmitRequest.safeParse(market).success).toBe(true);
    const limit = submitRequestOf(
      draft({ kind: 'limit', side: 'short', price: '97000.' }),
      dealFixture(),
      'web-key-0002',
    );
    expect(limit).toMatchObject({ type: 2, status: 0, target_price: '97000' });
  });
});

describe('TP/SL of a position', () => {
  it('for a long: TP above and SL below the reference; for a short the reverse', () => {
    expect(stopProblem('long', '100', '101', '99', '0.01')).toBeNull();
    expect(stopProblem('long', '100', '100', '', '0.01')).toBe('lever_stop_price_invalid');
    expect(stopProblem('long', '100', '', '100.5', '0.01')).toBe('lever_stop_price_invalid');
    expect(stopProblem('short', '100', '99', '101', '0.01')).toBeNull();
    expect(stopProblem('short', '100', '101', '', '0.01')).toBe('lever_stop_price_invalid');
    expect(stopProblem('short', '100', '', '99', '0.01')).toBe('lever_stop_price_invalid');
  });

  it('allows clearing both, and asks for a correct price off the tick', () => {
    expect(stopProblem('long', '100', '', '', '0.01')).toBeNull();
    expect(stopProblem('long', '100', '0', '0.00', '0.01')).toBeNull();
    expect(stopProblem('long', '100', '101.005', '', '0.01')).toBe('price');
    expect(stopProblem('long', '100', 'abc', '', '0.01')).toBe('price');
  });

  it('judges an open position at its mark and a waiting order at its entry price', () => {
    const open = positionFixture({ status: 1, price: '96000', update_price: '97000' });
    expect(stopReference(open)).toBe('97000');
    expect(stopReference({ ...open, status: 0, update_price: null })).toBe('96000');
    // A TP of 96,500 is above the entry but below the mark: refused for the open long.
    expect(stopProblem('long', stopReference(open), '96500', '', '0.01')).toBe(
      'lever_stop_price_invalid',
    );
  });
});

describe('an open position card', () => {
  it('shows ROE as PnL / margin × 100, half-up to two places', () => {
    expect(positionRoe('-0.78', '96')).toBe('-0.81');
    expect(positionRoe('1.005', '100')).toBe('1.01');
    expect(positionRoe('1', '3')).toBe('33.33');
    expect(positionRoe('2', '3')).toBe('66.67');
    expect(positionRoe('-0.005', '1')).toBe('-0.50');
    expect(positionRoe('0', '96')).toBe('0.00');
    expect(positionRoe('5', '0')).toBeNull();
  });

  // Long 10 at 100 marked at 102 (PnL 20); another position loses 5; Σ margin 100, rate 50%.
  const account: AccountTotals = {
    balance: '100',
    frozen: '100',
    profits_total: '15',
    origin_caution_money_total: '100',
  };
  const held = positionFixture({ price: '100', number: '10', profits: '20' });

  it.each<[number, LeverSide, string]>([
    [1, 'long', '85.5'],
    [2, 'short', '114.5'],
  ])(
    'is liquidated where the server would liquidate the account (type %i, %s at %s)',
    (type, side, want) => {
      const position = { ...held, type };
      const price = openPositionLiquidationPrice({
        position,
        account,
        liquidationRate: '50',
        tickSize: '0.01',
      });
      expect(price).toBe(want);
      // The server's test, with the other positions' PnL as now and this one's at the price.
      const others = { ...account, profits_total: '-5' };
      const order = { side, entry: '100', qty: '10', margin: '0', fee: '0' };
      const before = side === 'long' ? addDecimals(want, '0.01') : subtractDecimals(want, '0.01');
      expect(liquidatedAt(want, order, others, '50')).toBe(true);
      expect(liquidatedAt(before, order, others, '50')).toBe(false);
    },
  );
});

describe('a stop-limit entry', () => {
  const stop = (side: LeverSide, stopPrice: string, price: string) =>
    draft({ kind: 'stop', side, stopPrice, price });

  it('is sized at its limit price and sent as a limit entry with its stop', () => {
    const d = stop('long', '97000', '96900');
    expect(draftSizing(d, ctx())).toMatchObject({ notional: '48.45' });
    const req = submitRequestOf(d, dealFixture(), 'key-12345');
    expect(req).toMatchObject({ status: 0, target_price: '96900', stop_price: '97000' });
    expect(leverSubmitRequest.safeParse(req).success).toBe(true);
  });

  it('needs a stop on the tick and away from the price now, and its limit on the near side of the stop', () => {
    expect(validateDraft(stop('long', '', '96900'), ctx())).toBe('price');
    expect(validateDraft(stop('long', '97000.001', '96900'), ctx())).toBe('price');
    expect(validateDraft(stop('long', '96000.5', '95000'), ctx())).toBe('stop_price_invalid');
    expect(validateDraft(stop('long', '97000', '97100'), ctx())).toBe('lever_stop_limit_invalid');
    expect(validateDraft(stop('short', '95000', '94900'), ctx())).toBe('lever_stop_limit_invalid');
    // Unlike a plain limit long, its limit may lie above the price now (a breakout).
    expect(validateDraft(stop('long', '97000', '96900'), ctx())).toBeNull();
    expect(validateDraft(stop('short', '95000', '95100'), ctx())).toBeNull();
  });
});
