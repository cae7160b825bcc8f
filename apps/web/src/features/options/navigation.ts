import { path } from '../../shared/routing/route-table';

/** Where the options screens live (the description's routes). */
export const OPTION_ORDERS_PATH = path('/pages/transaction/seconds_order');
export const OPTION_ORDER_PATH = path('/pages/transaction/second_order');
