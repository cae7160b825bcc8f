/** What the marketplace's parts share: deps, fee rates, a sale's journal, events after commit. */
import {
  ACCOUNT_TYPES,
  NFT_SOCKET_EVENTS,
  nftRoom,
  SOCKET_EVENTS,
  type NftSale,
} from '@tidemark/contracts';
import { postJournal, systemAccount, userAccount, type JournalMeta } from '../../ledger';
import type { Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/module';
import { isPositive, neg } from '../../platform/money';
import { getSettings } from '../../platform/settings';
import { notify } from '../../platform/inbox';
import { split } from './nft.money';
import * as repo from './nft.repo';
import type { Rates } from './nft.view';

export type Deps = Pick<Platform, 'db' | 'realtime' | 'clock' | 'files' | 'log'>;
export type Page = { page: number; limit: number };

export const SPOT = ACCOUNT_TYPES.change;

/** What to publish once a transaction has committed (never before). */
export interface After {
  balances: Array<{ userId: number; currencyId: number }>;
  messages: Array<{ userId: number; kind: string; itemId: number }>;
  room?: { itemId: number; payload: unknown };
}
export const after = (): After => ({ balances: [], messages: [] });

export function publish(deps: Deps, a: After): void {
  for (const b of a.balances)
    deps.realtime.toUser(b.userId, SOCKET_EVENTS.balance, { currency_id: b.currencyId });
  for (const m of a.messages)
    deps.realtime.toUser(m.userId, NFT_SOCKET_EVENTS.message, { kind: m.kind, item_id: m.itemId });
  if (a.room) deps.realtime.toRoom(nftRoom(a.room.itemId), NFT_SOCKET_EVENTS.bid, a.room.payload);
}

export async function rates(q: Queryable) {
  const s = await getSettings(q, [
    'nft_fee_rate',
    'nft_royalty_rate',
    'nft_margin_rate',
    'nft_snipe_window_s',
    'nft_snipe_extend_s',
    'nft_pay_window_s',
  ]);
  return {
    fee: s.nft_fee_rate,
    royalty: s.nft_royalty_rate,
    margin: s.nft_margin_rate,
    snipeWindowS: s.nft_snipe_window_s,
    snipeExtendS: s.nft_snipe_extend_s,
    payWindowS: s.nft_pay_window_s,
  };
}

export async function message(
  tx: Queryable,
  a: After,
  m: { userId: number; kind: string; itemId: number; amount?: string | null; nowS: number },
) {
  await repo.insertMessage(tx, { ...m, amount: m.amount ?? null });
  a.messages.push({ userId: m.userId, kind: m.kind, itemId: m.itemId });
}

export const meta = (
  key: string,
  reason: string,
  refId: number,
  actor: string,
  memo?: string,
): JournalMeta => ({ key, reason, refType: 'nft_item', refId, actor, ...(memo ? { memo } : {}) });

/**
 * Pays a price out of the buyer's available spot balance: the seller gets it less the fee
 * (to `fees`) and, on a resale to someone other than the artist, the artist's royalty.
 */
export async function paySale(
  tx: Queryable,
  i: repo.ItemRow,
  buyerId: number,
  price: string,
  r: Rates,
  key: string,
): Promise<{ fee: string; royalty: string; seller: string }> {
  const shares = split(price, r, i.currency_precision, i.is_resale && i.author_id !== i.owner_id);
  const buyer = await userAccount(tx, buyerId, i.currency_id, SPOT);
  const seller = await userAccount(tx, i.owner_id, i.currency_id, SPOT);
  const postings = [{ accountId: buyer, bucket: 'available' as const, amount: neg(price) }];
  // Fee and royalty at their caps (one half each) leave the seller nothing: no zero posting.
  if (isPositive(shares.seller))
    postings.push({ accountId: seller, bucket: 'available', amount: shares.seller });
  if (isPositive(shares.fee))
    postings.push({
      accountId: await systemAccount(tx, 'fees', i.currency_id),
      bucket: 'available',
      amount: shares.fee,
    });
  if (isPositive(shares.royalty))
    postings.push({
      accountId: await userAccount(tx, i.author_id, i.currency_id, SPOT),
      bucket: 'available',
      amount: shares.royalty,
    });
  await postJournal(tx, meta(key, 'nft_purchase', i.id, `user:${buyerId}`), postings);
  return shares;
}

export function saleView(
  id: number,
  i: repo.ItemRow,
  price: string,
  s: ReturnType<typeof split>,
): NftSale {
  return {
    id,
    item_id: i.id,
    code: i.code,
    price,
    fee: s.fee,
    royalty: s.royalty,
    seller_receives: s.seller,
    currency_name: i.currency_code,
  };
}

/**
 * What every sale does once paid and recorded, a fixed-price buy or an auction's winner alike:
 * the listing ends with the buyer as owner, the seller gets a message and a notice, the three
 * parties' balances are pushed after commit, and the buyer gets the sale's view.
 */
export async function closeSale(
  tx: Queryable,
  a: After,
  sale: {
    id: number;
    buyerId: number;
    item: repo.ItemRow;
    price: string;
    shares: ReturnType<typeof split>;
    nowS: number;
  },
): Promise<NftSale> {
  const { item: i, shares, buyerId } = sale;
  await repo.endListing(tx, i.id, buyerId);
  await message(tx, a, {
    userId: i.owner_id,
    kind: 'sold',
    itemId: i.id,
    amount: shares.seller,
    nowS: sale.nowS,
  });
  await notify(
    tx,
    i.owner_id,
    'nft_sold',
    {
      name: i.name,
      code: i.code,
      price: sale.price,
      amount: shares.seller,
      currency: i.currency_code,
    },
    `nft:sold:${sale.id}`,
  );
  a.balances.push(
    { userId: buyerId, currencyId: i.currency_id },
    { userId: i.owner_id, currencyId: i.currency_id },
  );
  if (isPositive(shares.royalty))
    a.balances.push({ userId: i.author_id, currencyId: i.currency_id });
  return saleView(sale.id, i, sale.price, shares);
}

export function checkWindow(i: repo.ItemRow, nowS: number, userId: number): void {
  if (i.listing !== 'active') fail('nft_not_on_sale');
  if (nowS < i.start_s) fail('nft_sale_not_started');
  if (nowS >= i.end_s) fail('nft_sale_ended');
  if (i.owner_id === userId) fail('nft_own_item');
}
