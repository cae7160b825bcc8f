import { path } from '../../shared/routing/route-table';

/** Routes of contract trading (the description's pages/transaction) and the transfer page. */
export const LEVER_PAGE_PATH = path('/pages/transaction/contract');
export const LEVER_ORDERS_PATH = path('/pages/transaction/contract_order');
export const FUND_TRANSFER_PATH = path('/pages/fund/fundTransfer');
