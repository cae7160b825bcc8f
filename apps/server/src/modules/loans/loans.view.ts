import type { AdminLoan, Loan } from '@tidemark/contracts';
import { must } from '../../platform/assert';
import { add, dec, divDown, isPositive, isZero, mul, roundDown } from '../../platform/money';
import type { EventRow, LoanRow } from './loans.repo';

/**
 * A loan as the app and the console show it, shaped from data read beforehand: no query here,
 * so a page of loans is read in a few statements whatever its length (see `views` in
 * loans.service.ts).
 */

/** Each currency's latest USDT price (`usdtPrices`): null with no tick yet. */
export type UsdtPrices = Map<number, { price: string; ts: number | null } | null>;
/** Each currency's code, precision and USDT instrument's price decimals (`currencyPriceTerms`). */
export type Decimals = Map<number, { code: string; precision: number; decimals: number | null }>;

export interface Mark {
  /** Collateral price in the loan currency. */
  price: string;
  /** The tick behind it (the non-USDT side; the collateral's when both have one). */
  tickMs: number | null;
  loanTickMs: number | null;
}

/** The collateral's price in the loan currency from the latest recorded USDT prices. */
export function markOf(
  prices: UsdtPrices,
  loanCurrency: number,
  collateralCurrency: number,
): Mark | null {
  const l = prices.get(loanCurrency) ?? null;
  const c = prices.get(collateralCurrency) ?? null;
  if (!l || !c || !isPositive(l.price)) return null;
  return { price: divDown(c.price, l.price), tickMs: c.ts ?? l.ts, loanTickMs: l.ts };
}

/** Debt over collateral value, to 6 places (a fraction). */
export const ltvOf = (debt: string, collateral: string, price: string) =>
  isZero(collateral) ? '1' : roundDown(dec(debt).div(mul(collateral, price)).toFixed(), 6);

export const debtOf = (l: Pick<LoanRow, 'principal' | 'interest'>) => add(l.principal, l.interest);

/**
 * The decimals a mark (the collateral's price in the loan currency) is shown at. In USDT it is
 * the collateral's tick, so its instrument's price decimals; across two coins it is a ratio of
 * two ticks with no instrument of its own, shown at the loan currency's precision (1 USDT is
 * 0.0000154 BTC: fewer places would show nothing).
 */
export function markDecimals(
  d: Decimals,
  loanCurrency: number,
  collateralCurrency: number,
): number {
  const loan = must(d.get(loanCurrency), 'loan currency');
  const collateral = must(d.get(collateralCurrency), 'collateral currency');
  if (loan.code === 'USDT') return collateral.decimals ?? loan.precision;
  return loan.precision;
}

/** An open loan's mark now; none for a closed one. */
const markFor = (l: LoanRow, prices: UsdtPrices) =>
  l.status === 'open' ? markOf(prices, l.loan_currency_id, l.collateral_currency_id) : null;

/** An open loan's LTV at its mark now (none for a closed one), and whether it was margin called. */
const riskOf = (l: LoanRow, prices: UsdtPrices) => {
  const m = markFor(l, prices);
  return {
    ltv: m ? ltvOf(debtOf(l), l.collateral, m.price) : null,
    margin_called: l.margin_called_at !== null,
  };
};

/** The borrower's view of a loan: its figures, LTV now (open loans) and events. */
export function loanView(
  l: LoanRow,
  d: { prices: UsdtPrices; events: EventRow[]; decimals: Decimals },
): Loan {
  return {
    id: l.id,
    loan_currency_id: l.loan_currency_id,
    loan_currency_name: l.loan_currency_code,
    collateral_currency_id: l.collateral_currency_id,
    collateral_currency_name: l.collateral_currency_code,
    principal: l.principal,
    interest: l.interest,
    debt: debtOf(l),
    collateral: l.collateral,
    annual_rate: l.annual_rate,
    term_days: l.term_days,
    opened_at: l.opened_at,
    due_at: l.due_at,
    status: l.status,
    ...riskOf(l, d.prices),
    closed_at: l.closed_at,
    price_decimals: markDecimals(d.decimals, l.loan_currency_id, l.collateral_currency_id),
    events: d.events.map((e) => ({
      id: e.id,
      kind: e.kind,
      amount: e.amount,
      price: e.price,
      tick_ms: e.tick_ms,
      ltv: e.ltv,
      created: e.created_at,
    })),
  };
}

/** The operator's row of a loan: its borrower and LTV now (open loans). */
export function adminLoanView(l: LoanRow & { account: string }, prices: UsdtPrices): AdminLoan {
  return {
    id: l.id,
    user_id: l.user_id,
    account: l.account,
    loan_currency_name: l.loan_currency_code,
    collateral_currency_name: l.collateral_currency_code,
    principal: l.principal,
    interest: l.interest,
    collateral: l.collateral,
    annual_rate: l.annual_rate,
    term_days: l.term_days,
    status: l.status,
    ...riskOf(l, prices),
    opened_at: l.opened_at,
    due_at: l.due_at,
    closed_at: l.closed_at,
  };
}

/** The currencies whose prices the open loans among `rows` need (none when all are closed). */
export const markCurrencies = (rows: LoanRow[]): number[] => [
  ...new Set(
    rows
      .filter((l) => l.status === 'open')
      .flatMap((l) => [l.loan_currency_id, l.collateral_currency_id]),
  ),
];
