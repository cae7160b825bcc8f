import { useQueryClient } from '@tanstack/react-query';
import { SOCKET_EVENTS, SPOT_RECENT_TRADES, type SpotTrade } from '@tidemark/contracts';
import { withSchemas } from '../../../shared/api/lazy-schemas';
import { socketRooms } from '../../../shared/socket/socket';
import { useSocketEvent, useSocketRoom } from '../../../shared/socket/use-socket';
import { spotKeys } from '../api/keys';
import { spotSchemas } from '../api/lazy';

/** `fresh` (newest first) on top of `list`, without repeats, at most `limit` trades. */
export function prependTrades(
  list: readonly SpotTrade[],
  fresh: readonly SpotTrade[],
  limit = SPOT_RECENT_TRADES,
): SpotTrade[] {
  const seen = new Set(fresh.map((trade) => trade.id));
  return [...fresh, ...list.filter((trade) => !seen.has(trade.id))].slice(0, limit);
}

/**
 * Keeps the recent trades of `symbol` live: joins `trades:<symbol>`; each `match_trade` carries
 * only the new trades, which go on top of the cached list. Before the first fetch there is
 * nothing to add to: the fetch brings them.
 */
export function useTradesBridge(symbol: string): void {
  const client = useQueryClient();
  useSocketRoom(socketRooms.trades(symbol));
  useSocketEvent(SOCKET_EVENTS.matchTrade, (payload) =>
    withSchemas(spotSchemas, ({ matchTradeEventSchema }) => {
      const parsed = matchTradeEventSchema.safeParse(payload);
      if (!parsed.success || parsed.data.symbol !== symbol) return;
      const fresh = parsed.data.data;
      client.setQueryData<SpotTrade[]>(spotKeys.trades(symbol), (list) =>
        list ? prependTrades(list, fresh) : list,
      );
    }),
  );
}
