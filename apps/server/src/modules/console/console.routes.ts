import { z } from 'zod';
import {
  adminEndedResultSchema,
  adminLogoutResultSchema,
  adminRestrictResultSchema,
  consoleAccountJournalsQuery,
  consoleAdjustmentCreateRequest,
  consoleAdjustmentDecisionRequest,
  consoleAdjustmentSchema,
  consoleAdjustmentsQuery,
  consoleDashboardSchema,
  consoleEndOperatorSessionRequest,
  consoleEndOwnSessionRequest,
  consoleEndSessionsRequest,
  consoleJournalDetailSchema,
  consoleJournalRowSchema,
  consoleLedgerCheckSchema,
  consoleMeSchema,
  consoleReportsSchema,
  consoleRestrictRequest,
  consoleUserDetailSchema,
  consoleUserIdRequest,
  consoleUserRowSchema,
  consoleUserSearchQuery,
  idSchema,
  operatorSessionSchema,
} from '@tidemark/contracts';
import type { OperatorContext, Router } from '../../platform/route';
import type { ConsoleService } from './console.service';

const actor = (ctx: OperatorContext) => ({ operatorId: ctx.operator.operatorId, ip: ctx.ip });

/** The operator console's own API; every route names the permission it needs. */
export function consoleRoutes(router: Router, svc: ConsoleService): void {
  router.route({
    method: 'GET',
    url: '/api/admin/me',
    auth: 'operator',
    permission: 'console.home',
    output: consoleMeSchema,
    handler: (_input, ctx) => svc.me(ctx.operator.operatorId),
  });

  router.paged({
    method: 'GET',
    url: '/api/admin/sessions',
    auth: 'operator',
    permission: 'console.home',
    item: operatorSessionSchema,
    list: async (input, ctx) => {
      const { rows, total } = await svc.sessions(ctx.operator.operatorId, input);
      return {
        rows: rows.map((r) => ({ ...r, current: r.id === ctx.operator.sessionId })),
        total,
      };
    },
  });

  router.paged({
    method: 'GET',
    url: '/api/admin/operator_sessions',
    auth: 'operator',
    permission: 'audit.read',
    item: operatorSessionSchema,
    list: async (input, ctx) => {
      const { rows, total } = await svc.sessions(null, input);
      return {
        rows: rows.map((r) => ({ ...r, current: r.id === ctx.operator.sessionId })),
        total,
      };
    },
  });

  router.route({
    method: 'POST',
    url: '/api/admin/sessions/end',
    auth: 'operator',
    permission: 'console.home',
    input: consoleEndOwnSessionRequest,
    output: adminEndedResultSchema,
    handler: (input, ctx) =>
      svc.endOperatorSession({ ...actor(ctx), sessionId: ctx.operator.sessionId }, input, true),
  });

  router.route({
    method: 'POST',
    url: '/api/admin/logout',
    auth: 'operator',
    permission: 'console.home',
    output: adminLogoutResultSchema,
    handler: (_input, ctx) => svc.signOut({ ...actor(ctx), sessionId: ctx.operator.sessionId }),
  });

  router.route({
    method: 'POST',
    url: '/api/admin/operator_sessions/end',
    auth: 'operator',
    permission: 'operators.manage',
    input: consoleEndOperatorSessionRequest,
    output: adminEndedResultSchema,
    handler: (input, ctx) =>
      svc.endOperatorSession({ ...actor(ctx), sessionId: ctx.operator.sessionId }, input, false),
  });

  router.route({
    method: 'GET',
    url: '/api/admin/dashboard',
    auth: 'operator',
    permission: 'console.home',
    output: consoleDashboardSchema,
    handler: () => svc.dashboard(),
  });

  router.paged({
    method: 'GET',
    url: '/api/admin/users',
    auth: 'operator',
    permission: 'users.read',
    input: consoleUserSearchQuery,
    item: consoleUserRowSchema,
    list: (input) =>
      svc.searchUsers(input.q, input, {
        kycLevel: input.kyc_level,
        frozen: input.frozen,
        order: input.order,
      }),
  });

  router.route({
    method: 'GET',
    url: '/api/admin/users/detail',
    auth: 'operator',
    permission: 'users.read',
    input: consoleUserIdRequest,
    output: consoleUserDetailSchema,
    handler: (input) => svc.userDetail(input.user_id),
  });

  router.paged({
    method: 'GET',
    url: '/api/admin/ledger/entries',
    auth: 'operator',
    permission: 'users.read',
    input: consoleAccountJournalsQuery,
    item: consoleJournalRowSchema,
    list: (input) => svc.accountJournals(input.account_id, input),
  });

  router.route({
    method: 'GET',
    url: '/api/admin/ledger/entry',
    auth: 'operator',
    permission: 'users.read',
    input: z.object({ journal_id: idSchema }),
    output: consoleJournalDetailSchema,
    handler: (input) => svc.journal(input.journal_id),
  });

  router.route({
    method: 'POST',
    url: '/api/admin/users/restrict',
    auth: 'operator',
    permission: 'users.restrict',
    input: consoleRestrictRequest,
    output: adminRestrictResultSchema,
    handler: (input, ctx) => svc.restrict(actor(ctx), input),
  });

  router.route({
    method: 'POST',
    url: '/api/admin/users/end_sessions',
    auth: 'operator',
    permission: 'users.restrict',
    input: consoleEndSessionsRequest,
    output: adminEndedResultSchema,
    handler: (input, ctx) => svc.endSessions(actor(ctx), input),
  });

  router.paged({
    method: 'GET',
    url: '/api/admin/adjustments',
    auth: 'operator',
    permission: 'adjustments.create',
    input: consoleAdjustmentsQuery,
    item: consoleAdjustmentSchema,
    list: (input) => svc.adjustments(input.status, input),
  });

  router.route({
    method: 'POST',
    url: '/api/admin/adjustments/create',
    auth: 'operator',
    permission: 'adjustments.create',
    input: consoleAdjustmentCreateRequest,
    output: consoleAdjustmentSchema,
    handler: (input, ctx) => svc.proposeAdjustment(actor(ctx), input),
  });

  for (const approve of [true, false])
    router.route({
      method: 'POST',
      url: approve ? '/api/admin/adjustments/approve' : '/api/admin/adjustments/reject',
      auth: 'operator',
      permission: 'adjustments.approve',
      input: consoleAdjustmentDecisionRequest,
      output: consoleAdjustmentSchema,
      handler: (input, ctx) => svc.decideAdjustment(actor(ctx), input, approve),
    });

  router.route({
    method: 'GET',
    url: '/api/admin/reports',
    auth: 'operator',
    permission: 'reports.read',
    output: consoleReportsSchema,
    handler: () => svc.reports(),
  });

  router.route({
    method: 'POST',
    url: '/api/admin/reports/ledger_check',
    auth: 'operator',
    permission: 'reports.read',
    output: consoleLedgerCheckSchema,
    handler: (_input, ctx) => svc.runLedgerCheck(actor(ctx)),
  });
}
