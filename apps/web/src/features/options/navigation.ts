/** Where the options screens live (the description's routes). */
export const OPTION_ORDERS_PATH = '/pages/transaction/seconds_order';
export const OPTION_ORDER_PATH = '/pages/transaction/second_order';
