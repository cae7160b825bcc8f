/** socket.io client settings of docs/api.md. */
export const SOCKET_PATH = '/socket.io';
export const SOCKET_CLIENT_OPTIONS = {
  path: SOCKET_PATH,
  transports: ['websocket', 'polling'] as string[],
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
  reconnectionAttempts: Infinity,
};

/** Names of socket events. Payload schemas join here as their modules land. */
export const SOCKET_EVENTS = {
  daymarket: 'daymarket',
  /**
   * The `market` room's tickers: every pair that changed since the last flush, in one frame
   * (`tickerBatchSchema`). `daymarket` stays the per-pair event of `ticker:<symbol>` rooms.
   */
  daymarkets: 'daymarkets',
  kline: 'kline',
  marketDepth: 'market_depth',
  matchTrade: 'match_trade',
  leverTrade: 'lever_trade',
  leverClosed: 'lever_closed',
  closedMicroorder: 'closed_microorder',
  orderUpdate: 'order_update',
  balance: 'balance',
  /** A user's on-chain deposit seen, confirmed further, credited or dropped (`chainDepositSchema`). */
  chainDeposit: 'chain_deposit',
  /** A user's withdrawal changed state (`withdrawRecordSchema`). */
  withdrawal: 'withdrawal',
  message: 'message',
  support: 'support',
  /** Client → server: subscribe to / unsubscribe from public rooms. */
  sub: 'sub',
  unsub: 'unsub',
  /** Server → client: the session behind the socket ended (logout, revoke). */
  sessionEnded: 'session_ended',
} as const;

export const userRoom = (userId: number | string) => `user:${userId}`;

/**
 * Public ticker rooms: `market` carries every pair's tickers as `daymarkets` batches (for screens
 * that list or rank all pairs); `ticker:<symbol>` carries one pair's `daymarket`, for screens
 * that show only some pairs. A socket in both gets each ticker once, in the batch.
 */
export const MARKET_ROOM = 'market';
export const tickerRoom = (symbol: string) => `ticker:${symbol}`;
