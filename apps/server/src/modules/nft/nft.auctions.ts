/** Auctions: the margin, bids, and the winner's payment of their order. */
import { NFT_PAY_TYPE, type NftBidRequest, type NftSale } from '@tidemark/contracts';
import { balanceOf, settleHold, hold, userAccount } from '../../ledger';
import { must } from '../../platform/assert';
import type { Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import { add, cmp, isPositive, roundDown } from '../../platform/money';
import { notify } from '../../platform/inbox';
import * as repo from './nft.repo';
import {
  SPOT,
  after,
  closeSale,
  checkWindow,
  message,
  meta,
  paySale,
  publish,
  rates,
  type After,
  type Deps,
} from './nft.shared';

/**
 * The user's margin for the auction's current round, frozen from their spot balance on first
 * call (one hold per user and round, keyed so a repeat finds it); the existing one afterwards.
 */
async function freezeMargin(
  tx: Queryable,
  a: After,
  i: NonNullable<Awaited<ReturnType<typeof repo.lockItem>>>,
  userId: number,
  account: number,
) {
  const m = await repo.margin(tx, i.id, i.round, userId);
  if (m || !isPositive(i.margin)) return m;
  const h = await hold(
    tx,
    meta(`nft:margin:${i.id}:${i.round}:${userId}`, 'nft_margin_hold', i.id, `user:${userId}`),
    { accountId: account, amount: i.margin },
  );
  await repo.insertMargin(tx, {
    itemId: i.id,
    round: i.round,
    userId,
    amount: i.margin,
    holdId: h.holdId,
  });
  a.balances.push({ userId, currencyId: i.currency_id });
  return repo.margin(tx, i.id, i.round, userId);
}

/**
 * POST /bind_box/marginNFT: pays the auction's margin before a first bid (a bid pays it too,
 * when it has not been paid). Paying again in the same round changes nothing and answers the
 * margin already frozen.
 */
export async function payMargin(deps: Deps, userId: number, input: { code: string }) {
  const a = after();
  const out = await deps.db.tx(async (tx) => {
    const i = (await repo.lockItem(tx, input.code)) ?? fail('nft_not_found');
    if (i.pay_type !== NFT_PAY_TYPE.auction) fail('nft_wrong_sale_mode');
    checkWindow(i, deps.clock.nowSeconds(), userId);
    const account = await userAccount(tx, userId, i.currency_id, SPOT);
    const m = await freezeMargin(tx, a, i, userId, account);
    return { code: i.code, margin: m?.amount ?? '0', currency: i.currency_code };
  });
  publish(deps, a);
  return out;
}

/** POST /bind_box/auctionNFT: a bid; the first bid of a user in a round freezes the margin. */
export async function bid(deps: Deps, userId: number, input: NftBidRequest) {
  const a = after();
  const out = await deps.db.tx(async (tx) => {
    const i = (await repo.lockItem(tx, input.code)) ?? fail('nft_not_found');
    if (i.pay_type !== NFT_PAY_TYPE.auction) fail('nft_wrong_sale_mode');
    const nowS = deps.clock.nowSeconds();
    checkWindow(i, nowS, userId);
    if (cmp(roundDown(input.price, i.currency_precision), input.price) !== 0)
      fail('amount_too_precise');
    const minimum = i.bids === 0 ? i.start_price : add(i.price, i.per_increase);
    if (cmp(input.price, minimum) < 0) fail('nft_bid_too_low');
    const r = await rates(tx);
    const account = await userAccount(tx, userId, i.currency_id, SPOT);
    const m = await freezeMargin(tx, a, i, userId, account);
    // The margin counts toward the price: what is available beside it must cover the rest.
    const available = (await balanceOf(tx, account, { lock: true })).available;
    if (cmp(add(available, m?.amount ?? '0'), input.price) < 0) fail('insufficient_balance');
    const previous = await repo.leader(tx, i.id, i.round);
    const bidId = await repo.insertBid(tx, {
      itemId: i.id,
      round: i.round,
      userId,
      price: input.price,
      nowS,
    });
    const endS = i.end_s - nowS <= r.snipeWindowS ? i.end_s + r.snipeExtendS : i.end_s;
    await repo.recordBidOnItem(tx, i.id, input.price, endS);
    if (previous && previous.user_id !== userId) {
      await message(tx, a, {
        userId: previous.user_id,
        kind: 'outbid',
        itemId: i.id,
        amount: input.price,
        nowS,
      });
      await notify(
        tx,
        previous.user_id,
        'nft_outbid',
        { name: i.name, code: i.code, price: input.price, currency: i.currency_code },
        `nft:outbid:${bidId}`,
      );
    }
    const label = (await repo.bidderLabels(tx, [userId])).get(userId) ?? '#';
    a.room = {
      itemId: i.id,
      payload: {
        item_id: i.id,
        code: i.code,
        price: input.price,
        end_time: endS,
        bids: i.bids + 1,
        bid_id: bidId,
        bidder: label,
        created_at: nowS,
      },
    };
    return { id: bidId, price: input.price, end_time: endS, margin: m?.amount ?? '0' };
  });
  publish(deps, a);
  return out;
}

/** POST /bind_box/payNFTOrder: the winner pays; the frozen margin counts toward the price. */
export async function pay(deps: Deps, userId: number, orderId: number): Promise<NftSale> {
  const a = after();
  const sale = await deps.db.tx(async (tx) => {
    const o = await repo.payOrder(tx, orderId, true);
    if (!o || o.user_id !== userId) return fail('nft_order_not_found');
    const nowS = deps.clock.nowSeconds();
    if (o.status !== 'due' || nowS >= o.due_s) fail('nft_order_closed');
    const i = must(await repo.lockItemById(tx, o.item_id), 'pay order item');
    const m = must(await repo.marginById(tx, o.margin_id), 'pay order margin');
    const account = await userAccount(tx, userId, i.currency_id, SPOT);
    // The margin returns to the winner's available balance and is spent at once with the rest.
    if (m.status === 'frozen') {
      await settleHold(
        tx,
        meta(`nft:margin-apply:${m.id}`, 'nft_purchase', i.id, `user:${userId}`, 'margin applied'),
        { holdId: m.hold_id, legs: [{ accountId: account, amount: m.amount }] },
      );
      await repo.setMarginStatus(tx, m.id, 'applied');
    }
    const shares = await paySale(
      tx,
      i,
      userId,
      o.price,
      await rates(tx),
      `nft:sale:${i.id}:${i.round}`,
    );
    const saleId = await repo.insertSale(tx, {
      itemId: i.id,
      round: i.round,
      buyerId: userId,
      sellerId: i.owner_id,
      price: o.price,
      fee: shares.fee,
      royalty: shares.royalty,
      nowS,
    });
    await repo.setPayOrderStatus(tx, o.id, 'paid', nowS);
    return closeSale(tx, a, { id: saleId, buyerId: userId, item: i, price: o.price, shares, nowS });
  });
  publish(deps, a);
  return sale;
}
