/** Routes of spot trading (the description's pages/transaction). */
export const SPOT_PAGE_PATH = '/pages/transaction/currency';
export const SPOT_ORDERS_PATH = '/pages/transaction/currency_order';
