/** Fixed-price sales: buying an artwork at its price (a blind box goes to nft.boxes). */
import { NFT_PAY_TYPE, type NftSale } from '@tidemark/contracts';
import { lockFor } from '../../platform/db';
import { fail } from '../../platform/errors';
import { sub } from '../../platform/money';
import * as repo from './nft.repo';
import { after, checkWindow, paySale, publish, rates, closeSale, type Deps } from './nft.shared';
import { buyBox } from './nft.boxes';

/** POST /bind_box/buyNFT: a fixed-price artwork, or a box of a blind-box series. */
export async function buy(
  deps: Deps,
  userId: number,
  code: string,
  idempotencyKey?: string,
): Promise<NftSale> {
  const a = after();
  const key = idempotencyKey ? `${userId}:${idempotencyKey}` : null;
  const sale = await deps.db.tx(async (tx) => {
    if (key) {
      // Two requests with one key at once: the second waits here, then finds the first's sale.
      await lockFor(tx, 'nft:buy:user', userId);
      const before = await repo.saleByKey(tx, key);
      if (before)
        return {
          id: before.id,
          item_id: before.item_id,
          code: before.code,
          price: before.price,
          fee: before.fee,
          royalty: before.royalty,
          seller_receives: sub(sub(before.price, before.fee), before.royalty),
          currency_name: before.currency_code,
        };
    }
    const i = (await repo.lockItem(tx, code)) ?? fail('nft_not_found');
    if (i.pay_type === NFT_PAY_TYPE.auction) fail('nft_wrong_sale_mode');
    const nowS = deps.clock.nowSeconds();
    checkWindow(i, nowS, userId);
    const r = await rates(tx);
    if (i.pay_type === NFT_PAY_TYPE.box && !i.is_box) return buyBox(tx, i, userId, r, nowS, a, key);
    const shares = await paySale(tx, i, userId, i.price, r, `nft:sale:${i.id}:${i.round}`);
    const saleId = await repo.insertSale(tx, {
      itemId: i.id,
      round: i.round,
      buyerId: userId,
      sellerId: i.owner_id,
      price: i.price,
      fee: shares.fee,
      royalty: shares.royalty,
      nowS,
      key,
    });
    return closeSale(tx, a, { id: saleId, buyerId: userId, item: i, price: i.price, shares, nowS });
  });
  publish(deps, a);
  return sale;
}
