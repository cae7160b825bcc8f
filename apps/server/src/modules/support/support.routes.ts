import { z } from 'zod';
import {
  adminIdResultSchema,
  adminSupportSendRequest,
  idSchema,
  supportConversationSchema,
  supportHistoryRequest,
  supportMessageSchema,
  supportSendRequest,
} from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { SupportService } from './support.service';

export function supportRoutes(router: Router, support: SupportService): void {
  router.paged({
    method: ['GET', 'POST'],
    url: '/api/support/history',
    auth: 'public',
    input: supportHistoryRequest,
    item: supportMessageSchema,
    list: (input, ctx) =>
      support.history({ userId: ctx.session?.userId ?? null, deviceId: input.device_id }, input),
  });
  router.route({
    method: 'POST',
    url: '/api/support/send',
    auth: 'public',
    rateLimitPerMinute: 60,
    input: supportSendRequest,
    output: z.object({ id: z.number().int(), conversation_id: z.number().int() }),
    handler: (input, ctx) =>
      support.send({ userId: ctx.session?.userId ?? null, deviceId: input.device_id }, input),
  });

  const op = (ctx: { operator: { operatorId: number }; ip: string }) => ({
    operatorId: ctx.operator.operatorId,
    ip: ctx.ip,
  });
  router.paged({
    method: 'GET',
    url: '/api/admin/support/conversations',
    auth: 'operator',
    permission: 'support.desk',
    item: supportConversationSchema,
    list: (input) => support.conversations(input),
  });
  router.paged({
    method: 'GET',
    url: '/api/admin/support/messages',
    auth: 'operator',
    permission: 'support.desk',
    input: z.object({ conversation_id: idSchema }),
    item: supportMessageSchema,
    list: (input) => support.operatorHistory(input.conversation_id, input),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/support/send',
    auth: 'operator',
    permission: 'support.desk',
    input: adminSupportSendRequest,
    output: adminIdResultSchema,
    handler: (input, ctx) => support.reply(op(ctx), input),
  });
}
