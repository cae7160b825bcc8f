/** What pages use of OTC: the market, an order, my orders, the merchant area. */
export { OtcHome } from './components/otc-home';
