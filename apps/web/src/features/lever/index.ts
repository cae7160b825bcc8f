/**
 * What pages use of contract (lever) trading: the futures tab's panel (form and this
 * contract's positions), the contract page's pair list, and the orders page (positions,
 * entrusted orders, history).
 */
export { LeverTradePanel } from './components/trade-panel';
export { LeverOrders, ordersTabFrom } from './components/orders-view';
export { useLeverTickers } from './hooks/use-lever-tickers';
export { TraditionalTradeView, traditionalKindFrom } from './components/traditional-view';
