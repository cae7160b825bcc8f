/** Blind boxes: buying a box, its draw from the committed seed, opening it, the series' page. */
import crypto from 'node:crypto';
import {
  boxDrawMessage,
  drawFromHmac,
  NFT_PAY_TYPE,
  type NftBoxSeries,
  type NftItem,
  type NftSale,
} from '@tidemark/contracts';
import { must } from '../../platform/assert';
import type { Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import { mediaUrl } from './nft.media';
import * as repo from './nft.repo';
import type { Rates } from './nft.view';
import { paySale, saleView, type After, type Deps } from './nft.shared';
import { detail } from './nft.reads';

/**
 * A box of a series: a new item owned by the buyer, its id fixed now. Its content follows
 * from HMAC(seed, box id) — the seed was committed to before the sale, so it cannot change.
 */
export async function buyBox(
  tx: Queryable,
  s: repo.ItemRow,
  userId: number,
  r: Rates,
  nowS: number,
  a: After,
  key: string | null,
): Promise<NftSale> {
  const series = must(await repo.series(tx, must(s.series_id, 'series id'), true), 'series');
  if (series.sold >= series.supply) fail('nft_box_sold_out');
  const boxId = await repo.nextItemId(tx);
  const shares = await paySale(tx, s, userId, s.price, r, `nft:box:${boxId}`);
  await repo.insertItemWithId(tx, boxId, {
    code: `BOX-${boxId}`,
    kind: s.kind,
    currencyId: s.currency_id,
    name: `${s.name} #${series.sold + 1}`,
    description: s.description,
    authorId: s.author_id,
    ownerId: userId,
    collectionId: s.collection_id,
    media: s.media,
    poster: s.poster,
    rarity: 'N',
    tokenId: String(boxId),
    payType: NFT_PAY_TYPE.box,
    listing: 'none',
    price: s.price,
    perIncrease: '0',
    margin: '0',
    startS: s.start_s,
    endS: s.end_s,
    seriesId: series.id,
    isBox: true,
    nowS,
  });
  await repo.countSold(tx, series.id);
  const saleId = await repo.insertSale(tx, {
    itemId: boxId,
    round: 1,
    buyerId: userId,
    sellerId: s.owner_id,
    price: s.price,
    fee: shares.fee,
    royalty: shares.royalty,
    nowS,
    key,
  });
  a.balances.push(
    { userId, currencyId: s.currency_id },
    { userId: s.owner_id, currencyId: s.currency_id },
  );
  return { ...saleView(saleId, s, s.price, shares), item_id: boxId, code: `BOX-${boxId}` };
}

/** The draw of one box from its series' seed: the same function anyone runs after the reveal. */
export function drawBox(seedHex: string, boxId: number, pool: readonly repo.PoolRow[]) {
  const hmac = crypto
    .createHmac('sha256', Buffer.from(seedHex, 'hex'))
    .update(boxDrawMessage(boxId))
    .digest('hex');
  return drawFromHmac(hmac, pool);
}

export async function openBox(deps: Deps, userId: number, code: string): Promise<NftItem> {
  await deps.db.tx(async (tx) => {
    const i = (await repo.lockItem(tx, code)) ?? fail('nft_not_found');
    if (i.owner_id !== userId) fail('nft_not_owner');
    if (!i.is_box || i.opened || i.listing !== 'none') fail('nft_not_a_box');
    const series = must(await repo.series(tx, must(i.series_id, 'series')), 'series');
    const drawn = drawBox(series.seed, i.id, await repo.pool(tx, series.id));
    await repo.markOpened(tx, i.id, {
      poolId: drawn.id,
      name: drawn.name,
      rarity: drawn.rarity,
      kind: drawn.kind,
      media: drawn.media,
    });
  });
  return detail(deps, userId, { code });
}

export async function boxSeries(deps: Deps, seriesId: number): Promise<NftBoxSeries> {
  const s = (await repo.series(deps.db, seriesId)) ?? fail('not_found');
  const item = must(await repo.seriesItem(deps.db, s.id), 'series item');
  return {
    series_id: s.id,
    code: item.code,
    name: item.name,
    seed_hash: s.seed_hash,
    seed: s.revealed_s !== null ? s.seed : null,
    revealed: s.revealed_s !== null,
    supply: s.supply,
    sold: s.sold,
    pool: (await repo.pool(deps.db, s.id)).map((p) => ({
      id: p.id,
      name: p.name,
      rarity: p.rarity,
      weight: p.weight,
      type: p.kind,
      image: must(mediaUrl(p.media), 'pool media'),
    })),
    openings: await repo.openings(deps.db, s.id),
  };
}
