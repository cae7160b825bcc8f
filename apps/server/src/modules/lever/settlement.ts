import { ACCOUNT_TYPES, DEFAULT_COIN_IDS, LEVER_STATUS } from '@tidemark/contracts';
import {
  balanceOf,
  holdRemaining,
  releaseHold,
  settleHold,
  systemAccountFor,
  transfer,
  userAccount,
  type JournalMeta,
} from '../../ledger';
import { lockFor, type Queryable } from '../../platform/db';
import { cmp, isPositive, min, neg, sub, sum, type Amount } from '../../platform/money';
import { notify } from '../../platform/inbox';
import { equityOf, mustLiquidate, overnightFee, pnl } from './formulas';
import type { Mark } from './marks';
import * as repo from './lever.repo';
import { COPY_ACTOR_PREFIX, type PositionHooks } from './hooks';

/**
 * Money moves of contracts, inside the caller's transaction. Every journal is keyed by the
 * position (and the day, for overnight fees), so no step can happen twice. The house is the
 * counterparty: fees, losses and overnight fees go to it, profits come from it. Balances never
 * go negative: a loss takes the position's margin, then the free lever balance, then (cross
 * margin) the other positions' margin; what is still missing is absorbed by the house.
 */

/** Cross margin is per user lever account in USDT. */
export const MARGIN_CURRENCY = DEFAULT_COIN_IDS.USDT;

export type CloseReason = 'manual' | 'tp' | 'sl' | 'liquidation';

/** What a transaction ended, for the events sent after its commit. */
export interface Ended {
  closed: number[];
  cancelled: number[];
  /** What the same transaction ended for other users (copies of a trader's position), by user. */
  others: Map<number, Ended>;
  /** Notices for the owner (`message` events after the commit), e.g. a copy that was skipped. */
  notices: unknown[];
}
export const noneEnded = (): Ended => ({
  closed: [],
  cancelled: [],
  others: new Map(),
  notices: [],
});

const meta = (p: { id: number }, step: string, reason: string, actor: string): JournalMeta => ({
  key: `lever:${p.id}:${step}`,
  reason,
  refType: 'lever_position',
  refId: p.id,
  actor,
});

/** Serialises the commands of one user (risk engine included) for the rest of the transaction. */
export async function lockUser(tx: Queryable, userId: number): Promise<void> {
  await lockFor(tx, 'lever:user', userId);
}

/** `lockUser` taken with the transaction's BEGIN (`db.tx(fn, userLock(id))`): one round trip less. */
export const userLock = (userId: number) => ({ lock: { scope: 'lever:user', id: userId } });

/** The owner's shard of the house, so different users' contracts never wait on one row. */
const house = (tx: Queryable, p: repo.PositionRow) =>
  systemAccountFor(tx, 'house', p.currency_id, p.user_id);
/** Handling and overnight fees go to the fees account; losses and profits are the house's. */
const sinkFor = (
  tx: Queryable,
  p: Pick<repo.PositionRow, 'currency_id' | 'user_id'>,
  reason: string,
) =>
  systemAccountFor(
    tx,
    reason === 'lever_fee' || reason === 'lever_overnight' ? 'fees' : 'house',
    p.currency_id,
    p.user_id,
  );
const leverAccount = (tx: Queryable, userId: number, currencyId: number) =>
  userAccount(tx, userId, currencyId, ACCOUNT_TYPES.lever);

/**
 * An entry opens: the handling fee leaves the hold for the fees account; the rest of the hold is
 * the margin. Returns the opened position as read inside the transaction (null for a copy, whose
 * opening skips that read), so the caller need not read it again after the commit. Needs only
 * what names the money moves: a new entry need not be read back before it opens.
 */
export async function openPosition(
  tx: Queryable,
  hooks: PositionHooks,
  p: Pick<repo.PositionRow, 'id' | 'user_id' | 'currency_id' | 'precision' | 'fee' | 'hold_id'>,
  tick: Mark,
  atMs: number,
  actor: string,
  ended: Ended = noneEnded(),
): Promise<repo.PositionRow | null> {
  if (isPositive(p.fee)) {
    await settleHold(tx, meta(p, 'fee', 'lever_fee', actor), {
      holdId: p.hold_id,
      legs: [{ accountId: await sinkFor(tx, p, 'lever_fee'), amount: p.fee }],
    });
  }
  // A copy has no copies of its own: its opening skips the hooks (and their reads).
  if (actor.startsWith(COPY_ACTOR_PREFIX)) {
    await repo.markOpened(tx, p.id, tick, atMs);
    return null;
  }
  // The margin places are the position's own (read with it or at its open): no catalogue read.
  const opened = await repo.markOpenedAndRead(tx, p.id, tick, atMs, p);
  if (opened) await hooks.opened(tx, opened, tick, atMs, ended);
  return opened;
}

