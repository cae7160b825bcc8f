/** The market's reads: listings, one artwork, a collection, bids, payment orders, messages. */
import { NFT_PAY_TYPE, type NftItem, type NftListRequest } from '@tidemark/contracts';
import { fail } from '../../platform/errors';
import * as repo from './nft.repo';
import { bidView, itemView, messageView, payOrderView } from './nft.view';
import { rates, type Deps, type Page } from './nft.shared';

export async function list(deps: Deps, viewer: number | null, f: NftListRequest & Page) {
  const r = await rates(deps.db);
  const nowS = deps.clock.nowSeconds();
  const { rows, total } = await repo.market(deps.db, viewer, {
    currency: f.currency ?? null,
    payType: f.pay_type ?? null,
    status: f.status ?? null,
    kind: f.type ?? null,
    keyword: f.keyword ? f.keyword : null,
    collectionId: f.collection_id ?? null,
    nowS,
    page: f.page,
    limit: f.limit,
  });
  return { rows: rows.map((i) => itemView(i, nowS, r)), total };
}

/** A listing in review (or refused) and a box off the market are their owner's only. */
function visibleTo(i: repo.ItemRow, viewer: number | null): boolean {
  if (i.owner_id === viewer) return true;
  if (i.listing === 'pending' || i.listing === 'rejected') return false;
  return !(i.is_box && i.listing === 'none');
}

/** One artwork; a listing still in review (or refused) is visible to its owner only. */
export async function detail(
  deps: Deps,
  viewer: number | null,
  by: { id?: number | undefined; code?: string | undefined },
): Promise<NftItem> {
  const i = await repo.item(deps.db, by, viewer);
  if (!i || !visibleTo(i, viewer)) return fail('nft_not_found');
  return itemView(i, deps.clock.nowSeconds(), await rates(deps.db));
}

export async function collection(deps: Deps, userId: number) {
  const r = await rates(deps.db);
  const nowS = deps.clock.nowSeconds();
  return (await repo.collected(deps.db, userId))
    .filter((i) => visibleTo(i, userId))
    .map((i) => itemView(i, nowS, r));
}

export async function collect(deps: Deps, userId: number, code: string) {
  return deps.db.tx(async (tx) => {
    const i = await repo.item(tx, { code });
    if (!i || !visibleTo(i, userId)) return fail('nft_not_found');
    if (i.owner_id === userId) fail('nft_own_item');
    return { collect: await repo.toggleCollect(tx, userId, i.id, deps.clock.nowSeconds()) };
  });
}

export async function quotationLog(deps: Deps, viewer: number | null, code: string) {
  const i = await repo.item(deps.db, { code });
  if (!i || i.pay_type !== NFT_PAY_TYPE.auction) return fail('nft_not_found');
  const bids = await repo.recentBids(deps.db, i.id, i.round);
  const labels = await repo.bidderLabels(deps.db, [...new Set(bids.map((b) => b.user_id))]);
  return bids.map((b) => bidView(b, labels.get(b.user_id) ?? '#', viewer));
}

export async function myBids(deps: Deps, userId: number, page: Page) {
  const { rows, total } = await repo.myBids(deps.db, userId, page);
  return { rows: rows.map((b) => bidView(b, '', userId)), total };
}

export async function mine(
  deps: Deps,
  userId: number,
  tab: 'owned' | 'on_sale' | 'boxes',
  page: Page,
) {
  const r = await rates(deps.db);
  const nowS = deps.clock.nowSeconds();
  const { rows, total } = await repo.owned(deps.db, userId, tab, page);
  return { rows: rows.map((i) => itemView(i, nowS, r)), total };
}

export async function payOrders(deps: Deps, userId: number) {
  const nowS = deps.clock.nowSeconds();
  return (await repo.payOrdersOf(deps.db, userId)).map((o) => payOrderView(o, nowS));
}

export async function messages(deps: Deps, userId: number, page: Page) {
  const { rows, total } = await repo.messages(deps.db, userId, page);
  return { rows: rows.map(messageView), total };
}
