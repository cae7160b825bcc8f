/**
 * Query keys of contracts (docs/architecture.md habit 8). Everything of the signed-in user sits
 * under `account`, so the socket bridge reaches it in one call and signing out drops it in one
 * call; the lists are split by what the `lever_trade` event can update in place (open positions,
 * waiting orders) and what only a refetch brings (the history).
 */
export interface LeverListFilter {
  /** 1 open positions, 0 waiting limit orders (the lists `lever_trade` carries). */
  status: 0 | 1;
  /** One contract, or every contract when absent. */
  symbol?: string | undefined;
}

export interface LeverHistoryFilter {
  /** 3 closed, 4 cancelled, -1 every state, -2 closed or cancelled (the history). */
  status: -2 | -1 | 3 | 4;
  symbol?: string | undefined;
}

export const leverKeys = {
  all: ['lever'] as const,
  account: () => [...leverKeys.all, 'account'] as const,
  deals: () => [...leverKeys.account(), 'deal'] as const,
  deal: (symbol: string) => [...leverKeys.deals(), symbol] as const,
  lists: () => [...leverKeys.account(), 'list'] as const,
  list: (filter: LeverListFilter) => [...leverKeys.lists(), filter] as const,
  histories: () => [...leverKeys.account(), 'history'] as const,
  history: (filter: LeverHistoryFilter) => [...leverKeys.histories(), filter] as const,
};
