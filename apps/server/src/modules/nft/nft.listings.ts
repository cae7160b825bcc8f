/** Listings by their owners: a new artwork, a resale, withdrawing one; the terms each must meet. */
import crypto from 'node:crypto';
import {
  NFT_KIND,
  NFT_PAY_TYPE,
  type NftCreateRequest,
  type NftItem,
  type NftResellRequest,
} from '@tidemark/contracts';
import { must } from '../../platform/assert';
import type { Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import { cmp, isPositive, mul, roundDown } from '../../platform/money';
import * as repo from './nft.repo';
import { rates, type Deps } from './nft.shared';
import { detail } from './nft.reads';

function checkTerms(
  nowS: number,
  t: { pay_type: number; start_time: number; end_time: number; per_increase?: string | undefined },
): void {
  if (t.end_time <= t.start_time || t.end_time <= nowS) fail('nft_time_invalid');
  if (t.pay_type === NFT_PAY_TYPE.auction && !t.per_increase)
    fail('validation_failed', [{ field: 'per_increase', code: 'required' }]);
}

/**
 * Terms a sale can settle exactly: price and increment within the currency's precision, and
 * an auction's margin above zero — the winner's payment order is tied to a frozen margin.
 */
async function marginFor(
  q: Queryable,
  t: { pay_type: number; price: string; per_increase?: string | undefined },
  precision: number,
) {
  for (const v of [t.price, t.per_increase])
    if (v !== undefined && cmp(roundDown(v, precision), v) !== 0) fail('amount_too_precise');
  if (t.pay_type !== NFT_PAY_TYPE.auction) return '0';
  const m = roundDown(mul(t.price, (await rates(q)).margin), precision);
  if (!isPositive(m)) fail('amount_below_minimum');
  return m;
}

/** A listing's sale terms as the item row stores them, for a new artwork and a relist alike. */
function listingTerms(
  t: {
    pay_type: number;
    price: string;
    per_increase?: string | undefined;
    start_time: number;
    end_time: number;
  },
  margin: string,
) {
  return {
    payType: t.pay_type,
    price: t.price,
    perIncrease: t.pay_type === NFT_PAY_TYPE.auction ? must(t.per_increase, 'raise') : '0',
    margin,
    startS: t.start_time,
    endS: t.end_time,
  };
}

/** POST /bind_box/resellNFT: the owner lists again; an operator reviews it before it shows. */
export async function resell(
  deps: Deps,
  userId: number,
  input: NftResellRequest,
): Promise<NftItem> {
  await deps.db.tx(async (tx) => {
    const i = (await repo.lockItem(tx, input.code)) ?? fail('nft_not_found');
    if (i.owner_id !== userId) fail('nft_not_owner');
    if (i.listing !== 'none' && i.listing !== 'rejected') fail('nft_already_listed');
    if (i.series_id !== null && !i.is_box) fail('nft_wrong_sale_mode');
    checkTerms(deps.clock.nowSeconds(), input);
    const margin = await marginFor(tx, input, i.currency_precision);
    await repo.relist(tx, i.id, {
      ...listingTerms(input, margin),
    });
  });
  return detail(deps, userId, { code: input.code });
}

/** Withdraws a listing that has no bid yet (in review, refused, or on sale without bids). */
export async function cancelListing(deps: Deps, userId: number, code: string): Promise<NftItem> {
  await deps.db.tx(async (tx) => {
    const i = (await repo.lockItem(tx, code)) ?? fail('nft_not_found');
    if (i.owner_id !== userId) fail('nft_not_owner');
    if (i.series_id !== null && !i.is_box) fail('nft_wrong_sale_mode');
    if (!['pending', 'rejected', 'active'].includes(i.listing)) fail('nft_not_on_sale');
    if (i.bids > 0) fail('nft_listing_has_bids');
    await repo.setListing(tx, i.id, 'none');
  });
  return detail(deps, userId, { code });
}

function newCode(prefix: string): string {
  return `${prefix}-${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
}

/** POST /bind_box/createNFT: an artist's first sale of a new artwork, waiting for review. */
export async function create(
  deps: Deps,
  userId: number,
  input: NftCreateRequest,
): Promise<NftItem> {
  const nowS = deps.clock.nowSeconds();
  checkTerms(nowS, input);
  const code = await deps.db.tx(async (tx) => {
    if (!(await repo.artist(tx, userId))) fail('nft_not_artist');
    const m = await repo.media(tx, input.media);
    if (!m || m.user_id !== userId) return fail('nft_media_not_yours');
    if (input.poster) {
      const p = await repo.media(tx, input.poster);
      if (!p || p.user_id !== userId || p.kind !== NFT_KIND.image) fail('nft_media_not_yours');
    }
    const precision = (await repo.currencyPrecision(tx, input.currency_id)) ?? fail('not_found');
    const margin = await marginFor(tx, input, precision);
    const collectionId = input.collection
      ? await repo.ensureCollection(tx, userId, input.collection)
      : null;
    const id = await repo.nextItemId(tx);
    const c = newCode('TM');
    await repo.insertItemWithId(tx, id, {
      code: c,
      kind: m.kind,
      currencyId: input.currency_id,
      name: input.name,
      description: input.description,
      authorId: userId,
      ownerId: userId,
      collectionId,
      media: m.name,
      poster: input.poster ?? null,
      rarity: input.rarity,
      tokenId: String(id),
      listing: 'pending',
      ...listingTerms(input, margin),
      seriesId: null,
      isBox: false,
      nowS,
    });
    return c;
  });
  return detail(deps, userId, { code });
}
