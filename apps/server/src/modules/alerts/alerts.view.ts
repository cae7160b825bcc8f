import type { Alert, AlertFiredEvent } from '@tidemark/contracts';
import type { AlertRow } from './alerts.repo';

export const alertView = (r: AlertRow): Alert => ({
  id: r.id,
  symbol: r.symbol,
  direction: r.direction,
  price: r.target,
  repeat: r.repeat,
  status: r.status,
  fired_count: r.fired_count,
  fired_price: r.fired_price,
  fired_at: r.fired_at,
  created: r.created_at,
});

export const firedEvent = (r: AlertRow, tick: { price: string; ts: number }): AlertFiredEvent => ({
  id: r.id,
  symbol: r.symbol,
  direction: r.direction,
  price: r.target,
  last_price: tick.price,
  tick_ms: tick.ts,
});
