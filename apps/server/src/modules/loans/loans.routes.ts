import {
  adminLoanListRequest,
  adminLoanSchema,
  loanAmountRequest,
  loanBorrowRequest,
  loanConfigSchema,
  loanIdRequest,
  loanListRequest,
  loanSchema,
} from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { Loans } from './loans.service';

/** Loans: the seed's `/bank/*` loan paths were undocumented; these follow the `/api/loan/*` area. */
export function loanRoutes(router: Router, loans: Loans): void {
  router.route({
    method: 'GET',
    url: '/api/loan/config',
    auth: 'public',
    output: loanConfigSchema,
    handler: () => loans.config(),
  });
  router.route({
    method: 'POST',
    url: '/api/loan/borrow',
    auth: 'kyc',
    rateLimitPerMinute: 30,
    input: loanBorrowRequest,
    output: loanSchema,
    handler: (q, ctx) => loans.borrow(ctx.session.userId, q),
  });
  const step = (url: string, run: Loans['repay']) =>
    router.route({
      method: 'POST',
      url,
      auth: 'user',
      rateLimitPerMinute: 60,
      input: loanAmountRequest,
      output: loanSchema,
      handler: (q, ctx) => run(ctx.session.userId, q),
    });
  step('/api/loan/repay', (u, q) => loans.repay(u, q));
  step('/api/loan/add_collateral', (u, q) => loans.addCollateral(u, q));
  step('/api/loan/withdraw_collateral', (u, q) => loans.withdrawCollateral(u, q));
  router.route({
    method: 'GET',
    url: '/api/loan/detail',
    auth: 'user',
    input: loanIdRequest,
    output: loanSchema,
    handler: (q, ctx) => loans.detail(ctx.session.userId, q.id),
  });
  router.paged({
    method: 'GET',
    url: '/api/loan/list',
    auth: 'user',
    input: loanListRequest,
    item: loanSchema,
    list: (q, ctx) => loans.list(ctx.session.userId, q),
  });
  router.paged({
    method: 'GET',
    url: '/api/admin/loans',
    auth: 'operator',
    permission: 'reports.read',
    input: adminLoanListRequest,
    item: adminLoanSchema,
    list: (q) => loans.adminList(q),
  });
}
