/**
 * What pages use of spot trading: the trade panel (form, depth, trades, open orders), the
 * spot page's header and pair list, and the order history.
 */
export { SpotTradePanel } from './components/trade-panel';
export { SpotOrderHistory, historyTabFrom } from './components/order-history';
export type { OrderStatusKey } from './components/order-item';
export { useSpotTickers } from './hooks/use-spot-tickers';
export type { OrderSide } from './order-rules';
export { SPOT_ORDERS_PATH, SPOT_PAGE_PATH } from './navigation';
