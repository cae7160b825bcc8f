import { useMemo } from 'react';
import { DEFAULT_COIN_IDS, type Ticker } from '@tidemark/contracts';
import { useInstrumentsQuery } from '../../../shared/api/instruments';
import { useLiveTickers } from '../../../shared/api/tickers';

/** Cross margin is kept in USDT: the server offers no contract margined in anything else. */
const MARGIN_CURRENCY_ID = DEFAULT_COIN_IDS.USDT;

/**
 * The live tickers of the instruments that trade as contracts (crypto, stocks, forex and
 * commodities that list leverages and are margined in USDT), for the contract page's picker.
 */
export function useLeverTickers(): Ticker[] {
  const tickers = useLiveTickers();
  const instruments = useInstrumentsQuery();
  return useMemo(() => {
    const contracts = new Set(
      (instruments.data ?? [])
        .filter((i) => i.leverages.length > 0 && i.legal_id === MARGIN_CURRENCY_ID)
        .map((i) => i.symbol),
    );
    return (tickers.data ?? []).filter((ticker) => contracts.has(ticker.symbol));
  }, [instruments.data, tickers.data]);
}

/** One instrument's terms (decimals, tick) for a position of any contract; undefined while loading. */
export function useInstrument(matchId: number) {
  const instruments = useInstrumentsQuery();
  return instruments.data?.find((i) => i.id === matchId);
}
