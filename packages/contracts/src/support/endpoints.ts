import { z } from 'zod';
import { endpoint, pagedEndpoint } from '../common/endpoint';
import { idSchema } from '../common/ids';
import {
  adminSupportSendRequest,
  supportConversationSchema,
  supportHistoryRequest,
  supportMessageSchema,
  supportSendRequest,
} from '../community/schemas';
import { adminIdResultSchema } from '../console/results';

/** Customer support chat: a user's or visitor's conversation, and the operator's desk. */
export const supportEndpoints = {
  /** Answers GET and POST alike; clients post, as the description's client did. */
  history: pagedEndpoint({
    method: ['POST', 'GET'],
    path: '/api/support/history',
    auth: 'public',
    input: supportHistoryRequest,
    item: supportMessageSchema,
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/support/send',
    auth: 'public',
    input: supportSendRequest,
    output: z.object({ id: z.number().int(), conversation_id: z.number().int() }),
  }),
  conversations: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/support/conversations',
    auth: 'operator',
    permission: 'support.desk',
    item: supportConversationSchema,
  }),
  messages: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/support/messages',
    auth: 'operator',
    permission: 'support.desk',
    input: z.object({ conversation_id: idSchema }),
    item: supportMessageSchema,
  }),
  reply: endpoint({
    method: 'POST',
    path: '/api/admin/support/send',
    auth: 'operator',
    permission: 'support.desk',
    input: adminSupportSendRequest,
    output: adminIdResultSchema,
  }),
} as const;
