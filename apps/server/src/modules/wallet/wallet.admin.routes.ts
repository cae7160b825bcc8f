import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminApproveDepositRequest,
  adminDepositEntrySchema,
  adminRejectRequest,
  adminSendWithdrawRequest,
  adminWithdrawEntrySchema,
} from '@tidemark/contracts';
import { definePagedRoute, defineRoute } from '../../platform/route';
import * as funds from './funds.service';

const decision = z.object({ id: z.number(), user_id: z.number() });

/** Operator review of deposits and withdrawals; every decision is audited and journaled. */
export function walletAdminRoutes(app: FastifyInstance): void {
  definePagedRoute(app, {
    method: 'GET',
    url: '/api/admin/deposits',
    auth: 'operator',
    input: z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') }),
    item: adminDepositEntrySchema,
    list: (input) => funds.depositLog(app.db, null, input),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/deposits/approve',
    auth: 'operator',
    input: adminApproveDepositRequest,
    output: decision,
    handler: async (input, ctx) => ({ id: input.id, user_id: (await funds.reviewDeposit(app, { operatorId: ctx.operator.operatorId, ip: ctx.ip }, { id: input.id, approve: true, amount: input.amount })).userId }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/deposits/reject',
    auth: 'operator',
    input: adminRejectRequest,
    output: decision,
    handler: async (input, ctx) => ({ id: input.id, user_id: (await funds.reviewDeposit(app, { operatorId: ctx.operator.operatorId, ip: ctx.ip }, { id: input.id, approve: false, reason: input.reason })).userId }),
  });
  definePagedRoute(app, {
    method: 'GET',
    url: '/api/admin/withdrawals',
    auth: 'operator',
    input: z.object({ status: z.enum(['pending', 'sent', 'rejected']).default('pending') }),
    item: adminWithdrawEntrySchema,
    list: (input) => funds.withdrawList(app.db, null, input),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/withdrawals/send',
    auth: 'operator',
    input: adminSendWithdrawRequest,
    output: decision,
    handler: async (input, ctx) => ({ id: input.id, user_id: (await funds.reviewWithdrawal(app, { operatorId: ctx.operator.operatorId, ip: ctx.ip }, { id: input.id, send: true, txid: input.txid })).userId }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/withdrawals/reject',
    auth: 'operator',
    input: adminRejectRequest,
    output: decision,
    handler: async (input, ctx) => ({ id: input.id, user_id: (await funds.reviewWithdrawal(app, { operatorId: ctx.operator.operatorId, ip: ctx.ip }, { id: input.id, send: false, reason: input.reason })).userId }),
  });
}
