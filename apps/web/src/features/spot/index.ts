/**
 * What pages use of spot trading: the trade panel (form, depth, trades, open orders), the
 * spot page's header and pair list, and the order history.
 */
export { SpotTradePanel } from './components/trade-panel';
export { SpotOrderHistory, historyTabFrom } from './components/order-history';
export { useSpotTickers } from './hooks/use-spot-tickers';
