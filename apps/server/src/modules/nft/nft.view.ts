import {
  NFT_STATUS,
  type NftBid,
  type NftItem,
  type NftMessage,
  type NftMessageKind,
  type NftPayOrder,
} from '@tidemark/contracts';
import { max0Sub } from './nft.money';
import { mediaUrl } from './nft.media';
import type * as repo from './nft.repo';

export interface Rates {
  fee: string;
  royalty: string;
}

/** 2 before the start, 1 inside the window, 0 after the end or when not on sale. */
function saleStatus(i: Pick<repo.ItemRow, 'listing' | 'start_s' | 'end_s'>, nowS: number) {
  if (i.listing !== 'active') return NFT_STATUS.ended;
  if (nowS < i.start_s) return NFT_STATUS.notStarted;
  return nowS < i.end_s ? NFT_STATUS.onSale : NFT_STATUS.ended;
}

export function itemView(i: repo.ItemRow, nowS: number, rates: Rates): NftItem {
  return {
    id: i.id,
    code: i.code,
    type: i.kind,
    currency_id: i.currency_id,
    currency_name: i.currency_code,
    currency_precision: i.currency_precision,
    name: i.name,
    description: i.description,
    image: mediaUrl(i.media),
    media_mime: i.media_mime,
    thumb: mediaUrl(i.media_thumb),
    poster: mediaUrl(i.poster),
    author_id: i.author_id,
    author_name: i.author_name,
    author_avatar: i.author_avatar,
    owner_id: i.owner_id,
    collection_id: i.collection_id,
    collection_name: i.collection_name,
    rarity: i.rarity,
    chain: i.chain,
    token_id: i.token_id,
    pay_type: i.pay_type,
    price: i.price,
    start_price: i.start_price,
    per_increase: i.per_increase,
    margin: i.margin,
    start_time: i.start_s,
    end_time: i.end_s,
    status: saleStatus(i, nowS),
    listing: i.listing,
    reject_reason: i.reject_reason,
    is_resale: i.is_resale,
    bids: i.bids,
    series_id: i.series_id,
    is_box: i.is_box,
    opened: i.opened,
    collect: i.collected,
    collect_number: i.collect_number,
    fee_rate: rates.fee,
    royalty_rate: rates.royalty,
    server_now: nowS,
  };
}

export function bidView(b: repo.BidRow, label: string, viewer: number | null): NftBid {
  return {
    id: b.id,
    code: b.code,
    item_id: b.item_id,
    name: b.name,
    bidder: label,
    is_mine: viewer !== null && b.user_id === viewer,
    price: b.price,
    currency_name: b.currency_code,
    leading: b.leading,
    created_at: b.created_s,
  };
}

export function payOrderView(o: repo.PayOrderRow, nowS: number): NftPayOrder {
  return {
    id: o.id,
    code: o.code,
    item_id: o.item_id,
    name: o.name,
    image: mediaUrl(o.media),
    currency_id: o.currency_id,
    currency_name: o.currency_code,
    price: o.price,
    margin: o.margin,
    to_pay: max0Sub(o.price, o.margin),
    overtime: o.due_s,
    remaining_seconds: o.status === 'due' ? Math.max(0, o.due_s - nowS) : 0,
    is_pay: o.status === 'paid',
    is_expired: o.status === 'expired',
    is_read: o.is_read,
    created: o.created_s,
    pay_time: o.paid_s,
  };
}

export function messageView(m: repo.MessageRow): NftMessage {
  return {
    id: m.id,
    kind: m.kind as NftMessageKind,
    item_id: m.item_id,
    code: m.code,
    name: m.name,
    amount: m.amount,
    currency_name: m.currency_code,
    is_read: m.is_read,
    created_at: m.created_s,
  };
}
