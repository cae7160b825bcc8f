import { earnEndpoints, pageWindow } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import * as repo from './earn.repo';
import type { Earn } from './earn.service';

/** A product as the console's list shows it: lock tiers as "min:rate,min:rate", as its edit form takes them. */
const consoleRow = (p: repo.ProductRow) => ({
  id: p.id,
  kind: p.kind,
  name: p.name,
  currency: p.currency_code,
  day: p.term_days,
  status: p.status,
  min_amount: p.min_amount,
  max_amount: p.max_amount,
  quota_total: p.quota_total,
  quota_left: p.quota_left,
  user_cap: p.user_cap,
  annual_rate: p.annual_rate,
  early_redeem_fee_rate: p.early_fee_rate,
  tiers: p.tiers.map((t) => `${t.min_amount}:${t.daily_rate}`).join(','),
  cloud_yield: p.cloud_yield,
  cloud_yield_day: p.cloud_yield_day,
});

/** The console's list of earn products: the product role's. */
export function earnAdminRoutes(router: Router, earn: Earn): void {
  router.servePaged(earnEndpoints.consoleProducts, async (q) => {
    const today = new Date(earn.deps.clock.nowMs()).toISOString().slice(0, 10);
    const { rows, total } = await repo.allProducts(earn.deps.db, today, q.status, ...pageWindow(q));
    return { rows: rows.map(consoleRow), total };
  });
}
