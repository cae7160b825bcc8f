import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Input } from 'antd-mobile';
import { z } from 'zod';
import { ACCOUNT_TYPES, compareDecimals, decimalString } from '@tidemark/contracts';
import { api } from '../api/client';
import { currenciesQuery } from '../api/currencies';
import { divideDecimals } from '../format/decimal';
import { selectIsLoggedIn, useAppStore } from '../store/app-store';
import form from './form.module.css';

/**
 * An amount a product screen is about to move (a lock-up, a subscription, units, collateral):
 * the field keeps exactly what was typed — it never drops a character and merges the digits
 * around it — and `checkAmount` says what is wrong with it, so the screen shows that next to
 * the field and opens no confirmation. What the field holds when the check passes is what is
 * sent and what the confirmation shows.
 */

/** What is wrong with a typed amount; `limit` is the bound it broke (a plain decimal). */
export type AmountProblem =
  | { kind: 'required' }
  | { kind: 'invalid' }
  | { kind: 'whole' }
  | { kind: 'decimals'; places: number }
  | { kind: 'min'; limit: string }
  | { kind: 'max'; limit: string }
  | { kind: 'balance'; limit: string };

export interface AmountRules {
  /** The most decimals the amount may have (the currency's precision; 0: whole numbers). */
  decimals: number;
  /** The smallest and largest amount the screen knows are allowed (null: no such bound). */
  min?: string | null | undefined;
  max?: string | null | undefined;
  /** What the user can spend (undefined while unknown), against `spend(value)`. */
  available?: string | null | undefined;
  /** What an amount spends from `available` (a price × units, a payment held): the amount by default. */
  spend?: ((value: string) => string) | undefined;
}

/** Digits with one decimal separator: a point, or the comma a French or Spanish keypad types. */
const TYPED = /^(\d+)(?:[.,](\d*))?$|^[.,](\d+)$/;

/**
 * The plain decimal typed ('1.' reads as '1', '.5' as '0.5', '100,5' as '100.5'; otherwise as
 * typed, so what is sent is what the user sees) and what is wrong with it, in the order a user would fix it: a
 * number at all, its decimals, above zero, then the bounds.
 */
export function checkAmount(
  text: string,
  rules: AmountRules,
): { value: string | null; problem: AmountProblem | null } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, problem: { kind: 'required' } };
  const match = TYPED.exec(trimmed);
  if (!match) return { value: null, problem: { kind: 'invalid' } };
  const int = match[1] ?? '0';
  const frac = match[2] ?? match[3] ?? '';
  if (frac.length > rules.decimals)
    return {
      value: null,
      problem:
        rules.decimals === 0 ? { kind: 'whole' } : { kind: 'decimals', places: rules.decimals },
    };
  const value = `${int.replace(/^0+(?=\d)/, '')}${frac ? `.${frac}` : ''}`;
  if (!/[1-9]/.test(value)) return { value: null, problem: { kind: 'required' } };
  if (rules.min && compareDecimals(value, rules.min) < 0)
    return { value, problem: { kind: 'min', limit: rules.min } };
  if (rules.max && compareDecimals(value, rules.max) > 0)
    return { value, problem: { kind: 'max', limit: rules.max } };
  const spent = rules.spend ? rules.spend(value) : value;
  if (typeof rules.available === 'string' && compareDecimals(spent, rules.available) > 0)
    return { value, problem: { kind: 'balance', limit: rules.available } };
  return { value, problem: null };
}

/** The smallest of the bounds given (null ones ignored), or null. */
export function lowestOf(...values: Array<string | null | undefined>): string | null {
  let lowest: string | null = null;
  for (const v of values)
    if (typeof v === 'string' && (lowest === null || compareDecimals(v, lowest) < 0)) lowest = v;
  return lowest;
}

/** `value` rounded down to `places` decimals, never below zero ('0' for a negative). */
export function floorTo(value: string, places: number): string {
  if (compareDecimals(value, '0') <= 0) return '0';
  return divideDecimals(value, '1', places, 'down');
}

/** Decimal places kept by currency code ('USDT' → 6); undefined while the list loads. */
export function useCurrencyPrecision(code: string | undefined): number | undefined {
  return useQuery({
    ...currenciesQuery(),
    select: (list) => list.find((c) => c.name === code)?.precision,
  }).data;
}

/** Only what the amount screens read of GET /api/wallet/list. */
const spotBalancesSchema = z.object({
  accounts: z.array(
    z.object({
      account_type: z.int(),
      balances: z.array(z.object({ currency_name: z.string(), available: decimalString })),
    }),
  ),
});

/**
 * What the user can spend of `code` in the spot account, which every product here is paid
 * from; undefined while it loads or for a visitor. Its key sits under the wallet's
 * `balances`, so the socket's `balance` event refreshes it with the rest of the balances.
 */
export function useSpotAvailable(code: string | undefined): string | undefined {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({
    queryKey: ['wallet', 'balances', 'spot-available'],
    enabled: loggedIn && code !== undefined,
    queryFn: async () =>
      spotBalancesSchema.parse(
        await api.get<unknown>('/wallet/list', undefined, { silent: true, loading: false }),
      ),
    select: (list) => {
      const spot = list.accounts.find((a) => a.account_type === ACCOUNT_TYPES.change);
      return spot?.balances.find((b) => b.currency_name === code)?.available ?? '0';
    },
  }).data;
}

/**
 * The amount input of a product screen: the text as typed, the problem under it in the user's
 * language, then what is available and a "Max" that fills the largest valid amount. Test ids:
 * `<testId>` (wrapping the input), `<testId>-problem`, `<testId>-available`, `<testId>-max`.
 */
export function AmountField({
  id,
  value,
  onChange,
  decimals,
  placeholder,
  problem,
  available,
  max,
  className,
  before,
  after,
  testId,
}: {
  id?: string;
  value: string;
  onChange: (text: string) => void;
  decimals: number;
  placeholder?: string;
  /** The problem to show, already in words (null: none). */
  problem: string | null;
  /** "Available" and the amount with its currency, or nothing for a visitor. */
  available?: { label: string; text: string } | null;
  /** The "Max" action: its label and the amount it fills (null while it is unknown). */
  max?: { label: string; value: string | null } | null;
  className?: string;
  /** Beside the input, inside its box (a stepper's minus and plus). */
  before?: ReactNode;
  after?: ReactNode;
  testId: string;
}): ReactNode {
  return (
    <>
      <div className={className} data-testid={testId}>
        {before}
        <Input
          id={id}
          value={value}
          onChange={onChange}
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          placeholder={placeholder}
          aria-invalid={problem ? true : undefined}
        />
        {after}
      </div>
      {problem ? (
        <p className={form.problem} role="alert" data-testid={`${testId}-problem`}>
          {problem}
        </p>
      ) : null}
      {available ? (
        <div className={form.figure}>
          <span>{available.label}</span>
          <strong data-testid={`${testId}-available`}>{available.text}</strong>
          {max ? (
            <button
              type="button"
              className={form.link}
              disabled={max.value === null}
              onClick={() => {
                if (max.value !== null) onChange(max.value);
              }}
              data-testid={`${testId}-max`}
            >
              {max.label}
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
