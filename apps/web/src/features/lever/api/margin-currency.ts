import { useQuery } from '@tanstack/react-query';
import { currenciesQuery } from '../../../shared/api/currencies';

/** The margin currency of a contract: its code and the places its money shows with. */
export interface MarginCurrency {
  code: string;
  places: number;
}

/**
 * The margin currency `legalId` of a contract (what /lever/deal does not carry), from the
 * shared currency list; null until known. `places` is the display places of the precision
 * rule: the server rounds margin, fees and PnL to the currency's full precision, the screens
 * show them at these.
 */
export function useMarginCurrency(legalId: number | undefined): MarginCurrency | null {
  const query = useQuery({
    ...currenciesQuery(),
    select: (list) => new Map(list.map((c) => [c.id, { code: c.name, places: c.display_places }])),
  });
  return (legalId !== undefined ? query.data?.get(legalId) : undefined) ?? null;
}
