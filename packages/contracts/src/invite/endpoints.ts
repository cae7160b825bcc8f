import { endpoint, pagedEndpoint } from '../common/endpoint';
import { inviteeSchema, inviteInfoSchema, rebateSchema } from '../community/schemas';

/** Invitations: the user's code and totals, the users they invited, the rebates earned. */
export const inviteEndpoints = {
  info: endpoint({
    method: ['GET', 'POST'],
    path: '/api/user/invite_info',
    auth: 'user',
    output: inviteInfoSchema,
  }),
  /** Lists answer POST and GET alike; clients post, as the description's client did. */
  invitees: pagedEndpoint({
    method: ['POST', 'GET'],
    path: '/api/user/my_invite_list',
    auth: 'user',
    item: inviteeSchema,
  }),
  rebates: pagedEndpoint({
    method: ['POST', 'GET'],
    path: '/api/user/my_profit_list',
    auth: 'user',
    item: rebateSchema,
  }),
} as const;
