import { cmp, divDown, mul, roundDown, sub, sum, type Amount } from '../../platform/money';

export interface Subscription {
  id: number;
  requested: Amount;
  cost: Amount;
  price: Amount;
  payPrecision: number;
}

export interface Allocation {
  id: number;
  allocated: Amount;
  paid: Amount;
  refunded: Amount;
}

export interface AllocationPlan {
  totalRequested: Amount;
  totalAllocated: Amount;
  oversubscribed: boolean;
  orders: Allocation[];
}

/**
 * The allocation of a project, from its subscriptions alone (a pure function: every run gives
 * the same result). Undersubscribed, everyone gets what they asked. Oversubscribed, each gets
 * requested × amount / total requested, rounded down to the token's precision; what rounding
 * leaves over is never given out and stays with the issuer. A subscriber pays for the tokens
 * received: the held cost when they got all they asked, otherwise allocated × price rounded
 * down to the pay currency (rounding favours the subscriber); the rest of the hold is released.
 */
export function allocationPlan(
  subs: readonly Subscription[],
  amount: Amount,
  tokenPrecision: number,
): AllocationPlan {
  const totalRequested = sum(subs.map((s) => s.requested));
  const oversubscribed = cmp(totalRequested, amount) > 0;
  const orders = subs.map((s): Allocation => {
    const allocated = oversubscribed
      ? divDown(mul(s.requested, amount), totalRequested, tokenPrecision)
      : s.requested;
    const paid =
      cmp(allocated, s.requested) === 0
        ? s.cost
        : roundDown(mul(allocated, s.price), s.payPrecision);
    return { id: s.id, allocated, paid, refunded: sub(s.cost, paid) };
  });
  return {
    totalRequested,
    totalAllocated: sum(orders.map((o) => o.allocated)),
    oversubscribed,
    orders,
  };
}

/** The arithmetic of one allocation with its numbers, as the subscriber sees it. */
export function allocationFormula(
  requested: Amount,
  allocated: Amount,
  amount: Amount,
  totalRequested: Amount,
  tokenPrecision: number,
): string {
  if (cmp(totalRequested, amount) <= 0)
    return `${totalRequested} ≤ ${amount} → ${requested} = ${allocated}`;
  const exact = divDown(mul(requested, amount), totalRequested, 18);
  return `${requested} × ${amount} / ${totalRequested} = ${exact} → ${allocated} (${tokenPrecision})`;
}
