import * as repo from './dual.repo';
import type { Dual } from './dual.service';
import { SETTLE_HOUR_S } from './dual.service';

const DAY = 86_400;

/** A ladder of dual products (BTC and ETH, call and put, strikes around the start price). */
export async function seedDualDemo(dual: Dual): Promise<void> {
  const now = dual.deps.clock.nowSeconds();
  const today = Math.floor(now / DAY) * DAY;
  const ladders = [
    {
      currency_id: 1,
      share: { call: '0.01', put: '100' },
      strikes: { call: ['98000', '100000', '104000'], put: ['94000', '92000', '88000'] },
    },
    {
      currency_id: 2,
      share: { call: '0.1', put: '100' },
      strikes: { call: ['3500', '3600', '3800'], put: ['3300', '3200', '3000'] },
    },
  ] as const;
  for (const l of ladders) {
    for (const type of ['call', 'put'] as const) {
      for (const [i, strike] of l.strikes[type].entries()) {
        for (const days of [3, 7]) {
          const endAt = today + days * DAY + SETTLE_HOUR_S;
          const exists = { currencyId: l.currency_id, type, strike, endAt };
          // Seeding runs on every start: a product already there stays as it is.
          if (await repo.productExists(dual.deps.db, exists)) continue;
          await dual.createProduct(
            { system: 'demo-seed' },
            {
              currency_id: l.currency_id,
              type,
              exercise_price: strike,
              rate: String(20 + i * 15 + days * 2),
              share_amount: l.share[type],
              start_at: today - DAY,
              end_at: endAt,
              total_number: 1000,
              user_limit: 100,
            },
          );
        }
      }
    }
  }
}
