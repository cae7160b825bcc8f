import { z } from 'zod';
import { intSchema } from '../common/ids';
import { decimalString } from '../common/decimal';
import { SPOT_TRADES_LIMIT_MAX } from './constants';
import { spotSymbolRequest } from './schemas';

/** GET /coin/trades and GET /coin/my_trades: the last `limit` trades of a pair (default 30, at most 100). */
export const spotTradesRequest = spotSymbolRequest.extend({
  limit: intSchema(1, SPOT_TRADES_LIMIT_MAX).optional(),
});

/**
 * One fill of the signed-in user's orders (GET /coin/my_trades): `direction` is the user's side,
 * `role` whether the user's order was resting (maker) or arriving (taker).
 */
export const spotFillSchema = z.object({
  id: z.int(),
  order_id: z.int(),
  price: decimalString,
  amount: decimalString,
  direction: z.enum(['buy', 'sell']),
  role: z.enum(['maker', 'taker']),
  ts: z.number(),
});
export type SpotFill = z.infer<typeof spotFillSchema>;
