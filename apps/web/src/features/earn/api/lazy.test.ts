import { earnEndpoints as ep } from '@tidemark/contracts';
import { describeLazyEndpoints } from '../../../shared/testing/lazy-endpoints';
import { earnReads as lazy } from './lazy';

describeLazyEndpoints('earn', {
  lockProducts: [lazy.lockProducts, ep.lockProducts],
  products: [lazy.products, ep.products],
  lockPreview: [lazy.lockPreview, ep.lockPreview],
  lockOrders: [lazy.lockOrders, ep.lockOrders],
  orders: [lazy.orders, ep.orders],
  income: [lazy.income, ep.income],
  holdings: [lazy.holdings, ep.holdings],
});
