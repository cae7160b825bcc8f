/**
 * What pages use of earn: lock mining (products, purchase, orders, the welcome page),
 * the financial page's DeFi and cloud mining tabs, and the assets page's mining view.
 */
export { LockWelcome } from './components/lock-welcome';
export { LockProducts } from './components/lock-products';
export { LockBuy } from './components/lock-buy';
export { LockOrders } from './components/lock-orders';
export { FinancialView, type FinancialTab } from './components/financial-view';
export { EarnHoldingsList } from './components/holdings-list';
