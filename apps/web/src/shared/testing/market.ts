import type { Ticker } from '@tidemark/contracts';
import type { Instrument } from '../api/instruments';

/** BTC/USDT as /market/instruments lists it: prices with two decimals, leverage 10. */
export const BTC_USDT_INSTRUMENT: Instrument = {
  id: 1,
  symbol: 'BTC/USDT',
  base: 'BTC',
  quote: 'USDT',
  kind: 'crypto',
  currency_id: 1,
  legal_id: 3,
  price_decimals: 2,
  tick_size: '0.01',
  lot_size: '0.01',
  min_lots: '0.01',
  max_lots: '100',
  leverages: [10],
  hours: '24x7',
  market_open: true,
};

/** BTC/USDT's 24-hour ticker as /currency/quotation_new lists it, with `figures` changed. */
export function btcTicker(figures: Partial<Ticker> = {}): Ticker {
  return {
    symbol: 'BTC/USDT',
    currency_id: 1,
    legal_id: 3,
    name: 'BTC',
    kind: 'crypto',
    now_price: '60000',
    open_price: '59000',
    change: '1.69',
    high: '60500',
    low: '58800',
    volume: '12.5',
    price_decimals: 2,
    market_open: true,
    stale: false,
    ts: 1,
    ...figures,
  };
}
