import { endpoint, pagedEndpoint } from '../common/endpoint';
import {
  adminLoanListRequest,
  adminLoanSchema,
  loanAmountRequest,
  loanBorrowRequest,
  loanConfigSchema,
  loanIdRequest,
  loanListRequest,
  loanSchema,
} from './schemas';

/** A repayment or collateral step of one of the user's loans. */
const loanStep = (path: string) =>
  endpoint({ method: 'POST', path, auth: 'user', input: loanAmountRequest, output: loanSchema });

/** Loans: the `/api/loan/*` area, and the operator's list of every loan. */
export const loansEndpoints = {
  config: endpoint({
    method: 'GET',
    path: '/api/loan/config',
    auth: 'public',
    output: loanConfigSchema,
  }),
  borrow: endpoint({
    method: 'POST',
    path: '/api/loan/borrow',
    auth: 'kyc',
    input: loanBorrowRequest,
    output: loanSchema,
  }),
  repay: loanStep('/api/loan/repay'),
  addCollateral: loanStep('/api/loan/add_collateral'),
  withdrawCollateral: loanStep('/api/loan/withdraw_collateral'),
  detail: endpoint({
    method: 'GET',
    path: '/api/loan/detail',
    auth: 'user',
    input: loanIdRequest,
    output: loanSchema,
  }),
  list: pagedEndpoint({
    method: 'GET',
    path: '/api/loan/list',
    auth: 'user',
    input: loanListRequest,
    item: loanSchema,
  }),
  adminList: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/loans',
    auth: 'operator',
    permission: 'reports.read',
    input: adminLoanListRequest,
    item: adminLoanSchema,
  }),
} as const;
