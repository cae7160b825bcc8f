import { useQueryClient } from '@tanstack/react-query';
import { SOCKET_EVENTS, type SpotDepth } from '@tidemark/contracts';
import { withSchemas } from '../../../shared/api/lazy-schemas';
import { socketRooms } from '../../../shared/socket/socket';
import { useSocketEvent, useSocketRoom } from '../../../shared/socket/use-socket';
import { spotKeys } from '../api/keys';
import { spotSchemas } from '../api/lazy';

/**
 * Keeps the depth of `symbol` live: joins `depth:<symbol>` and writes each `market_depth`
 * snapshot into the cache, unless the cache already holds a newer one (a refetch raced it).
 */
export function useDepthBridge(symbol: string): void {
  const client = useQueryClient();
  useSocketRoom(socketRooms.depth(symbol));
  useSocketEvent(SOCKET_EVENTS.marketDepth, (payload) =>
    withSchemas(spotSchemas, ({ spotDepthSchema }) => {
      const parsed = spotDepthSchema.safeParse(payload);
      if (!parsed.success || parsed.data.symbol !== symbol) return;
      const next = parsed.data;
      client.setQueryData<SpotDepth>(spotKeys.depth(symbol), (current) =>
        current && current.ts > next.ts ? current : next,
      );
    }),
  );
}