/** A waiting entry is cancelled: margin and fee come back. */
export async function cancelEntry(
  tx: Queryable,
  p: repo.PositionRow,
  atMs: number,
  actor: string,
  ended: Ended,
): Promise<void> {
  await releaseHold(tx, meta(p, 'cancel', 'lever_margin_release', actor), { holdId: p.hold_id });
  await repo.markCancelled(tx, p.id, atMs);
  ended.cancelled.push(p.id);
}

/** Moves up to `amount` of the account's free balance to the house (fees: the fees account); returns what is still missing. */
async function fromAvailable(
  tx: Queryable,
  p: repo.PositionRow,
  amount: Amount,
  step: string,
  reason: string,
  actor: string,
): Promise<Amount> {
  const account = await leverAccount(tx, p.user_id, p.currency_id);
  const { available } = await balanceOf(tx, account, { lock: true });
  const take = min(amount, available);
  if (isPositive(take))
    await transfer(tx, meta(p, step, reason, actor), {
      from: account,
      to: await sinkFor(tx, p, reason),
      amount: take,
    });
  return sub(amount, isPositive(take) ? take : '0');
}

/** Moves up to `amount` of a hold to the house (fees: the fees account); returns what is still missing. */
async function fromHold(
  tx: Queryable,
  p: repo.PositionRow,
  holdId: number,
  amount: Amount,
  step: string,
  reason: string,
  actor: string,
): Promise<Amount> {
  const take = min(amount, await holdRemaining(tx, holdId));
  if (isPositive(take))
    await settleHold(tx, meta(p, step, reason, actor), {
      holdId,
      legs: [{ accountId: await sinkFor(tx, p, reason), amount: take }],
    });
  return sub(amount, isPositive(take) ? take : '0');
}

/** The loss waterfall of a close; returns the part absorbed by the house. */
async function takeLoss(
  tx: Queryable,
  p: repo.PositionRow,
  loss: Amount,
  reason: string,
  atMs: number,
  actor: string,
  ended: Ended,
): Promise<Amount> {
  let left = await fromHold(tx, p, p.hold_id, loss, 'loss:margin', reason, actor);
  if (isPositive(left)) left = await fromAvailable(tx, p, left, 'loss:available', reason, actor);
  for (const other of await repo.activePositions(tx, p.user_id)) {
    if (!isPositive(left)) break;
    if (other.id === p.id) continue;
    if (other.status === LEVER_STATUS.entrusted) {
      // A waiting entry's funds are part of the account: the entry is cancelled and they pay.
      await cancelEntry(tx, other, atMs, actor, ended);
      left = await fromAvailable(tx, p, left, `loss:available:${other.id}`, reason, actor);
    } else {
      left = await fromHold(tx, p, other.hold_id, left, `loss:from:${other.id}`, reason, actor);
    }
  }
  return isPositive(left) ? left : '0';
}

/** Closes an open position at a recorded tick and settles its PnL; returns the realised PnL. */
export async function closePosition(
  tx: Queryable,
  hooks: PositionHooks,
  p: repo.PositionRow,
  tick: Mark,
  reason: CloseReason,
  atMs: number,
  actor: string,
  ended: Ended,
): Promise<Amount> {
  // Open at the last 00:00 UTC: that night's fee is owed even when the position closes before
  // the daily job reaches it (the claim makes the job skip it afterwards).
  const day = new Date(atMs).toISOString().slice(0, 10);
  if (p.opened_at_ms !== null && p.opened_at_ms < Date.parse(`${day}T00:00:00Z`))
    await chargeOvernight(tx, p, day, actor);
  const result = pnl(p.side, p.open_price, tick.price, p.qty, p.precision, p.usd_base);
  const journalReason = reason === 'liquidation' ? 'lever_liquidation' : 'lever_pnl';
  let houseLoss = '0';
  if (isPositive(result)) {
    await transfer(tx, meta(p, 'profit', journalReason, actor), {
      from: await house(tx, p),
      to: await leverAccount(tx, p.user_id, p.currency_id),
      amount: result,
    });
  } else if (cmp(result, '0') < 0) {
    houseLoss = await takeLoss(tx, p, neg(result), journalReason, atMs, actor, ended);
  }
  // What the hold still keeps comes back; a hold losses emptied releases nothing (no journal),
  // which the release itself finds when it locks the hold: no separate read first.
  await releaseHold(tx, meta(p, 'release', 'lever_margin_release', actor), { holdId: p.hold_id });
  await repo.markClosed(tx, p.id, {
    price: tick.price,
    ts: tick.ts,
    reason,
    pnl: result,
    houseLoss,
    atMs,
  });
  ended.closed.push(p.id);
  // A copy's close is told by copy trading (with the trader and the profit share), not twice.
  const told = await hooks.closed(tx, p, tick, reason, result, atMs, ended);
  if (reason !== 'manual' && !told) {
    const kind = {
      liquidation: 'lever_liquidated',
      tp: 'lever_take_profit',
      sl: 'lever_stop_loss',
    } as const;
    await notify(
      tx,
      p.user_id,
      kind[reason],
      {
        symbol: p.symbol,
        position_id: p.id,
        price: tick.price,
        pnl: result,
        currency_id: p.currency_id,
      },
      `lever:${p.id}:closed`,
    );
  }
  return result;
}

