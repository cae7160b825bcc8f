import { SPOT_MARKET_PROTECTION, SPOT_PRICE_BAND } from '@tidemark/contracts';

/** docs/domain.md defaults of spot trading. */
export const DOMAIN_DEFAULTS = {
  makerLevels: 10,
  makerStep: '0.0005',
  marketProtection: SPOT_MARKET_PROTECTION,
  priceBand: SPOT_PRICE_BAND,
} as const;
