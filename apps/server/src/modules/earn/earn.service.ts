/** The earn products: one service composed of each family's part (see the earn.*.ts files). */
import type {
  EarnHoldings,
  EarnKind,
  EarnOrder,
  EarnProduct,
  EarnProductUpdate,
  LockPreview,
  PageQuery,
} from '@tidemark/contracts';
import type { AuditActor } from '../../platform/audit';
import type * as repo from './earn.repo';
import { type Deps, earnContext } from './earn.shared';
import { payDaysBefore } from './earn.payout';
import { readsOf } from './earn.reads';
import { lockOf } from './earn.lock';
import { flexibleOf } from './earn.flexible';
import { cloudOf } from './earn.cloud';
import { productsOf } from './earn.products';

export interface Earn {
  deps: Deps;
  products(
    kind: EarnKind | undefined,
    page: PageQuery,
  ): Promise<{ rows: unknown[]; total: number }>;
  preview(userId: number, productId: number, amount: string): Promise<LockPreview>;
  buyLock(
    userId: number,
    input: {
      config_id: number;
      amount: string;
      day_rate: string;
      idempotency_key?: string | undefined;
    },
  ): Promise<EarnOrder>;
  subscribe(
    userId: number,
    input: { product_id: number; amount: string; idempotency_key?: string | undefined },
  ): Promise<EarnOrder>;
  redeem(
    userId: number,
    input: { id: number; amount: string; idempotency_key?: string | undefined },
  ): Promise<EarnOrder>;
  buyCloud(
    userId: number,
    input: { product_id: number; units: number; idempotency_key?: string | undefined },
  ): Promise<EarnOrder>;
  cancel(userId: number, id: number): Promise<EarnOrder>;
  orders(
    userId: number,
    filter: { kind?: EarnKind | undefined; status?: number | undefined },
    page: PageQuery,
  ): Promise<{ rows: unknown[]; total: number }>;
  income(
    userId: number,
    orderId: number,
    page: PageQuery,
  ): Promise<{ rows: unknown[]; total: number }>;
  holdings(userId: number): Promise<EarnHoldings>;
  setCloudYield(
    actor: AuditActor,
    productId: number,
    yieldPerUnit: string,
  ): Promise<{ product_id: number; day: string; btc_per_unit: string }>;
  updateProduct(actor: AuditActor, input: EarnProductUpdate): Promise<EarnProduct>;
  /** Pays every unpaid day before `today` (the daily job). */
  payDaysBefore(today: string): Promise<{ records: number; more: boolean }>;
  /** Principal held for users (all, or one), read in the caller's transaction. */
  principalsHeld: typeof repo.principalsHeld;
}

export function createEarnService(deps: Deps): Earn {
  const ctx = earnContext(deps);
  return {
    deps,
    ...readsOf(ctx),
    ...lockOf(ctx),
    ...flexibleOf(ctx),
    ...cloudOf(ctx),
    ...productsOf(ctx),

    async payDaysBefore(todayKey) {
      return payDaysBefore(deps, todayKey);
    },
  };
}
