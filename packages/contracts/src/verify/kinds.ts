import { z } from 'zod';
import { decimalString } from '../common/decimal';
import { intSchema } from '../common/ids';
import {
  checkCopyClose,
  checkDual,
  checkGameRound,
  checkLeverClose,
  checkLeverEntry,
  checkLiquidation,
  checkLoanLiquidation,
  checkOption,
  checkStopTrigger,
  type Mismatch,
} from './checks';
import { firstAtOrAfter } from './rules';

/**
 * Every kind of settlement the verifier recomputes, one entry each: the row the server sends
 * (what was stored, the recorded inputs, and the logged ticks around the moment that decided
 * it), the check that recomputes it, and what the app shows of it. "Verify my settlements"
 * (GET /api/verify/my_settlements) and `npm run verify -- settlements` both walk this table,
 * and the server has one loader per entry, so a new kind of settlement is one entry here, its
 * loader and the name of the kind in the app's languages.
 */

/** The widest window of GET /api/verify/my_settlements (seconds), and rows per kind. */
export const MY_SETTLEMENTS_WINDOW_MAX_S = 31 * 86_400;
export const MY_SETTLEMENTS_ROWS_MAX = 100;

const unixSeconds = intSchema(0, 32_503_680_000);
export const mySettlementsRequest = z.object({ from: unixSeconds, to: unixSeconds });

const loggedTick = z.object({ ts: z.int(), price: decimalString });
const nullableDecimal = decimalString.nullable();

/** A settled seconds option as stored, and the logged ticks around its open and expiry. */
const optionRow = z.object({
  id: z.int(),
  symbol: z.string(),
  direction: z.int(),
  stake: decimalString,
  payout_rate: decimalString,
  coupon_amount: decimalString,
  precision: z.int(),
  open_price: decimalString,
  open_tick_ms: z.int(),
  expires_at_ms: z.int(),
  close_price: nullableDecimal,
  close_tick_ms: z.int().nullable(),
  result: z.string().nullable(),
  payout: nullableDecimal,
  ticks: z.array(loggedTick),
});

/** A contract position as stored (a close or a limit entry), and the logged ticks that decided it. */
const leverRow = z.object({
  id: z.int(),
  symbol: z.string(),
  side: z.int(),
  kind: z.string(),
  qty: decimalString,
  precision: z.int(),
  usd_base: z.boolean(),
  origin_price: decimalString,
  open_price: decimalString,
  open_tick_price: nullableDecimal,
  open_tick_ms: z.int().nullable(),
  target_profit_price: nullableDecimal,
  stop_loss_price: nullableDecimal,
  close_price: nullableDecimal,
  close_tick_ms: z.int().nullable(),
  close_reason: z.string().nullable(),
  realised_pnl: z.string().nullable(),
  ticks: z.array(loggedTick),
});

/** A copy that closed with its trader, and the trader's close record (null when there is none). */
const copyRow = leverRow.extend({
  trader: z
    .object({
      position_id: z.int(),
      side: z.int(),
      target_profit_price: nullableDecimal,
      stop_loss_price: nullableDecimal,
      close_tick_ms: z.int().nullable(),
      close_reason: z.string().nullable(),
    })
    .nullable(),
});

/** A liquidated position, and the account it was decided on (null when the ledger has no liquidation). */
const liquidationRow = leverRow.extend({
  account: z
    .object({
      balance: decimalString,
      threshold: decimalString,
      positions: z.array(
        z.object({
          id: z.int(),
          side: z.int(),
          open_price: decimalString,
          qty: decimalString,
          precision: z.int(),
          usd_base: z.boolean(),
          margin: decimalString,
          price: decimalString,
        }),
      ),
    })
    .nullable(),
});

