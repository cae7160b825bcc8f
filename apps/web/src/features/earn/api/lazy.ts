import type { earnEndpoints } from '@tidemark/contracts';
import { lazyEndpoints } from '../../../shared/api/lazy-endpoint';
import { lazySchemas } from '../../../shared/api/lazy-schemas';

/** Built in a task of their own while the first request is in flight (the assets page's holdings among them). */
export const earnSchemas = lazySchemas(() => import('./schemas'));

type Earn = typeof earnEndpoints;
const read = lazyEndpoints(earnSchemas);

/** Earn's reads, parsed by those schemas. */
export const earnReads = {
  lockProducts: read<Earn['lockProducts']>('GET', '/api/lh/deposit/config', (m) => m.productPage),
  products: read<Earn['products']>('GET', '/api/earn/products', (m) => m.productPage),
  lockPreview: read<Earn['lockPreview']>(
    'GET',
    '/api/lh/deposit/preview',
    (m) => m.lockPreviewSchema,
  ),
  lockOrders: read<Earn['lockOrders']>('GET', '/api/lh/deposit/order', (m) => m.orderPage),
  orders: read<Earn['orders']>('GET', '/api/earn/orders', (m) => m.orderPage),
  income: read<Earn['income']>('GET', '/api/earn/income', (m) => m.incomePage),
  holdings: read<Earn['holdings']>('GET', '/api/earn/holdings', (m) => m.earnHoldingsSchema),
};
