/**
 * What pages use of seconds options: the options tab of the trade screen, the order history
 * (the orders tab) and one order's page.
 */
export { OptionsPanel } from './components/options-panel';
export { OptionOrderHistory } from './components/order-history';
export { OptionOrderDetail } from './components/order-detail';
