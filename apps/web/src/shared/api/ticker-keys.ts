/** Query keys of the shared ticker list (the socket bridge writes under them). */
export const tickerKeys = {
  all: ['tickers'] as const,
  list: () => [...tickerKeys.all, 'list'] as const,
};
