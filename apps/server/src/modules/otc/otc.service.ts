/** The OTC desk: one service composed of merchants, ads, orders, disputes and chat. */
import type { OtcAdCreateRequest, OtcOrderCreateRequest, PageQuery } from '@tidemark/contracts';
import type { AuditActor } from '../../platform/audit';
import * as repo from './otc.repo';
import type { Deps } from './otc.shared';
import { applyMerchant, merchantQueue, merchantStatus, reviewMerchant } from './otc.merchants';
import { adDetail, closeAd, createAd, listAds, myAds, otcConfig, quick } from './otc.ads';
import {
  cancel,
  createOrder,
  expireDue,
  markPaid,
  myOrders,
  orderDetail,
  release,
} from './otc.orders';
import { addEvidence, appeal, appealQueue, resolveAppeal } from './otc.disputes';
import { chatList, sendChat } from './otc.chat';

export type Otc = ReturnType<typeof createOtc>;

export function createOtc(deps: Deps) {
  return {
    deps,
    merchantStatus: (u: number) => merchantStatus(deps, u),
    applyMerchant: (u: number, name: string) => applyMerchant(deps, u, name),
    reviewMerchant: (a: AuditActor, u: number, approve: boolean, reason?: string) =>
      reviewMerchant(deps, a, u, approve, reason),
    config: () => otcConfig(deps),
    merchantQueue: (f: Parameters<typeof merchantQueue>[1]) => merchantQueue(deps, f),
    appealQueue: (f: Parameters<typeof appealQueue>[1]) => appealQueue(deps, f),
    queueCounts: () => repo.queueCounts(deps.db),
    createAd: (u: number, i: OtcAdCreateRequest) => createAd(deps, u, i),
    closeAd: (u: number, id: number) => closeAd(deps, u, id),
    listAds: (f: Parameters<typeof listAds>[1]) => listAds(deps, f),
    myAds: (u: number, f: PageQuery) => myAds(deps, u, f),
    adDetail: (id: number) => adDetail(deps, id),
    quick: (q: Parameters<typeof quick>[1]) => quick(deps, q),
    createOrder: (u: number, i: OtcOrderCreateRequest) => createOrder(deps, u, i),
    markPaid: (u: number, id: number) => markPaid(deps, u, id),
    release: (u: number, id: number) => release(deps, u, id),
    cancel: (u: number, id: number) => cancel(deps, u, id),
    appeal: (u: number, q: Parameters<typeof appeal>[2]) => appeal(deps, u, q),
    addEvidence: (u: number, q: Parameters<typeof addEvidence>[2]) => addEvidence(deps, u, q),
    resolveAppeal: (
      a: AuditActor & { operatorId: number },
      q: Parameters<typeof resolveAppeal>[2],
    ) => resolveAppeal(deps, a, q),
    expireDue: (now?: number) => expireDue(deps, now),
    orderDetail: (u: number, id: number) => orderDetail(deps, u, id),
    myOrders: (u: number, f: Parameters<typeof myOrders>[2]) => myOrders(deps, u, f),
    sendChat: (u: number, id: number, body: string) => sendChat(deps, u, id, body),
    chatList: (u: number, id: number) => chatList(deps, u, id),
  };
}
