/** The chat of an order between its two parties. */
import { OTC_SOCKET_EVENTS } from '@tidemark/contracts';
import { fail } from '../../platform/errors';
import * as repo from './otc.repo';
import type { Deps } from './otc.shared';

export async function sendChat(deps: Deps, userId: number, id: number, body: string) {
  const o = await repo.order(deps.db, id);
  if (!o || (o.buyer_id !== userId && o.seller_id !== userId)) return fail('otc_order_not_found');
  await repo.insertChat(deps.db, id, userId, body, deps.clock.nowSeconds());
  for (const user of [o.buyer_id, o.seller_id])
    deps.realtime.toUser(user, OTC_SOCKET_EVENTS.chat, { id });
  return chatList(deps, userId, id);
}

export async function chatList(deps: Deps, userId: number, id: number) {
  const o = await repo.order(deps.db, id);
  if (!o || (o.buyer_id !== userId && o.seller_id !== userId)) return fail('otc_order_not_found');
  const rows = await repo.chat(deps.db, id);
  return {
    list: rows.map((r) => ({
      id: r.id,
      mine: r.sender_id === userId,
      body: r.body,
      created: r.created_at,
    })),
  };
}
