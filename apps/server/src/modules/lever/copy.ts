import { ACCOUNT_TYPES, LEVER_STATUS } from '@tidemark/contracts';
import { hold, userAccount } from '../../ledger';
import { must } from '../../platform/assert';
import type { Queryable } from '../../platform/db';
import { add, cmp, type Amount } from '../../platform/money';
import { lotLimits } from './copy.repo';
import { shareWellFormed, sizing } from './formulas';
import { COPY_ACTOR_PREFIX, type PositionHooks } from './hooks';
import { leverSettings, type LeverSettings } from './lever.settings';
import * as repo from './lever.repo';
import type { Mark } from './marks';
import {
  closePosition,
  lockUser,
  noneEnded,
  openPosition,
  type CloseReason,
  type Ended,
} from './settlement';

/** Why a follower's copy was not opened. */
export type CopySkip =
  | 'insufficient_margin'
  | 'above_max_margin'
  | 'lots_below_minimum'
  | 'lots_above_maximum'
  | 'too_many_positions';

/** What every copy of one trader position shares: the contract's lots and the settings. */
export interface CopyContext {
  lots: { min: string; max: string; lotSize: string };
  settings: LeverSettings;
}

export async function copyContext(tx: Queryable, trader: repo.PositionRow): Promise<CopyContext> {
  return {
    lots: must(await lotLimits(tx, trader.instrument_id), `instrument ${trader.instrument_id}`),
    settings: await leverSettings(tx),
  };
}

/** What a copy would cost a follower: margin and fee at the trader's entry. */
function copyCost(
  { lots, settings }: CopyContext,
  trader: repo.PositionRow,
  share: Amount,
): { margin: Amount; fee: Amount; qty: Amount } {
  return sizing({
    price: trader.open_price,
    share,
    lotSize: lots.lotSize,
    leverage: trader.leverage,
    feeRate: settings.feeRate,
    places: trader.precision,
    usdBase: trader.usd_base,
  });
}

/**
 * Opens a follower's copy of a trader's position that has just opened, in the trader's
 * transaction, at the same entry price and recorded tick, same side and leverage, with the
 * follower's own lots (no TP/SL: a copy closes with the trader). Margin and fee are held and
 * the fee settled exactly as for the follower's own order. Returns the copy's id, or why the
 * follower was skipped (nothing is written then).
 */
export async function openCopy(
  tx: Queryable,
  hooks: PositionHooks,
  trader: repo.PositionRow,
  ctx: CopyContext,
  followerId: number,
  share: Amount,
  maxMargin: Amount | null,
  tick: Mark,
  atMs: number,
  ended: Ended,
): Promise<{ id: number } | { skipped: CopySkip }> {
  const { lots, settings } = ctx;
  if (!shareWellFormed(share) || cmp(share, lots.min) < 0) return { skipped: 'lots_below_minimum' };
  if (cmp(share, lots.max) > 0) return { skipped: 'lots_above_maximum' };
  await lockUser(tx, followerId);
  if ((await repo.activeCount(tx, followerId)) >= settings.positionsMax)
    return { skipped: 'too_many_positions' };
  const size = copyCost(ctx, trader, share);
  if (maxMargin !== null && cmp(size.margin, maxMargin) > 0) return { skipped: 'above_max_margin' };
  const account = await userAccount(tx, followerId, trader.currency_id, ACCOUNT_TYPES.lever);
  const balance = await repo.balance(tx, followerId, trader.currency_id);
  if (cmp(add(size.margin, size.fee), balance.available) > 0)
    return { skipped: 'insufficient_margin' };
  const id = await repo.nextId(tx);
  const actor = `${COPY_ACTOR_PREFIX}${trader.id}`;
  const held = await hold(
    tx,
    {
      key: `lever:${id}:hold`,
      reason: 'lever_margin',
      refType: 'lever_position',
      refId: id,
      actor,
    },
    { accountId: account, amount: add(size.margin, size.fee) },
  );
  await repo.insertPosition(tx, {
    id,
    userId: followerId,
    instrumentId: trader.instrument_id,
    currencyId: trader.currency_id,
    side: trader.side,
    kind: 'market',
    share,
    lotSize: lots.lotSize,
    qty: size.qty,
    leverage: trader.leverage,
    originPrice: trader.open_price,
    openPrice: trader.open_price,
    margin: size.margin,
    fee: size.fee,
    overnightRate: settings.overnightRate,
    tp: null,
    sl: null,
    holdId: held.holdId,
    key: `copy:${trader.id}:${followerId}`,
    nowMs: atMs,
  });
  await openPosition(
    tx,
    hooks,
    must(await repo.position(tx, id), `lever position ${id}`),
    tick,
    atMs,
    actor,
    endedOf(ended, followerId),
  );
  return { id };
}

/** Closes a follower's copy at the tick its trader's position closed at; the realised PnL, or null when it was no longer open. */
export async function closeCopy(
  tx: Queryable,
  hooks: PositionHooks,
  copyId: number,
  tick: Mark,
  reason: CloseReason,
  atMs: number,
  ended: Ended,
): Promise<Amount | null> {
  const p = await repo.position(tx, copyId);
  if (!p) return null;
  await lockUser(tx, p.user_id);
  const locked = must(await repo.lockPosition(tx, copyId), `lever position ${copyId}`);
  if (locked.status !== LEVER_STATUS.open) return null;
  return closePosition(
    tx,
    hooks,
    locked,
    tick,
    reason,
    atMs,
    `system:copy-close:${copyId}`,
    endedOf(ended, p.user_id),
  );
}

/** The part of a transaction's outcome that belongs to another user. */
export function endedOf(ended: Ended, userId: number): Ended {
  let theirs = ended.others.get(userId);
  if (!theirs) ended.others.set(userId, (theirs = noneEnded()));
  return theirs;
}
