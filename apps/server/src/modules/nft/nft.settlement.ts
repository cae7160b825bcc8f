/** The settlement job's work: ended auctions, unpaid orders, ended listings, seeds to reveal. */
import { NFT_PAY_TYPE } from '@tidemark/contracts';
import { releaseHold, settleHold, systemAccount, userAccount } from '../../ledger';
import { must } from '../../platform/assert';
import { isPositive, mul, roundDown } from '../../platform/money';
import { max0Sub } from './nft.money';
import { notify } from '../../platform/inbox';
import * as repo from './nft.repo';
import { SPOT, after, message, meta, publish, rates, type Deps } from './nft.shared';

/**
 * Settles one ended auction (its own transaction; a second run finds nothing to do): no bids →
 * the item stays with its owner; otherwise the leader gets a payment order due `pay window`
 * after the end and every other margin is released.
 */
async function settleAuction(deps: Deps, itemId: number): Promise<boolean> {
  const a = after();
  const done = await deps.db.tx(async (tx) => {
    const i = await repo.lockItemById(tx, itemId);
    const nowS = deps.clock.nowSeconds();
    if (!i || i.listing !== 'active' || i.pay_type !== NFT_PAY_TYPE.auction || i.end_s > nowS)
      return false;
    const r = await rates(tx);
    const lead = await repo.leader(tx, i.id, i.round);
    for (const m of await repo.frozenMargins(tx, i.id, i.round)) {
      if (lead && m.user_id === lead.user_id) continue;
      await releaseHold(
        tx,
        meta(`nft:margin-release:${m.id}`, 'nft_margin_release', i.id, 'system:nft-settle'),
        { holdId: m.hold_id },
      );
      await repo.setMarginStatus(tx, m.id, 'released');
      await notify(
        tx,
        m.user_id,
        'nft_lost',
        { name: i.name, code: i.code, margin: m.amount, currency: i.currency_code },
        `nft:lost:${m.id}`,
      );
      a.balances.push({ userId: m.user_id, currencyId: i.currency_id });
    }
    if (!lead) {
      await repo.setListing(tx, i.id, 'none');
      await message(tx, a, { userId: i.owner_id, kind: 'auction_unsold', itemId: i.id, nowS });
      return true;
    }
    const m = must(await repo.margin(tx, i.id, i.round, lead.user_id), 'leader margin');
    await repo.insertPayOrder(tx, {
      itemId: i.id,
      round: i.round,
      userId: lead.user_id,
      sellerId: i.owner_id,
      price: lead.price,
      marginId: m.id,
      // From the later of the end and this run: a run delayed past the window must not
      // forfeit a margin the winner never had a payment order for.
      dueS: Math.max(i.end_s, nowS) + r.payWindowS,
      nowS,
    });
    await repo.setListing(tx, i.id, 'awaiting_payment');
    await message(tx, a, {
      userId: lead.user_id,
      kind: 'won',
      itemId: i.id,
      amount: lead.price,
      nowS,
    });
    await message(tx, a, {
      userId: lead.user_id,
      kind: 'payment_due',
      itemId: i.id,
      amount: max0Sub(lead.price, m.amount),
      nowS,
    });
    await notify(
      tx,
      lead.user_id,
      'nft_won',
      {
        name: i.name,
        code: i.code,
        price: lead.price,
        due: max0Sub(lead.price, m.amount),
        hours: Math.round(r.payWindowS / 3600),
        currency: i.currency_code,
      },
      `nft:won:${i.id}:${i.round}`,
    );
    return true;
  });
  publish(deps, a);
  return done;
}

/** Unpaid after the window: the margin goes to the seller less the fee; the item stays theirs. */
async function expireOrder(deps: Deps, orderId: number): Promise<boolean> {
  const a = after();
  const done = await deps.db.tx(async (tx) => {
    const o = await repo.payOrder(tx, orderId, true);
    const nowS = deps.clock.nowSeconds();
    if (!o || o.status !== 'due' || o.due_s > nowS) return false;
    const i = must(await repo.lockItemById(tx, o.item_id), 'pay order item');
    const m = must(await repo.marginById(tx, o.margin_id), 'pay order margin');
    if (m.status === 'frozen') {
      const fee = roundDown(mul(m.amount, (await rates(tx)).fee), i.currency_precision);
      const legs = [
        {
          accountId: await userAccount(tx, o.seller_id, i.currency_id, SPOT),
          amount: max0Sub(m.amount, fee),
        },
      ];
      if (isPositive(fee))
        legs.push({ accountId: await systemAccount(tx, 'fees', i.currency_id), amount: fee });
      await settleHold(
        tx,
        meta(`nft:margin-forfeit:${m.id}`, 'nft_margin_forfeit', i.id, 'system:nft-settle'),
        { holdId: m.hold_id, legs: legs.filter((l) => isPositive(l.amount)) },
      );
      await repo.setMarginStatus(tx, m.id, 'forfeited');
    }
    await repo.setPayOrderStatus(tx, o.id, 'expired', nowS);
    if (i.listing === 'awaiting_payment') await repo.setListing(tx, i.id, 'none');
    await message(tx, a, {
      userId: o.user_id,
      kind: 'forfeited',
      itemId: i.id,
      amount: m.amount,
      nowS,
    });
    a.balances.push(
      { userId: o.user_id, currencyId: i.currency_id },
      { userId: o.seller_id, currencyId: i.currency_id },
    );
    return true;
  });
  publish(deps, a);
  return done;
}

const BATCH = 100;

/**
 * The settlement job's work at the clock's time: ended auctions, overdue payment orders,
 * ended fixed-price listings, blind-box seeds to reveal. Each item in its own transaction.
 */
export async function settleDue(deps: Deps) {
  const nowS = deps.clock.nowSeconds();
  let auctions = 0;
  let expired = 0;
  let unsold = 0;
  let revealed = 0;
  let failed = 0;
  /**
   * Each row in its own transaction, its failure logged and left for the next run: one row
   * that cannot settle must not hold back every other auction, order or series of the run.
   */
  const each = async (what: string, id: number, step: () => Promise<boolean>) => {
    try {
      return await step();
    } catch (err) {
      failed++;
      deps.log.error(
        { err, [what]: id },
        `nft settlement of ${what} ${id} failed; retried next run`,
      );
      return false;
    }
  };
  for (const id of await repo.endedAuctions(deps.db, nowS, BATCH))
    if (await each('item', id, () => settleAuction(deps, id))) auctions++;
  for (const id of await repo.overduePayOrders(deps.db, nowS, BATCH))
    if (await each('pay_order', id, () => expireOrder(deps, id))) expired++;
  for (const id of await repo.expiredFixedListings(deps.db, nowS, BATCH)) {
    const done = await each('item', id, () =>
      deps.db.tx(async (tx) => {
        const i = await repo.lockItemById(tx, id);
        if (!i || i.listing !== 'active' || i.pay_type !== NFT_PAY_TYPE.fixed || i.end_s > nowS)
          return false;
        await repo.setListing(tx, id, 'none');
        return true;
      }),
    );
    if (done) unsold++;
  }
  for (const id of await repo.seriesToReveal(deps.db, nowS))
    if (await each('series', id, () => repo.reveal(deps.db, id, nowS).then(() => true))) revealed++;
  return { auctions, expired, unsold, revealed, failed };
}
