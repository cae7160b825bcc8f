/**
 * Query keys of seconds options (docs/architecture.md habit 8). The signed-in user's data sits under
 * `account`, so a `balance` or `closed_microorder` event refreshes it in one call and signing
 * out drops it in one call.
 */
export const optionsKeys = {
  all: ['options'] as const,
  pairs: () => [...optionsKeys.all, 'pairs'] as const,
  periods: () => [...optionsKeys.all, 'periods'] as const,
  account: () => [...optionsKeys.all, 'account'] as const,
  currencies: () => [...optionsKeys.account(), 'currencies'] as const,
  orders: () => [...optionsKeys.account(), 'orders'] as const,
  orderList: () => [...optionsKeys.orders(), 'list'] as const,
  order: (id: number) => [...optionsKeys.orders(), 'order', id] as const,
};
