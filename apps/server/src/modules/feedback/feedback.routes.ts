import { z } from 'zod';
import {
  adminFeedbackSchema,
  adminIdResultSchema,
  feedbackListRequest,
  feedbackReplyRequest,
  feedbackSchema,
  feedbackSubmitRequest,
} from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { FeedbackService } from './feedback.service';

export function feedbackRoutes(router: Router, feedback: FeedbackService): void {
  router.route({
    method: 'POST',
    url: '/api/feedback/submit',
    auth: 'user',
    rateLimitPerMinute: 10,
    input: feedbackSubmitRequest,
    output: z.object({ id: z.number().int() }),
    handler: (input, ctx) => feedback.submit(ctx.session.userId, input),
  });
  router.paged({
    method: ['GET', 'POST'],
    url: '/api/feedback/list',
    auth: 'user',
    input: feedbackListRequest,
    item: feedbackSchema,
    list: (input, ctx) => feedback.own(ctx.session.userId, input),
  });
  router.paged({
    method: 'GET',
    url: '/api/admin/feedback',
    auth: 'operator',
    permission: 'support.desk',
    input: z.object({ status: z.enum(['open', 'replied']).default('open') }),
    item: adminFeedbackSchema,
    list: (input) => feedback.all(input),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/feedback/reply',
    auth: 'operator',
    permission: 'support.desk',
    input: feedbackReplyRequest,
    output: adminIdResultSchema,
    handler: (input, ctx) =>
      feedback.reply({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, input),
  });
}
