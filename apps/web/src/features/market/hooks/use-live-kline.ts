import { useState } from 'react';
import { SOCKET_EVENTS, type KlinePeriod } from '@tidemark/contracts';
import { socketRooms } from '../../../shared/socket/socket';
import { useSocketEvent, useSocketRoom } from '../../../shared/socket/use-socket';
import {
  chartBarFromLive,
  type ChartBar,
  type LiveKlinePayload,
} from '../../../shared/ui/kline-chart/chart-data';

interface KlineEvent extends LiveKlinePayload {
  symbol: string;
  period: string;
}

function isKlineEvent(value: unknown): value is KlineEvent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.symbol === 'string' &&
    typeof v.period === 'string' &&
    typeof v.time === 'number' &&
    ['open', 'high', 'low', 'close', 'volume'].every((key) => typeof v[key] === 'string')
  );
}

/**
 * The forming bar of `symbol` at `period`, from the `kline:<symbol>:<period>` room. It goes
 * straight to the chart (which draws it with one `update`), not into the query cache: the
 * history is reloaded whenever a period is opened, so the cache never needs it.
 */
export function useLiveKline(symbol: string, period: KlinePeriod): ChartBar | null {
  const key = `${symbol}:${period}`;
  const [live, setLive] = useState<{ key: string; bar: ChartBar } | null>(null);
  useSocketRoom(socketRooms.kline(symbol, period));
  useSocketEvent(SOCKET_EVENTS.kline, (payload) => {
    if (!isKlineEvent(payload) || payload.symbol !== symbol || payload.period !== period) return;
    setLive({ key, bar: chartBarFromLive(payload) });
  });
  // A bar of the previous pair or period never reaches the new chart.
  return live?.key === key ? live.bar : null;
}
