/** The reads: products on sale, a user's orders and income, holdings valued in USDT. */
import { pageWindow } from '@tidemark/contracts';
import { fail } from '../../platform/errors';
import { fixed, mul, sum } from '../../platform/money';
import * as repo from './earn.repo';
import { orderView, productView, incomeView } from './earn.view';
import { USDT, type EarnContext } from './earn.shared';
import type { Earn } from './earn.service';

export function readsOf(
  ctx: EarnContext,
): Pick<Earn, 'products' | 'orders' | 'income' | 'principalsHeld' | 'holdings'> {
  const { deps, db, clock, today, onSale } = ctx;
  return {
    async products(kind, page) {
      const { rows, total } = await repo.listProducts(db, today(), kind, ...pageWindow(page));
      const nowMs = clock.nowMs();
      return { rows: rows.map((p) => productView(p, onSale(p, nowMs))), total };
    },

    async orders(userId, filter, page) {
      const { rows, total } = await repo.listOrders(db, userId, filter, ...pageWindow(page));
      const day = today();
      return { rows: rows.map((o) => orderView(o, day)), total };
    },

    async income(userId, orderId, page) {
      const o = await repo.order(db, orderId);
      if (!o || o.user_id !== userId) return fail('earn_order_not_found');
      const { rows, total } = await repo.incomeOf(db, orderId, ...pageWindow(page));
      return { rows: rows.map(incomeView), total };
    },

    principalsHeld: (q, userId) => repo.principalsHeld(q, userId),

    async holdings(userId) {
      const rows = await repo.activeOrders(db, userId);
      const prices = new Map<number, string>();
      const priceOf = async (currencyId: number, code: string) => {
        if (currencyId === USDT) return '1';
        if (!prices.has(currencyId)) {
          const live = deps.market.price(`${code}/USDT`, clock.nowMs());
          prices.set(currencyId, live?.price ?? (await repo.tablePrice(db, currencyId)));
        }
        return prices.get(currencyId)!;
      };
      const items = [];
      for (const o of rows) {
        // A cloud contract is a purchase: nothing of it comes back, so it has no value to count.
        const value =
          o.kind === 'cloud'
            ? '0'
            : fixed(mul(o.amount, await priceOf(o.currency_id, o.currency_code)), 2);
        items.push({
          order_id: Number(o.id),
          kind: o.kind,
          product_name: o.product_name,
          currency_name: o.currency_code,
          amount: o.amount,
          usdt_value: value,
          payout_currency_name: o.payout_code,
          total_interest: o.total_interest,
        });
      }
      return { total_usdt: fixed(sum(['0', ...items.map((i) => i.usdt_value)]), 2), items };
    },
  };
}
