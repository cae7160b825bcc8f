import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminKycDecisionRequest,
  adminKycEntrySchema,
  adminKycRejectRequest,
  adminLoginRequest,
  auditEntrySchema,
  SOCKET_EVENTS,
} from '@tidemark/contracts';
import { definePagedRoute, defineRoute } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { resolveOperatorSession, tokenFromHeader } from '../../platform/sessions';
import { listKycApplications, reviewKyc } from '../account';
import * as admin from './admin.service';

/** The operator API: same envelope, its own accounts and sessions, every action audited. */
export function adminRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/login',
    auth: 'public',
    rateLimitPerMinute: 10,
    input: adminLoginRequest,
    output: z.string(),
    handler: async (input, ctx) => admin.login(app, input.email, input.password, ctx.ip),
  });

  definePagedRoute(app, {
    method: 'GET',
    url: '/api/admin/kyc',
    auth: 'operator',
    input: z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') }),
    item: adminKycEntrySchema,
    list: (input) => listKycApplications(app.db, input.status, input),
  });

  const decide = (url: string, approve: boolean) =>
    defineRoute(app, {
      method: 'POST',
      url,
      auth: 'operator',
      input: approve ? adminKycDecisionRequest : adminKycRejectRequest,
      output: z.object({ id: z.number(), user_id: z.number(), level: z.number() }),
      handler: async (input, ctx) => {
        const reason = 'reason' in input ? (input.reason as string) : undefined;
        const result = await reviewKyc(app, { operatorId: ctx.operator.operatorId, ip: ctx.ip }, { id: input.id, approve, ...(reason ? { reason } : {}) });
        // After commit: tell the user's open apps to refresh their verification state.
        app.realtime.toUser(result.userId, SOCKET_EVENTS.message, { kind: 'kyc', approved: approve, level: result.level });
        return { id: input.id, user_id: result.userId, level: result.level };
      },
    });
  decide('/api/admin/kyc/approve', true);
  decide('/api/admin/kyc/reject', false);

  definePagedRoute(app, {
    method: 'GET',
    url: '/api/admin/audit',
    auth: 'operator',
    item: auditEntrySchema,
    list: (input) => admin.auditPage(app.db, input),
  });

  // Identity documents and vouchers, for review only: operator token required.
  app.get<{ Params: { name: string } }>('/api/admin/uploads/:name', async (request, reply) => {
    const token = tokenFromHeader(request.headers.authorization);
    const operator = token ? await resolveOperatorSession(app.db, token) : null;
    if (!operator) throw new AppError('not_logged_in');
    const path = app.files.resolve(request.params.name);
    const { rows } = await app.db.query<{ mime: string }>('SELECT mime FROM uploads WHERE name = $1', [request.params.name]);
    if (!path || !rows[0]) return reply.callNotFound();
    return reply.header('content-type', rows[0].mime).header('cache-control', 'private, no-store').send(fs.createReadStream(path));
  });
}
