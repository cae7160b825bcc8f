import type { SpotPair } from '@tidemark/contracts';

/** BTC/USDT as the spot tests trade it (cent prices, four-decimal lots, 0.1 % fee). */
export const BTC_USDT: SpotPair = {
  symbol: 'BTC/USDT',
  base: 'BTC',
  quote: 'USDT',
  currency_id: 2,
  legal_id: 1,
  tick_size: '0.01',
  qty_step: '0.0001',
  min_qty: '0.0001',
  max_qty: '100',
  min_notional: '10',
  price_decimals: 2,
  qty_decimals: 4,
  fee_rate: '0.001',
  market_protection: '0.05',
};
