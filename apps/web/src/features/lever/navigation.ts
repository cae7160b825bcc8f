/** Routes of contract trading (the description's pages/transaction) and the transfer page. */
export const LEVER_PAGE_PATH = '/pages/transaction/contract';
export const LEVER_ORDERS_PATH = '/pages/transaction/contract_order';
export const FUND_TRANSFER_PATH = '/pages/fund/fundTransfer';