/** The mark a position is valued at, and whether it may settle now. */
export type MarkOf = (instrumentId: number) => { mark: Mark | undefined; usable: boolean };

export interface AccountState {
  positions: repo.PositionRow[];
  balance: repo.Balance;
}

/** An account's waiting and open positions and its lever balance, as they are now. */
export async function accountState(q: Queryable, userId: number): Promise<AccountState> {
  return {
    positions: await repo.activePositions(q, userId),
    balance: await repo.balance(q, userId, MARGIN_CURRENCY),
  };
}

/** Equity, Σ margin of the open positions and the PnL of each, at the given marks. */
export function valuation(
  state: AccountState,
  markOf: MarkOf,
): { equity: Amount; marginTotal: Amount; pnls: Map<number, Amount> } {
  const pnls = new Map<number, Amount>();
  const open = state.positions.filter((p) => p.status === LEVER_STATUS.open);
  for (const p of open)
    pnls.set(
      p.id,
      pnl(
        p.side,
        p.open_price,
        markOf(p.instrument_id).mark?.price ?? p.open_price,
        p.qty,
        p.precision,
        p.usd_base,
      ),
    );
  return {
    equity: equityOf(state.balance.available, state.balance.frozen, [...pnls.values()]),
    marginTotal: sum(open.map((p) => p.margin)),
    pnls,
  };
}

/**
 * Liquidation of one account, re-decided inside the transaction from the positions and balance
 * it locked: when the risk rate is at or below the threshold, waiting entries are cancelled and
 * every open position whose market can settle is closed at its mark, winners first (so their
 * profit covers losers before the house has to).
 */
export async function liquidate(
  tx: Queryable,
  hooks: PositionHooks,
  userId: number,
  markOf: MarkOf,
  thresholdPercent: Amount,
  atMs: number,
  actor: string,
  ended: Ended,
): Promise<boolean> {
  const state: AccountState = {
    positions: await repo.activePositions(tx, userId, true),
    balance: await repo.balance(tx, userId, MARGIN_CURRENCY),
  };
  const { equity, marginTotal, pnls } = valuation(state, markOf);
  if (!mustLiquidate(equity, marginTotal, thresholdPercent)) return false;
  for (const p of state.positions.filter((x) => x.status === LEVER_STATUS.entrusted))
    await cancelEntry(tx, p, atMs, actor, ended);
  const closable = state.positions
    .filter((p) => p.status === LEVER_STATUS.open && markOf(p.instrument_id).usable)
    .sort((a, b) => cmp(pnls.get(b.id)!, pnls.get(a.id)!) || a.id - b.id);
  for (const p of closable)
    await closePosition(
      tx,
      hooks,
      p,
      markOf(p.instrument_id).mark!,
      'liquidation',
      atMs,
      actor,
      ended,
    );
  return true;
}

/**
 * The overnight fee of one position for one UTC day: from the free balance first, then from
 * the position's margin; what neither can pay is waived. Returns what was charged, or null when
 * the day was charged before.
 */
export async function chargeOvernight(
  tx: Queryable,
  p: repo.PositionRow,
  day: string,
  actor: string,
): Promise<Amount | null> {
  const due = overnightFee(p.open_price, p.qty, p.overnight_rate, p.precision, p.usd_base);
  if (!(await repo.claimOvernight(tx, p.id, day, due))) return null;
  let left = due;
  if (isPositive(left))
    left = await fromAvailable(tx, p, left, `overnight:${day}`, 'lever_overnight', actor);
  if (isPositive(left))
    left = await fromHold(
      tx,
      p,
      p.hold_id,
      left,
      `overnight:${day}:margin`,
      'lever_overnight',
      actor,
    );
  const charged = sub(due, left);
  await repo.recordOvernight(tx, p.id, day, charged);
  if (isPositive(charged)) await repo.addOvernight(tx, p.id, charged);
  return charged;
}
