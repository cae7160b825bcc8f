/*
 * Spot's constants, apart from its schemas: a screen that only needs a status or a limit does
 * not build every spot schema when its code runs.
 */

/** `type` of a spot order: 1 buy, 2 sell (the description's numbering). */
export const SPOT_SIDE = { buy: 1, sell: 2 } as const;
/** 1 in progress (open, possibly partly filled), 2 completed, 3 cancelled (possibly partly filled). */
export const SPOT_STATUS = { open: 1, filled: 2, cancelled: 3 } as const;
/** A market order fills no further than this fraction from the reference price. */
export const SPOT_MARKET_PROTECTION = '0.05';
/** A limit price must lie within this fraction of the reference price. */
export const SPOT_PRICE_BAND = '0.5';
export const SPOT_DEPTH_LEVELS = 10;
export const SPOT_RECENT_TRADES = 30;
/** The most trades one GET /coin/trades (or /coin/my_trades) returns. */
export const SPOT_TRADES_LIMIT_MAX = 100;
