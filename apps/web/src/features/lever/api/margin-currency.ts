import { useQuery } from '@tanstack/react-query';
import { currenciesQuery } from '../../../shared/api/currencies';

/** The margin currency of a contract: its code, its precision and the places its money shows with. */
export interface MarginCurrency {
  code: string;
  /** The currency's precision: the server rounds margin, fees and PnL to it, so do estimates. */
  places: number;
  /** The precision rule's display places (USDT 2). */
  display: number;
}

/**
 * The margin currency `legalId` of a contract (what /lever/deal does not carry), from the
 * shared currency list; null until known.
 */
export function useMarginCurrency(legalId: number | undefined): MarginCurrency | null {
  const query = useQuery({
    ...currenciesQuery(),
    select: (list) =>
      new Map(
        list.map((c) => [c.id, { code: c.name, places: c.precision, display: c.display_places }]),
      ),
  });
  return (legalId !== undefined ? query.data?.get(legalId) : undefined) ?? null;
}
