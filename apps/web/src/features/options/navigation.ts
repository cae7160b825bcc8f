import { path } from '../../shared/routing/route-table';

/** Where the options screens live (the description's routes). */
/** The orders tab on its options sub-tab. */
export const OPTION_ORDERS_PATH =
  `${path('/pages/transaction/seconds_order')}?product=options` as const;
export const OPTION_ORDER_PATH = path('/pages/transaction/second_order');
