import { LEVER_STATUS, type LeverPosition, type LeverTotals } from '@tidemark/contracts';
import { sum } from '../../platform/money';
import { riskRate } from './formulas';
import type { Mark, Marks } from './marks';
import type * as repo from './lever.repo';
import { valuation, type AccountState, type MarkOf } from './settlement';

const seconds = (ms: number | null) => (ms === null ? null : Math.floor(ms / 1000));

/** The wire shape of a position (the description's `lever_transaction` names), valued at `mark`. */
export function toWire(
  p: repo.PositionRow,
  mark: Mark | undefined,
  pnlNow?: string,
): LeverPosition {
  const open = p.status === LEVER_STATUS.open;
  return {
    id: p.id,
    match_id: p.instrument_id,
    symbol: p.symbol,
    currency_id: p.base_currency_id,
    legal_id: p.currency_id,
    type: p.side,
    status: p.status,
    order_type: p.kind,
    share: p.share,
    number: p.qty,
    multiple: p.leverage,
    origin_price: p.origin_price,
    price: p.open_price,
    update_price: open ? (mark?.price ?? null) : null,
    target_profit_price: p.target_profit_price,
    stop_loss_price: p.stop_loss_price,
    origin_caution_money: p.margin,
    caution_money: open ? p.held : p.status === LEVER_STATUS.entrusted ? p.margin : '0',
    trade_fee: p.fee,
    overnight_money: p.overnight_money,
    profits: open ? (pnlNow ?? '0') : (p.realised_pnl ?? '0'),
    fact_profits: p.realised_pnl,
    stop_price: p.stop_price,
    stop_state: p.stop_state,
    trigger_price: p.trigger_price,
    trigger_ts: p.trigger_ms,
    open_tick_price: p.open_tick_price,
    open_tick_ts: p.open_tick_ms,
    close_price: p.close_price,
    close_tick_ts: p.close_tick_ms,
    close_reason: p.close_reason,
    usd_base: p.usd_base,
    create_time: seconds(p.created_at_ms)!,
    transaction_time: seconds(p.opened_at_ms),
    complete_time: seconds(p.completed_at_ms),
  };
}

export const markOfFrom =
  (marks: Marks): MarkOf =>
  (instrumentId) => ({ mark: marks.get(instrumentId), usable: false });

/** Cross-margin totals of an account at the given marks. */
export function totals(state: AccountState, markOf: MarkOf): LeverTotals {
  const open = state.positions.filter((p) => p.status === LEVER_STATUS.open);
  const { equity, marginTotal, pnls } = valuation(state, markOf);
  return {
    balance: state.balance.available,
    frozen: state.balance.frozen,
    equity,
    hazard_rate: riskRate(equity, marginTotal),
    caution_money_total: sum(open.map((p) => p.held)),
    origin_caution_money_total: marginTotal,
    profits_total: sum([...pnls.values()]),
  };
}

/** Wire rows of an account's positions, valued at the given marks. */
export function wireRows(rows: repo.PositionRow[], markOf: MarkOf): LeverPosition[] {
  const { pnls } = valuation({ positions: rows, balance: { available: '0', frozen: '0' } }, markOf);
  return rows.map((p) => toWire(p, markOf(p.instrument_id).mark, pnls.get(p.id)));
}

/** The `lever_trade` payload: totals, open positions and waiting entries. */
export function leverTradeEvent(state: AccountState, markOf: MarkOf) {
  const rows = wireRows(state.positions, markOf);
  return {
    ...totals(state, markOf),
    trades_all: rows.filter((p) => p.status === LEVER_STATUS.open),
    trades_entrust: rows.filter((p) => p.status === LEVER_STATUS.entrusted),
  };
}
