/**
 * Query keys of spot trading (docs/architecture.md habit 8). Everything that belongs to the signed-in
 * user sits under `account`, so an `order_update` or `balance` event refreshes it in one call,
 * and signing out drops it in one call.
 */
export interface SpotOrderFilter {
  status?: number | undefined;
  currency_id?: number | undefined;
  legal_id?: number | undefined;
}

export const spotKeys = {
  all: ['spot'] as const,
  pairs: () => [...spotKeys.all, 'pairs'] as const,
  depth: (symbol: string) => [...spotKeys.all, 'depth', symbol] as const,
  trades: (symbol: string) => [...spotKeys.all, 'trades', symbol] as const,
  account: () => [...spotKeys.all, 'account'] as const,
  balance: (symbol: string) => [...spotKeys.account(), 'balance', symbol] as const,
  /** One's own fills of a pair: under `account`, so an `order_update` refreshes them. */
  myTrades: (symbol: string) => [...spotKeys.account(), 'my-trades', symbol] as const,
  orders: () => [...spotKeys.account(), 'orders'] as const,
  orderList: (filter: SpotOrderFilter) => [...spotKeys.orders(), filter] as const,
};
