import type { KlinePeriod } from '@tidemark/contracts';

/** Query keys of the market feature (the shared ticker list has its own, in shared/api). */
export const marketKeys = {
  all: ['market'] as const,
  kline: (symbol: string, period: KlinePeriod) =>
    [...marketKeys.all, 'kline', symbol, period] as const,
  search: (query: string) => [...marketKeys.all, 'search', query] as const,
  favourites: () => [...marketKeys.all, 'favourites'] as const,
};
