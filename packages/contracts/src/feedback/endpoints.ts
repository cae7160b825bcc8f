import { z } from 'zod';
import { endpoint, pagedEndpoint } from '../common/endpoint';
import {
  adminFeedbackSchema,
  feedbackListRequest,
  feedbackReplyRequest,
  feedbackSchema,
  feedbackSubmitRequest,
} from '../community/schemas';
import { adminIdResultSchema } from '../console/results';

/** Feedback: a user's submissions and their replies, and the operator's answers. */
export const feedbackEndpoints = {
  submit: endpoint({
    method: 'POST',
    path: '/api/feedback/submit',
    auth: 'user',
    input: feedbackSubmitRequest,
    output: z.object({ id: z.number().int() }),
  }),
  /** Answers GET and POST alike; clients post. */
  list: pagedEndpoint({
    method: ['POST', 'GET'],
    path: '/api/feedback/list',
    auth: 'user',
    input: feedbackListRequest,
    item: feedbackSchema,
  }),
  all: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/feedback',
    auth: 'operator',
    permission: 'support.desk',
    input: z.object({ status: z.enum(['open', 'replied']).default('open') }),
    item: adminFeedbackSchema,
  }),
  reply: endpoint({
    method: 'POST',
    path: '/api/admin/feedback/reply',
    auth: 'operator',
    permission: 'support.desk',
    input: feedbackReplyRequest,
    output: adminIdResultSchema,
  }),
} as const;
