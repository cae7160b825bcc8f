import { defineModule } from '../../platform/module';
import { siteRoutes } from './site.routes';
import { sessionsPurgeJob } from './sessions-purge.job';
import { fiatRatesJob } from './fiat-rates.job';
import { builtinRates, httpRates } from './fiat-rates';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- TRANSITIONAL until the module's service is written
export interface SiteService {}

declare module '../../platform/module' {
  interface Services {
    site: SiteService;
  }
}

export const siteModule = defineModule({
  name: 'site',
  needs: [],
  create: () => ({}),
  legacyRoutes: (app) => siteRoutes(app),
  jobs: (_service, { platform }) => [
    sessionsPurgeJob,
    fiatRatesJob(platform.config.fiatRatesUrl ? httpRates(platform.config.fiatRatesUrl) : builtinRates),
  ],
});
