import { path } from '../../shared/routing/route-table';

export const LEVER_ORDERS_PATH = path('/pages/transaction/contract_order');
export const FUND_TRANSFER_PATH = path('/pages/fund/fundTransfer');
