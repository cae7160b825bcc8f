import type { LeverDeal, LeverPosition } from '@tidemark/contracts';

/**
 * Wire-shaped values for the unit tests of the contract screens (never imported by the app):
 * BTC/USDT as the migrations list it (tick 0.01, lot 0.01 BTC, 0.01–100 lots, 5–100×), the
 * docs/domain.md defaults (0.1% fee, 0.05% overnight, liquidation at 50%), 1,000 USDT free.
 */
export function dealFixture(overrides: Partial<LeverDeal> = {}): LeverDeal {
  return {
    match_id: 1,
    symbol: 'BTC/USDT',
    currency_id: 1,
    legal_id: 3,
    kind: 'crypto',
    hours: '24x7',
    usd_base: false,
    market_open: true,
    stale: false,
    last_price: '96000.5',
    last_price_ts: 1_767_600_000_000,
    price_decimals: 2,
    tick_size: '0.01',
    lot_size: '0.01',
    share_step: '0.01',
    lever_share_limit: { min: '0.01', max: '100' },
    leverages: [5, 10, 20, 50, 100],
    fee_rate: '0.001',
    overnight_rate: '0.0005',
    liquidation_rate: '50',
    user_lever: '1000',
    totals: {
      balance: '1000',
      frozen: '0',
      equity: '1000',
      hazard_rate: '0',
      caution_money_total: '0',
      origin_caution_money_total: '0',
      profits_total: '0',
    },
    all_levers: '0',
    my_transaction: [],
    ...overrides,
  };
}

export function positionFixture(overrides: Partial<LeverPosition> = {}): LeverPosition {
  return {
    id: 1,
    match_id: 1,
    symbol: 'BTC/USDT',
    currency_id: 1,
    legal_id: 3,
    type: 1,
    status: 1,
    order_type: 'market',
    share: '1',
    number: '0.01',
    multiple: 10,
    origin_price: '96000',
    price: '96000',
    stop_price: null,
    stop_state: null,
    trigger_price: null,
    trigger_ts: null,
    update_price: '96100',
    target_profit_price: null,
    stop_loss_price: null,
    origin_caution_money: '96',
    caution_money: '96',
    trade_fee: '0.96',
    overnight_money: '0',
    profits: '1',
    fact_profits: null,
    open_tick_price: '96000',
    open_tick_ts: 1_767_600_000_000,
    close_price: null,
    close_tick_ts: null,
    close_reason: null,
    usd_base: false,
    create_time: 1_767_600_000,
    transaction_time: 1_767_600_000,
    complete_time: null,
    ...overrides,
  };
}
