import {
  OPTION_RESULT,
  OPTION_STATUS,
  type OptionCurrency,
  type OptionOrder,
  type OptionPeriod,
} from '@tidemark/contracts';
import { mul, normal } from '../../platform/money';
import { factProfits } from './outcome';
import type * as repo from './options.repo';

const PERCENT = '100';
const RESULT_CODES = {
  win: OPTION_RESULT.win,
  loss: OPTION_RESULT.loss,
  tie: OPTION_RESULT.tie,
} as const;

/** The wire shape of an order (the description's field names), at a moment in time. */
export function toWire(o: repo.OrderRow, nowMs: number): OptionOrder {
  const settled = o.status === 'settled' && o.result !== null;
  return {
    id: o.id,
    match_id: o.instrument_id,
    symbol_name: o.symbol,
    currency_id: o.currency_id,
    currency_name: o.currency_code,
    type: o.direction,
    seconds: o.seconds,
    number: o.stake,
    profit_ratio: normal(mul(o.payout_rate, PERCENT)),
    open_price: o.open_price,
    open_tick_ms: o.open_tick_ms,
    expires_at_ms: o.expires_at_ms,
    end_price: o.close_price,
    end_tick_ms: o.close_tick_ms,
    status: settled ? OPTION_STATUS.closed : OPTION_STATUS.open,
    profit_result: settled ? RESULT_CODES[o.result!] : null,
    fact_profits: settled
      ? factProfits(o.result!, o.stake, o.payout_rate, o.currency_precision)
      : null,
    payout: o.payout,
    remain_milli_seconds: settled ? 0 : Math.max(0, o.expires_at_ms - nowMs),
    created_at: Math.floor(o.accepted_at_ms / 1000),
    handled_at: Math.floor(o.expires_at_ms / 1000),
    complete_at: o.settled_at_s,
  };
}

/** A period as offered: its payout as a percentage. */
export function periodView(p: repo.PeriodRow): OptionPeriod {
  return {
    seconds: p.seconds,
    profit_ratio: normal(mul(p.payout_rate, PERCENT)),
    min_amount: p.min_stake,
    max_amount: p.max_stake,
  };
}

/** A currency stakes may be paid in, with the caller's micro balance when signed in. */
export function currencyView(
  c: repo.PayableCurrencyRow,
  wallet: OptionCurrency['user_wallet'],
): OptionCurrency {
  return {
    id: c.id,
    name: c.code,
    precision: c.precision,
    micro_numbers: c.quick_amounts,
    user_wallet: wallet,
  };
}
