import { path } from '../../shared/routing/route-table';

/** Routes of spot trading (the description's pages/transaction). */
export const SPOT_PAGE_PATH = path('/pages/transaction/currency');
export const SPOT_ORDERS_PATH = path('/pages/transaction/currency_order');
