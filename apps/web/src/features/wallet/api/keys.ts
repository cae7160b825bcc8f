/**
 * Query keys of the wallet (docs/architecture.md habit 8). Everything that shows a balance sits
 * under `balances`, so one invalidation (the socket's `balance` event) refreshes it all.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  balances: () => [...walletKeys.all, 'balances'] as const,
  list: () => [...walletKeys.balances(), 'list'] as const,
  summary: () => [...walletKeys.balances(), 'summary'] as const,
  exchangePairs: () => [...walletKeys.balances(), 'exchange-pairs'] as const,
  withdrawInfo: (currencyId: number) =>
    [...walletKeys.balances(), 'withdraw-info', currencyId] as const,
  records: () => [...walletKeys.balances(), 'records'] as const,
  transferHistory: () => [...walletKeys.records(), 'transfers'] as const,
  exchangeHistory: () => [...walletKeys.records(), 'exchanges'] as const,
  depositLog: () => [...walletKeys.records(), 'deposits'] as const,
  withdrawList: () => [...walletKeys.records(), 'withdrawals'] as const,
  bills: (filter: { currency?: number | undefined; type?: number | undefined }) =>
    [...walletKeys.records(), 'bills', filter] as const,
  quote: (from: number, to: number, amount: string) =>
    [...walletKeys.all, 'quote', from, to, amount] as const,
  depositAddress: (currencyId: number, chain: string | undefined) =>
    [...walletKeys.all, 'deposit-address', currencyId, chain ?? ''] as const,
  depositBank: () => [...walletKeys.all, 'deposit-bank'] as const,
  addresses: (currencyId?: number) => [...walletKeys.all, 'addresses', currencyId ?? 0] as const,
  addressesAll: () => [...walletKeys.all, 'addresses'] as const,
  card: (kind: 'domestic' | 'international') => [...walletKeys.all, 'card', kind] as const,
};
