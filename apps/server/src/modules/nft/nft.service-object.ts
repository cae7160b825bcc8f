import type { Platform } from '../../platform/module';
import { fail } from '../../platform/errors';
import * as repo from './nft.repo';
import * as artists from './nft.artists';
import * as auctions from './nft.auctions';
import * as boxes from './nft.boxes';
import * as listings from './nft.listings';
import * as reads from './nft.reads';
import * as review from './nft.review';
import * as sales from './nft.sales';
import * as settlement from './nft.settlement';
import type { Deps } from './nft.shared';
import * as uploads from './nft.uploads';

/** The marketplace of this node, its functions bound to the platform. */
export function createNftService(
  platform: Pick<Platform, 'db' | 'realtime' | 'clock' | 'files' | 'log'>,
) {
  const deps: Deps = platform;
  return {
    deps,
    list: (viewer: number | null, f: Parameters<typeof reads.list>[2]) =>
      reads.list(deps, viewer, f),
    detail: (viewer: number | null, by: { id?: number | undefined; code?: string | undefined }) =>
      reads.detail(deps, viewer, by),
    artists: (page: { page: number; limit: number }) => artists.artists(deps, page),
    artistDetail: (viewer: number | null, uid: number) => artists.artistDetail(deps, viewer, uid),
    collect: (userId: number, code: string) => reads.collect(deps, userId, code),
    collection: (userId: number) => reads.collection(deps, userId),
    currencies: () => repo.currencies(deps.db),
    buy: (userId: number, code: string, key?: string) => sales.buy(deps, userId, code, key),
    bid: (userId: number, input: Parameters<typeof auctions.bid>[2]) =>
      auctions.bid(deps, userId, input),
    payMargin: (userId: number, input: { code: string }) => auctions.payMargin(deps, userId, input),
    quotationLog: (viewer: number | null, code: string) => reads.quotationLog(deps, viewer, code),
    mine: (
      userId: number,
      tab: 'owned' | 'on_sale' | 'boxes',
      page: { page: number; limit: number },
    ) => reads.mine(deps, userId, tab, page),
    myBids: (userId: number, page: { page: number; limit: number }) =>
      reads.myBids(deps, userId, page),
    openBox: (userId: number, code: string) => boxes.openBox(deps, userId, code),
    boxSeries: (seriesId: number) => boxes.boxSeries(deps, seriesId),
    resell: (userId: number, input: Parameters<typeof listings.resell>[2]) =>
      listings.resell(deps, userId, input),
    cancelListing: (userId: number, code: string) => listings.cancelListing(deps, userId, code),
    payOrders: (userId: number) => reads.payOrders(deps, userId),
    pay: (userId: number, orderId: number) => auctions.pay(deps, userId, orderId),
    async readOrder(userId: number, id: number) {
      if (!(await repo.markPayOrderRead(deps.db, id, userId))) fail('nft_order_not_found');
      return { id };
    },
    messages: (userId: number, page: { page: number; limit: number }) =>
      reads.messages(deps, userId, page),
    async readMessage(userId: number, id: number) {
      if (!(await repo.markMessageRead(deps.db, id, userId))) fail('not_found');
      return { id };
    },
    becomeArtist: (userId: number, a: { name: string; bio: string }) =>
      artists.becomeArtist(deps, userId, a),
    storeMedia: (userId: number, bytes: Buffer) => uploads.storeMedia(deps, userId, bytes),
    mediaFile: (name: string) => uploads.mediaFile(deps, name),
    create: (userId: number, input: Parameters<typeof listings.create>[2]) =>
      listings.create(deps, userId, input),
    reviews: (page: { page: number; limit: number }) => review.reviews(deps, page),
    review: (...args: Parameters<typeof review.review> extends [unknown, ...infer R] ? R : never) =>
      review.review(deps, ...args),
    settleDue: () => settlement.settleDue(deps),
  };
}

export type NftService = ReturnType<typeof createNftService>;
