import fs from 'node:fs';
import { z } from 'zod';
import {
  adminKycDecisionRequest,
  adminKycDecisionResultSchema,
  adminKycEntrySchema,
  adminKycRejectRequest,
  adminLoginRequest,
  adminLoginResultSchema,
  auditEntrySchema,
} from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import { tokenFromHeader } from '../../platform/sessions';
import { UPLOAD_NAME_PATTERN } from '../../platform/storage';
import type { AdminService } from './admin.service';

/** The operator API: same envelope, its own accounts and sessions, every action audited. */
export function adminRoutes(router: Router, admin: AdminService): void {
  router.route({
    method: 'POST',
    url: '/api/admin/login',
    auth: 'public',
    rateLimitPerMinute: 10,
    input: adminLoginRequest,
    output: adminLoginResultSchema,
    handler: (input, ctx) => admin.login(input, ctx.ip, ctx.userAgent),
  });

  router.paged({
    method: 'GET',
    url: '/api/admin/kyc',
    auth: 'operator',
    permission: 'kyc.review',
    input: z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') }),
    item: adminKycEntrySchema,
    list: (input) => admin.kycApplications(input.status, input),
  });

  const decide = (url: string, approve: boolean) =>
    router.route({
      method: 'POST',
      url,
      auth: 'operator',
      permission: 'kyc.review',
      input: approve ? adminKycDecisionRequest : adminKycRejectRequest,
      output: adminKycDecisionResultSchema,
      handler: (input, ctx) => {
        const reason = 'reason' in input ? (input.reason as string) : undefined;
        return admin.decideKyc(
          { operatorId: ctx.operator.operatorId, ip: ctx.ip },
          { id: input.id, approve, ...(reason ? { reason } : {}) },
        );
      },
    });
  decide('/api/admin/kyc/approve', true);
  decide('/api/admin/kyc/reject', false);

  router.paged({
    method: 'GET',
    url: '/api/admin/audit',
    auth: 'operator',
    permission: 'audit.read',
    item: auditEntrySchema,
    list: (input) => admin.auditPage(input),
  });
}

/**
 * Identity documents and vouchers, streamed for review (operator token required): a raw
 * route, since a file is no envelope.
 */
export function adminFileRoutes(router: Router, admin: AdminService): void {
  router.raw({
    url: '/api/admin/uploads/:name',
    params: { name: UPLOAD_NAME_PATTERN },
    handler: async (request, reply) => {
      const file = await admin.uploadedFile(
        tokenFromHeader(request.headers.authorization),
        request.params.name ?? '',
        request.ip,
      );
      if (!file) return reply.callNotFound();
      return reply
        .header('content-type', file.mime)
        .header('cache-control', 'private, no-store')
        .send(fs.createReadStream(file.path));
    },
  });
}