/** A settled dual order as stored, and the logged ticks around its settlement time. */
const dualRow = z.object({
  id: z.int(),
  coin: z.string(),
  type: z.enum(['call', 'put']),
  total: decimalString,
  exercise_price: decimalString,
  order_rate: decimalString,
  day: z.int(),
  end_at: z.int(),
  settle_price: nullableDecimal,
  settle_tick_ms: z.int().nullable(),
  pays: z.enum(['coin', 'usdt']).nullable(),
  payout: nullableDecimal,
  coin_precision: z.int(),
  usdt_precision: z.int(),
  ticks: z.array(loggedTick),
});

/** A decided minute guess of the game, and the logged ticks at and after the minute's two ends. */
const gameRow = z.object({
  id: z.int(),
  symbol: z.string(),
  direction: z.int(),
  minute_ms: z.int(),
  open_price: nullableDecimal,
  close_price: nullableDecimal,
  result: z.string().nullable(),
  points: z.int(),
  ticks: z.array(loggedTick),
});

/** A triggered stop-limit order (spot or contract) as stored, and the logged tick that triggered it. */
const stopTriggerRow = z.object({
  id: z.int(),
  market: z.enum(['spot', 'contract']),
  symbol: z.string(),
  side: z.int(),
  stop_price: decimalString,
  stop_direction: z.enum(['up', 'down']),
  trigger_price: nullableDecimal,
  trigger_ms: z.int().nullable(),
  ticks: z.array(loggedTick),
});

/**
 * A liquidated loan (named by the loan's id) as its liquidation event stored it, the settings it
 * was decided by, and the logged USDT ticks of its collateral and loan currencies at the
 * recorded tick times (none for USDT, which is 1).
 */
const loanLiquidationRow = z.object({
  id: z.int(),
  loan_currency: z.string(),
  collateral_currency: z.string(),
  loan_precision: z.int(),
  collateral: decimalString,
  debt: decimalString,
  liquidation_ltv: decimalString,
  fee_rate: decimalString,
  why: z.string(),
  due_at: z.int(),
  overdue_after_s: z.int(),
  liquidated_at: z.int(),
  price: nullableDecimal,
  tick_ms: z.int().nullable(),
  loan_tick_ms: z.int().nullable(),
  ltv: nullableDecimal,
  proceeds: nullableDecimal,
  fee: nullableDecimal,
  repaid: nullableDecimal,
  returned: nullableDecimal,
  collateral_ticks: z.array(loggedTick),
  loan_ticks: z.array(loggedTick),
});

/** What the app shows of a row: its name, the price and tick time (ms) that decided it, and the stored outcome. */
export interface SettlementShown {
  label: string;
  price: string | null;
  tickMs: number | null;
  /** A word of the outcome (win, tp, liquidation, coin…), shown translated. */
  outcome: string | null;
  amount: string | null;
}

interface KindEntry<S extends z.ZodType> {
  row: S;
  check(row: z.infer<S>): Mismatch[];
  show(row: z.infer<S>): SettlementShown;
}
const kind = <S extends z.ZodType>(entry: KindEntry<S>) => entry;

type LeverClose = z.infer<typeof leverRow>;
const closeShown = (p: LeverClose): SettlementShown => ({
  label: p.symbol,
  price: p.close_price,
  tickMs: p.close_tick_ms,
  outcome: p.close_reason,
  amount: p.realised_pnl,
});

