import { backofficeEndpoints as ep } from '@tidemark/contracts';
import type { OperatorContext, Router } from '../../platform/route';
import type { BackofficeService } from './backoffice.service';

const actor = (ctx: OperatorContext) => ({ operatorId: ctx.operator.operatorId, ip: ctx.ip });

export function backofficeRoutes(router: Router, svc: BackofficeService): void {
  router.servePaged(ep.ieoProjects, (input) => svc.ieoProjects(input.phase, input));

  router.servePaged(ep.cannedReplies, (input) => svc.cannedReplies(input));
  router.serve(ep.saveCannedReply, (input, ctx) => svc.saveCannedReply(actor(ctx), input));
  router.serve(ep.deleteCannedReply, (input, ctx) => svc.deleteCannedReply(actor(ctx), input.id));

  router.serve(ep.housePnl, (input) => svc.housePnl(input.days));

  router.servePaged(ep.userProducts, (input) => svc.userProducts(input, input));
  router.serve(ep.userProductCounts, (input) => svc.userProductCounts(input.user_id));
}
