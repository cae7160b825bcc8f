import { ACCOUNT_TYPES, type HoldingKind } from '@tidemark/contracts';
import { userBalanceParts } from '../../ledger';
import type { Queryable } from '../../platform/db';
import { add, isZero, neg } from '../../platform/money';
import { must } from '../../platform/assert';
import type { Services } from '../../platform/module';

/** The modules that keep users' money outside the plain balance of their accounts. */
export interface HoldingSources {
  earn: Pick<Services['earn'], 'principalsHeld'>;
  loans: Pick<Services['loans'], 'collateralHeld'>;
  lever: Pick<Services['lever'], 'copyMarginsHeld'>;
}

/** Holds that keep money for a product: that part of the account is shown as the product's. */
const HOLD_KINDS: Record<string, HoldingKind> = {
  otc_order: 'otc',
  dual_order: 'dual',
  launchpad_order: 'launchpad',
  nft_item: 'nft',
};

const ACCOUNT_KINDS: Record<number, HoldingKind> = {
  [ACCOUNT_TYPES.legal]: 'fiat',
  [ACCOUNT_TYPES.change]: 'spot',
  [ACCOUNT_TYPES.lever]: 'contract',
  [ACCOUNT_TYPES.micro]: 'options',
};

interface Holding {
  user_id: number;
  kind: HoldingKind;
  currency_id: number;
  amount: string;
}

/**
 * Everything the platform owes users (all, or one), by user, kind and currency, read in the
 * caller's transaction: each account's balance (both buckets) less what product holds keep of
 * it, those holds by product, copy margin out of the contract account, and the money kept in
 * custody accounts (earn principal, loan collateral). The proof of liabilities builds each leaf
 * from these rows and the assets page shows them, so both always agree.
 */
export async function holdingsOf(
  q: Queryable,
  sources: HoldingSources,
  userId: number | null,
): Promise<Holding[]> {
  // One after the other: inside a transaction the statements share one connection.
  const parts = await userBalanceParts(q, userId, Object.keys(HOLD_KINDS));
  const copies = await sources.lever.copyMarginsHeld(q, userId);
  const principals = await sources.earn.principalsHeld(q, userId);
  const collateral = await sources.loans.collateralHeld(q, userId);
  const sums = new Map<string, Holding>();
  const put = (user: number, kind: HoldingKind, currency: number, amount: string) => {
    const key = `${user}:${kind}:${currency}`;
    const h = sums.get(key);
    if (h) h.amount = add(h.amount, amount);
    else sums.set(key, { user_id: user, kind, currency_id: currency, amount });
  };
  for (const p of parts) {
    // Every part is owed: an account type without a kind is a bug, never a balance left out.
    const kind = must(
      p.ref_type === null ? ACCOUNT_KINDS[p.account_type] : HOLD_KINDS[p.ref_type],
      `a holding kind for account type ${p.account_type} / ${p.ref_type ?? 'balance'}`,
    );
    put(p.user_id, kind, p.currency_id, p.amount);
  }
  for (const c of copies) {
    put(c.user_id, 'contract', c.currency_id, neg(c.amount));
    put(c.user_id, 'copytrade', c.currency_id, c.amount);
  }
  for (const e of principals)
    put(e.user_id, e.kind === 'lock' ? 'lock_mining' : 'defi', e.currency_id, e.amount);
  for (const l of collateral) put(l.user_id, 'loan_collateral', l.currency_id, l.amount);
  return [...sums.values()].filter((h) => !isZero(h.amount));
}

/** The custody system accounts whose balances are the users' money `holdingsOf` counts. */
export const CUSTODY_ACCOUNTS = ['earn', 'loan_collateral'] as const;
