import type { Platform } from '../../platform/module';
import { fail } from '../../platform/errors';
import * as repo from './nft.repo';
import * as svc from './nft.service';

/** The marketplace of this node, its functions bound to the platform. */
export function createNftService(
  platform: Pick<Platform, 'db' | 'realtime' | 'clock' | 'files' | 'log'>,
) {
  const deps: svc.Deps = platform;
  return {
    deps,
    list: (viewer: number | null, f: Parameters<typeof svc.list>[2]) => svc.list(deps, viewer, f),
    detail: (viewer: number | null, by: { id?: number | undefined; code?: string | undefined }) =>
      svc.detail(deps, viewer, by),
    artists: (page: { page: number; limit: number }) => svc.artists(deps, page),
    artistDetail: (viewer: number | null, uid: number) => svc.artistDetail(deps, viewer, uid),
    collect: (userId: number, code: string) => svc.collect(deps, userId, code),
    collection: (userId: number) => svc.collection(deps, userId),
    currencies: () => repo.currencies(deps.db),
    buy: (userId: number, code: string, key?: string) => svc.buy(deps, userId, code, key),
    bid: (userId: number, input: Parameters<typeof svc.bid>[2]) => svc.bid(deps, userId, input),
    payMargin: (userId: number, input: { code: string }) => svc.payMargin(deps, userId, input),
    quotationLog: (viewer: number | null, code: string) => svc.quotationLog(deps, viewer, code),
    mine: (
      userId: number,
      tab: 'owned' | 'on_sale' | 'boxes',
      page: { page: number; limit: number },
    ) => svc.mine(deps, userId, tab, page),
    myBids: (userId: number, page: { page: number; limit: number }) =>
      svc.myBids(deps, userId, page),
    openBox: (userId: number, code: string) => svc.openBox(deps, userId, code),
    boxSeries: (seriesId: number) => svc.boxSeries(deps, seriesId),
    resell: (userId: number, input: Parameters<typeof svc.resell>[2]) =>
      svc.resell(deps, userId, input),
    cancelListing: (userId: number, code: string) => svc.cancelListing(deps, userId, code),
    payOrders: (userId: number) => svc.payOrders(deps, userId),
    pay: (userId: number, orderId: number) => svc.pay(deps, userId, orderId),
    async readOrder(userId: number, id: number) {
      if (!(await repo.markPayOrderRead(deps.db, id, userId))) fail('nft_order_not_found');
      return { id };
    },
    messages: (userId: number, page: { page: number; limit: number }) =>
      svc.messages(deps, userId, page),
    async readMessage(userId: number, id: number) {
      if (!(await repo.markMessageRead(deps.db, id, userId))) fail('not_found');
      return { id };
    },
    becomeArtist: (userId: number, a: { name: string; bio: string }) =>
      svc.becomeArtist(deps, userId, a),
    storeMedia: (userId: number, bytes: Buffer) => svc.storeMedia(deps, userId, bytes),
    mediaFile: (name: string) => svc.mediaFile(deps, name),
    create: (userId: number, input: Parameters<typeof svc.create>[2]) =>
      svc.create(deps, userId, input),
    reviews: (page: { page: number; limit: number }) => svc.reviews(deps, page),
    review: (...args: Parameters<typeof svc.review> extends [unknown, ...infer R] ? R : never) =>
      svc.review(deps, ...args),
    settleDue: () => svc.settleDue(deps),
  };
}

export type NftService = ReturnType<typeof createNftService>;
