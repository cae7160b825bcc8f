/**
 * The matching engine's language: integers only. Prices are ticks and sizes are lots
 * (bigint); the service converts decimal strings at the edge with the instrument's tick
 * and lot size. No I/O, no clock: a sequence number orders time.
 */
export type Side = 'buy' | 'sell';

export interface LimitOrder {
  kind: 'limit';
  id: string;
  side: Side;
  price: bigint;
  qty: bigint;
}

/**
 * A market order takes liquidity up to a protective price (the service sets it 5% from the
 * reference price) and never rests: the unfilled rest is cancelled.
 */
export interface MarketOrder {
  kind: 'market';
  id: string;
  side: Side;
  qty: bigint;
  limitPrice: bigint;
  /**
   * A buy by quote total: at most this much of price × quantity (ticks × lots) is spent; each
   * fill takes the lots the rest still pays for in full (rounded down), so it never overspends.
   */
  budget?: bigint;
}

export type Command = LimitOrder | MarketOrder | { kind: 'cancel'; id: string };

export interface Fill {
  takerId: string;
  makerId: string;
  /** The maker's price: a taker gets price improvement, never worse than its limit. */
  price: bigint;
  qty: bigint;
}

export interface Result {
  fills: Fill[];
  /** What rests on the book after the command (0 for market orders and full fills). */
  resting: bigint;
  /** What was cancelled: the unfilled rest of a market order, or the remainder of a cancel. */
  cancelled: bigint;
  /** A market order with a budget: what of it was left (less than one more lot's price when it ran out). */
  budgetLeft?: bigint;
  rejected?: 'duplicate_id' | 'unknown_id' | 'bad_quantity' | 'bad_price';
}

export interface BookLevel {
  price: bigint;
  qty: bigint;
  orders: number;
}

export interface OrderBook {
  apply(cmd: Command): Result;
  /** Levels best first: bids high → low, asks low → high. */
  depth(side: Side, levels: number): BookLevel[];
  /** Resting orders in priority order (for equality checks and rebuilding). */
  orders(): Array<{ id: string; side: Side; price: bigint; qty: bigint }>;
}
