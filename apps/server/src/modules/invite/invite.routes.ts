import { inviteeSchema, inviteInfoSchema, rebateSchema } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { InviteService } from './invite.service';

export function inviteRoutes(router: Router, invite: InviteService): void {
  router.route({
    method: ['GET', 'POST'],
    url: '/api/user/invite_info',
    auth: 'user',
    output: inviteInfoSchema,
    handler: (_input, ctx) => invite.info(ctx.session.userId),
  });
  router.paged({
    method: ['GET', 'POST'],
    url: '/api/user/my_invite_list',
    auth: 'user',
    item: inviteeSchema,
    list: (input, ctx) => invite.invitees(ctx.session.userId, input),
  });
  router.paged({
    method: ['GET', 'POST'],
    url: '/api/user/my_profit_list',
    auth: 'user',
    item: rebateSchema,
    list: (input, ctx) => invite.rebates(ctx.session.userId, input),
  });
}
