import { productadminEndpoints as ep } from '@tidemark/contracts';
import type { OperatorContext, Router } from '../../platform/route';
import type { ProductAdmin } from './productadmin.service';

const actor = (ctx: OperatorContext) => ({ operatorId: ctx.operator.operatorId, ip: ctx.ip });

/**
 * The settings registry of the console: the product role's. Each product's own terms
 * (instruments, option periods, spot pairs, product lists) are routes of the module that owns them.
 */
export function productAdminRoutes(router: Router, svc: ProductAdmin): void {
  router.serve(ep.settings, (q) => svc.settings(q.group));
  router.serve(ep.updateSetting, (q, ctx) => svc.updateSetting(actor(ctx), q));
}
