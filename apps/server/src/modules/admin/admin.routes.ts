import fs from 'node:fs';
import { adminEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import { tokenFromHeader } from '../../platform/sessions';
import { UPLOAD_NAME_PATTERN } from '../../platform/storage';
import type { AdminService } from './admin.service';

/** The operator API: same envelope, its own accounts and sessions, every action audited. */
export function adminRoutes(router: Router, admin: AdminService): void {
  router.serve(ep.login, (input, ctx) => admin.login(input, ctx.ip, ctx.userAgent), {
    rateLimitPerMinute: 10,
  });

  router.servePaged(ep.kycApplications, (input) => admin.kycApplications(input.status, input));

  const actor = (ctx: { operator: { operatorId: number }; ip: string }) => ({
    operatorId: ctx.operator.operatorId,
    ip: ctx.ip,
  });
  router.serve(ep.approveKyc, (input, ctx) =>
    admin.decideKyc(actor(ctx), { id: input.id, approve: true }),
  );
  router.serve(ep.rejectKyc, (input, ctx) =>
    admin.decideKyc(actor(ctx), {
      id: input.id,
      approve: false,
      ...(input.reason ? { reason: input.reason } : {}),
    }),
  );

  router.servePaged(ep.audit, (input) => admin.auditPage(input));
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
