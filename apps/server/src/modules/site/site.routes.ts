import { siteEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { SiteService } from './site.service';

export function siteRoutes(router: Router, site: SiteService): void {
  router.serve(ep.health, () => site.health());
  router.serve(ep.config, () => site.siteConfig());
  router.serve(ep.fiatRates, () => site.fiatRates());
  // The keyword comes as the path's suffix or as `?keyword=`.
  router.serve(ep.setting, (input, ctx) =>
    site.publicSetting((ctx.request.params as { keyword?: string }).keyword ?? input.keyword),
  );
}
