import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Currency } from '@tidemark/contracts';
import { moneyText, signedMoneyText, type MoneyKind } from '../format/precision';
import { api } from './client';
import { checked, lazySchemas } from './lazy-schemas';

const currencySchemas = lazySchemas(() => import('./currency-schemas'));

/**
 * GET /api/currency/list: every listed coin with its chains, limits and the places its money
 * shows with. The wallet, the spot and contract screens and the orders lists all read it (one
 * cached list), so it lives in shared.
 */
export async function fetchCurrencies(): Promise<Currency[]> {
  return checked(
    api.get<unknown>('/currency/list', undefined, { silent: true, loading: false }),
    currencySchemas,
    (m) => m.currencyListSchema,
  );
}

export const currencyKeys = {
  all: ['currencies'] as const,
};

export const currenciesQuery = () =>
  queryOptions({
    queryKey: currencyKeys.all,
    queryFn: fetchCurrencies,
    staleTime: 10 * 60_000,
  });

interface Places {
  display: number;
  precision: number;
}

/**
 * Module-level, so the query keeps its result between renders: a selector made in each render
 * is run again in each render, and this one builds a map of every currency.
 */
const placesByCode = (list: Currency[]): Map<string, Places> =>
  new Map(list.map((c) => [c.name, { display: c.display_places, precision: c.precision }]));

function usePlacesByCode(): Map<string, Places> | undefined {
  return useQuery({ ...currenciesQuery(), select: placesByCode }).data;
}

/** Display places by currency code ('USDT' → 2), for the precision rule's money. */
export type MoneyPlaces = (code: string | undefined) => number | undefined;

/**
 * The places money in a currency shows with; undefined while the list loads or for a code it
 * does not know, which the money formatter reads as its fallback.
 */
export function useMoneyPlaces(): MoneyPlaces {
  const byCode = usePlacesByCode();
  return (code) => (code === undefined ? undefined : byCode?.get(code)?.display);
}

/**
 * How an amount of a currency is shown: 'held' and 'cost' as the precision rule says (at the
 * display places); 'exact' for an amount the user typed and is about to move (or what follows
 * from it exactly, as a withdrawal's "you receive"), at the currency's full precision — a
 * confirmation must never hide digits that will be sent.
 */
export type MoneyShow = MoneyKind | 'exact';

/** Formats money in a currency by the precision rule, with that currency's places. */
export type MoneyFormatter = (
  value: string | null | undefined,
  code: string | undefined,
  show?: MoneyShow,
) => string;

/** `money(value, code)`: what the assets pages, sheets and records show for an amount of `code`. */
export function useMoneyText(): MoneyFormatter {
  const byCode = usePlacesByCode();
  return (value, code, show = 'held') => {
    const places = code === undefined ? undefined : byCode?.get(code);
    if (show === 'exact') return moneyText(value, places?.precision);
    return moneyText(value, places?.display, show);
  };
}

/** As `useMoneyText`, signed ("+1.50", "-0.25") for statement lines and profits. */
export function useSignedMoneyText(): (value: string, code: string | undefined) => string {
  const places = useMoneyPlaces();
  return (value, code) => signedMoneyText(value, places(code));
}
