import { path } from '../../shared/routing/route-table';

export const SPOT_ORDERS_PATH = path('/pages/transaction/currency_order');
