import { inviteEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { InviteService } from './invite.service';

export function inviteRoutes(router: Router, invite: InviteService): void {
  router.serve(ep.info, (_input, ctx) => invite.info(ctx.session.userId));
  router.servePaged(ep.invitees, (input, ctx) => invite.invitees(ctx.session.userId, input));
  router.servePaged(ep.rebates, (input, ctx) => invite.rebates(ctx.session.userId, input));
}
