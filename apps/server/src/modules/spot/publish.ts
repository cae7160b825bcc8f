import type { FastifyBaseLogger } from 'fastify';
import { SOCKET_EVENTS } from '@tidemark/contracts';
import type { Db } from '../../platform/db';
import type { Realtime } from '../../platform/realtime';
import type { BatchOutbox } from './settle';
import * as repo from './spot.repo';
import { depthView, orderView, type DepthSides } from './spot.view';

export interface PublishDeps {
  db: Db;
  log: FastifyBaseLogger;
  realtime: Realtime;
}

/**
 * Socket events of a committed batch: trades (newest first) and depth to the pair's rooms,
 * each changed order to its owner only (never the house's), and a balance nudge to every
 * user whose funds moved.
 */
export function publishBatch(
  deps: PublishDeps,
  symbol: string,
  out: BatchOutbox,
  depth: DepthSides | null,
): void {
  const { realtime } = deps;
  if (out.trades.length)
    realtime.toRoom(`trades:${symbol}`, SOCKET_EVENTS.matchTrade, {
      symbol,
      data: [...out.trades].reverse(),
    });
  if (out.bookChanged && depth)
    realtime.toRoom(
      `depth:${symbol}`,
      SOCKET_EVENTS.marketDepth,
      depthView(symbol, depth, Date.now()),
    );
  if (out.orders.size) {
    void repo
      .orderDetails(deps.db, [...out.orders])
      .then((rows) => {
        for (const row of rows) {
          if (row.user_id === null) continue;
          realtime.toUser(row.user_id, SOCKET_EVENTS.orderUpdate, orderView(row));
        }
      })
      .catch((err: unknown) => deps.log.warn({ err }, 'spot order_update failed'));
  }
  for (const u of out.users) realtime.toUser(u, SOCKET_EVENTS.balance, {});
}
