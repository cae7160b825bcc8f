/**
 * What pages use of the market feature. The trade screens of later issues import the pair
 * view and the chart from here (pages may use any feature; features never use each other).
 */
export { MarketScreen } from './components/market-screen';
export { SearchScreen } from './components/search-screen';
export { PairView } from './components/pair-view';
export { PairPicker } from './components/pair-picker';
export { chartPeriodFrom, type ChartPeriodKey } from './components/market-chart';
export { marketTabFrom, type MarketTab } from './market-tabs';
export { DEFAULT_SYMBOL } from './navigation';
