import {
  ACCOUNT_TYPES,
  DEFAULT_COIN_IDS,
  COPY_FOLLOW_TYPE,
  COPY_TRADER_STATUS,
  LEVER_SHARE_DECIMALS,
} from '@tidemark/contracts';
import { hold, holdRemaining, settleHold, transfer, userAccount, userBalance } from '../../ledger';
import type { Queryable } from '../../platform/db';
import { cmp, dec, isPositive, min, mul, roundDown, type Amount } from '../../platform/money';
import type { Services } from '../../platform/module';
import { getSetting } from '../../platform/settings';
import {
  copyContext,
  endedOf,
  lockUser,
  tryLockUser,
  type PositionHook,
  type PositionRow,
} from '../lever';
import { notify } from '../../platform/inbox';
import * as repo from './copytrade.repo';

/**
 * A follower's lots for one copy: a fixed number, or the trader's lots × the multiple, rounded
 * half up to two decimals (docs/domain.md; the lots of a contract never have more).
 */
export function copyLots(follow: { type: number; number: Amount }, traderShare: Amount): Amount {
  if (follow.type === COPY_FOLLOW_TYPE.lots) return follow.number;
  return dec(mul(traderShare, follow.number))
    .toDecimalPlaces(LEVER_SHARE_DECIMALS, 4 /* ROUND_HALF_UP */)
    .toFixed();
}

/** The trader's share of a realised profit: rate × profit, rounded down to the currency's precision. */
export function profitShare(profit: Amount, rate: Amount, places: number): Amount {
  return isPositive(profit) ? roundDown(mul(profit, rate), places) : '0';
}

/**
 * Mirrors a trader's contract positions for every active follower, in the transaction that
 * opens or closes the trader's position (lever's position hook): the copies open at the trader's
 * entry and recorded tick, and close at the tick the trader's position closed at. Lock order is
 * always trader, then followers by id; a trader follows no one, so no cycle can form. Built for
 * one app's contracts service, which it is given to (`lever.onPosition`) and opens copies with.
 */
export const mirrorHook = (
  lever: Pick<Services['lever'], 'openCopy' | 'closeCopy'>,
): PositionHook => ({
  async opened(tx, p, tick, atMs, ended) {
    const { isCopy, trader } = await repo.openedState(tx, p.id, p.user_id);
    if (isCopy) return;
    if (!trader || trader.status !== COPY_TRADER_STATUS.active) return;
    const follows = await repo.activeFollowsOf(tx, p.user_id);
    if (!follows.length) return;
    const ctx = await copyContext(tx, p);
    for (const f of follows) {
      const share = copyLots(f, p.share);
      const r = await lever.openCopy(tx, p, ctx, f.user_id, share, f.max_margin, tick, atMs, ended);
      if ('id' in r) {
        await repo.insertLink(tx, {
          positionId: r.id,
          traderPositionId: p.id,
          followId: f.id,
          followerId: f.user_id,
          traderId: p.user_id,
          atMs,
        });
        await notify(
          tx,
          f.user_id,
          'copy_opened',
          {
            trader: trader.nickname,
            symbol: p.symbol,
            position_id: r.id,
            lots: share,
            price: p.open_price,
          },
          `copy:${r.id}:opened`,
        );
      } else {
        // Told after the commit, with the follower's other events.
        endedOf(ended, f.user_id).notices.push({
          kind: 'copytrade',
          event: 'copy_skipped',
          reason: r.skipped,
          trader_user_id: p.user_id,
          trader_position_id: p.id,
        });
        await repo.insertSkip(tx, {
          followId: f.id,
          followerId: f.user_id,
          traderId: p.user_id,
          traderPositionId: p.id,
          reason: r.skipped,
          atMs,
        });
        await notify(
          tx,
          f.user_id,
          'copy_skipped',
          { trader: trader.nickname, symbol: p.symbol, reason: r.skipped },
          `copy:skip:${p.id}:${f.id}`,
        );
      }
    }
  },

  async closed(tx, p, tick, reason, result, atMs, ended) {
    const { link, attached } = await repo.closedState(tx, p.id);
    if (link) {
      // A detached copy is the follower's own position: lever's messages cover it.
      if (link.detached_at_ms !== null) return false;
      const share = await payShare(tx, p, link, result, atMs);
      const trader = await repo.trader(tx, link.trader_id);
      await notify(
        tx,
        p.user_id,
        'copy_closed',
        {
          trader: trader?.nickname ?? `#${link.trader_id}`,
          symbol: p.symbol,
          position_id: p.id,
          price: tick.price,
          pnl: result,
          share,
          currency_id: p.currency_id,
        },
        `copy:${p.id}:closed`,
      );
      return true;
    }
    for (const c of attached) await lever.closeCopy(tx, c.position_id, tick, reason, atMs, ended);
    return false;
  },
});