export const SETTLEMENT_KINDS = {
  /** Seconds options: open tick, first tick at or after expiry, verdict and payout. */
  options: kind({
    row: optionRow,
    check: (o) => checkOption(o, o.ticks),
    show: (o) => ({
      label: o.symbol,
      price: o.close_price,
      tickMs: o.close_tick_ms,
      outcome: o.result,
      amount: o.payout,
    }),
  }),
  /** Contract positions the user closed (one, in bulk, all, a side). */
  lever_closes: kind({
    row: leverRow,
    check: (p) => checkLeverClose(p, p.ticks),
    show: closeShown,
  }),
  /** Take-profit and stop-loss closes: the tick reached the stop. */
  lever_stops: kind({
    row: leverRow,
    check: (p) => checkLeverClose(p, p.ticks),
    show: closeShown,
  }),
  /** Liquidations: the account's risk rate was at or below the liquidation rate. */
  liquidations: kind({
    row: liquidationRow,
    check: (p) => checkLiquidation(p, p.account, p.ticks),
    show: closeShown,
  }),
  /** Loan liquidations: the LTV at the recorded tick reached the level; proceeds, fee, rest. */
  loan_liquidations: kind({
    row: loanLiquidationRow,
    check: (l) => checkLoanLiquidation(l, l.collateral_ticks, l.loan_ticks),
    show: (l) => ({
      label: `${l.collateral_currency}/${l.loan_currency}`,
      price: l.price,
      tickMs: l.tick_ms,
      outcome: 'liquidation',
      amount: l.returned,
    }),
  }),
  /** Copies closed because the followed trader's position closed. */
  copy_closes: kind({
    row: copyRow,
    check: (p) => checkCopyClose(p, p.trader, p.ticks),
    show: closeShown,
  }),
  /** Limit entries: filled at a tick that reached the limit, opened at the limit price. */
  lever_entries: kind({
    row: leverRow,
    check: (p) => checkLeverEntry(p, p.ticks),
    show: (p) => ({
      label: p.symbol,
      price: p.open_price,
      tickMs: p.open_tick_ms,
      outcome: null,
      amount: p.open_tick_price,
    }),
  }),
  /** Stop-limit orders (spot and contracts): the stored tick is logged and reached the stop. */
  stop_triggers: kind({
    row: stopTriggerRow,
    check: (o) => checkStopTrigger(o, o.ticks),
    show: (o) => ({
      label: `${o.symbol} ${o.market}`,
      price: o.trigger_price,
      tickMs: o.trigger_ms,
      outcome: null,
      amount: o.stop_price,
    }),
  }),
  /** Dual investment: the last tick at or before the settlement time, the payout and its currency. */
  dual: kind({
    row: dualRow,
    check: (d) => checkDual(d, d.ticks, { coin: d.coin_precision, usdt: d.usdt_precision }),
    show: (d) => ({
      label: `${d.coin} ${d.type}`,
      price: d.settle_price,
      tickMs: d.settle_tick_ms,
      outcome: d.pays,
      amount: d.payout,
    }),
  }),
  /** The minute guess game (points only). */
  game: kind({
    row: gameRow,
    check: (r) => checkGameRound(r, r.ticks),
    show: (r) => ({
      label: r.symbol,
      price: r.close_price,
      tickMs: firstAtOrAfter(r.ticks, r.minute_ms + 60_000)?.ts ?? null,
      outcome: r.result,
      amount: String(r.points),
    }),
  }),
};

export type SettlementKind = keyof typeof SETTLEMENT_KINDS;
export const SETTLEMENT_KIND_NAMES = Object.keys(SETTLEMENT_KINDS) as SettlementKind[];
export type SettlementRow<K extends SettlementKind> = z.infer<(typeof SETTLEMENT_KINDS)[K]['row']>;

/** GET /api/verify/my_settlements: per kind, the user's rows in the window. */
export const mySettlementsSchema = z.object(
  Object.fromEntries(SETTLEMENT_KIND_NAMES.map((k) => [k, z.array(SETTLEMENT_KINDS[k].row)])) as {
    [K in SettlementKind]: z.ZodArray<(typeof SETTLEMENT_KINDS)[K]['row']>;
  },
);
export type MySettlements = z.infer<typeof mySettlementsSchema>;

/** One row of a kind recomputed: the fields whose stored value is not what the rules give. */
export function checkSettlement<K extends SettlementKind>(k: K, row: SettlementRow<K>): Mismatch[] {
  return (SETTLEMENT_KINDS[k] as unknown as KindEntry<z.ZodType<SettlementRow<K>>>).check(row);
}

export function showSettlement<K extends SettlementKind>(
  k: K,
  row: SettlementRow<K>,
): SettlementShown {
  return (SETTLEMENT_KINDS[k] as unknown as KindEntry<z.ZodType<SettlementRow<K>>>).show(row);
}
