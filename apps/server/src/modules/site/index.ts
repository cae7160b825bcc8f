import { defineModule } from '../../platform/module';
import { siteRoutes } from './site.routes';
import { createSiteService, type SiteService } from './site.service';
import { sessionsPurgeJob } from './sessions-purge.job';
import { fiatRatesJob } from './fiat-rates.job';
import { builtinRates, httpRates } from './fiat-rates';

declare module '../../platform/module' {
  interface Services {
    site: SiteService;
  }
}

export const siteModule = defineModule({
  name: 'site',
  needs: [],
  create: ({ platform }) => createSiteService(platform),
  routes: (router, site) => siteRoutes(router, site),
  jobs: (_service, { platform }) => [
    sessionsPurgeJob,
    fiatRatesJob(
      platform.config.fiatRatesUrl ? httpRates(platform.config.fiatRatesUrl) : builtinRates,
    ),
  ],
});