/** How a share finds the trader's lock free; a test makes it busy (PGlite has one session). */
export const sharePolicy = { tryLockTrader: tryLockUser };

/**
 * Profit share of one closed copy: from the follower's lever account to the trader's, by
 * journal. A close the trader did not start (the follower's own, or the follower's
 * liquidation) holds the follower's lock; waiting there for the trader's account could close a
 * circle with a trader transaction waiting for this follower, so when the trader's lock is not
 * free at once the share is held in the follower's account and the shares job pays it.
 */
async function payShare(
  tx: Queryable,
  p: PositionRow,
  link: repo.LinkRow,
  result: Amount,
  atMs: number,
): Promise<Amount> {
  const rate = await getSetting(tx, 'copy_profit_share_rate');
  let share = profitShare(result, rate, p.precision);
  if (!isPositive(share)) return '0';
  const { available } = await userBalance(tx, p.user_id, p.currency_id, ACCOUNT_TYPES.lever);
  share = min(share, available);
  if (cmp(share, '0') <= 0) return '0';
  const from = await userAccount(tx, p.user_id, p.currency_id, ACCOUNT_TYPES.lever);
  const meta = {
    reason: 'copy_profit_share',
    refType: 'copy_share',
    refId: p.id,
    actor: `system:copy-share:${link.trader_id}`,
  };
  if (!(await sharePolicy.tryLockTrader(tx, link.trader_id))) {
    const held = await hold(
      tx,
      { ...meta, key: `copy:${p.id}:share:hold` },
      { accountId: from, amount: share },
    );
    await repo.recordShare(tx, p.id, share, held, atMs);
    return share;
  }
  await transfer(
    tx,
    { ...meta, key: `copy:${p.id}:share` },
    {
      from,
      to: await userAccount(tx, link.trader_id, p.currency_id, ACCOUNT_TYPES.lever),
      amount: share,
    },
  );
  await repo.recordShare(tx, p.id, share, null, atMs);
  return share;
}

/** Pays one held share to its trader, locking trader then follower (the order every copy takes). */
export async function settleHeldShare(
  tx: Queryable,
  s: repo.PendingShare,
  atMs: number,
): Promise<boolean> {
  await lockUser(tx, s.trader_id);
  await lockUser(tx, s.follower_id);
  if (!(await repo.settleShare(tx, s.position_id, atMs))) return false;
  const amount = await holdRemaining(tx, s.share_hold_id);
  if (!isPositive(amount)) return true;
  await settleHold(
    tx,
    {
      key: `copy:${s.position_id}:share:pay`,
      reason: 'copy_profit_share',
      refType: 'copy_share',
      refId: s.position_id,
      actor: `system:copy-share:${s.trader_id}`,
    },
    {
      holdId: s.share_hold_id,
      legs: [
        {
          accountId: await userAccount(tx, s.trader_id, DEFAULT_COIN_IDS.USDT, ACCOUNT_TYPES.lever),
          amount,
        },
      ],
    },
  );
  return true;
}
