import { z } from 'zod';
import {
  consoleDualProductRowSchema,
  consoleEarnProductRowSchema,
  consoleInstrumentEditRequest,
  consoleInstrumentSchema,
  consoleInstrumentsQuery,
  consoleOptionPeriodRequest,
  consoleOptionPeriodSchema,
  consoleProductsQuery,
  consoleProjectRowSchema,
  consoleSettingSchema,
  consoleSettingsQuery,
  consoleSettingUpdateRequest,
  consoleSpotPairEditRequest,
  consoleSpotPairSchema,
} from '@tidemark/contracts';
import type { OperatorContext, Router } from '../../platform/route';
import type { ProductAdmin } from './productadmin.service';

const actor = (ctx: OperatorContext) => ({ operatorId: ctx.operator.operatorId, ip: ctx.ip });

/** Products and settings of the console: the product role's. */
export function productAdminRoutes(router: Router, svc: ProductAdmin): void {
  router.route({
    method: 'GET',
    url: '/api/admin/settings',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleSettingsQuery,
    output: z.array(consoleSettingSchema),
    handler: (q) => svc.settings(q.group),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/settings',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleSettingUpdateRequest,
    output: consoleSettingSchema,
    handler: (q, ctx) => svc.updateSetting(actor(ctx), q),
  });

  router.paged({
    method: 'GET',
    url: '/api/admin/instruments',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleInstrumentsQuery,
    item: consoleInstrumentSchema,
    list: (q) => svc.instruments(q),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/instruments/edit',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleInstrumentEditRequest,
    output: consoleInstrumentSchema,
    handler: (q, ctx) => svc.editInstrument(actor(ctx), q),
  });

  router.route({
    method: 'GET',
    url: '/api/admin/options/periods',
    auth: 'operator',
    permission: 'products.manage',
    output: z.array(consoleOptionPeriodSchema),
    handler: () => svc.optionPeriods(),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/options/period',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleOptionPeriodRequest,
    output: consoleOptionPeriodSchema,
    handler: (q, ctx) => svc.saveOptionPeriod(actor(ctx), q),
  });

  router.route({
    method: 'GET',
    url: '/api/admin/spot/pairs',
    auth: 'operator',
    permission: 'products.manage',
    output: z.array(consoleSpotPairSchema),
    handler: () => svc.spotPairs(),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/spot/pair',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleSpotPairEditRequest,
    output: consoleSpotPairSchema,
    handler: (q, ctx) => svc.editSpotPair(actor(ctx), q),
  });

  router.paged({
    method: 'GET',
    url: '/api/admin/earn/products',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleProductsQuery,
    item: consoleEarnProductRowSchema,
    list: (q) => svc.earnProducts(q.status, q),
  });
  router.paged({
    method: 'GET',
    url: '/api/admin/dual/products',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleProductsQuery,
    item: consoleDualProductRowSchema,
    list: (q) => svc.dualProducts(q.status, q),
  });
  router.paged({
    method: 'GET',
    url: '/api/admin/launchpad/projects',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleProductsQuery,
    item: consoleProjectRowSchema,
    list: (q) => svc.launchpadProjects(q.status, q),
  });
}
