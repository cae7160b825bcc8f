import type { AppModule } from '../../platform/module';
import { siteRoutes } from './site.routes';
import { sessionsPurgeJob } from './sessions-purge.job';
import { fiatRatesJob } from './fiat-rates.job';
import { builtinRates, httpRates } from './fiat-rates';

export const siteModule: AppModule = {
  name: 'site',
  routes(app) {
    siteRoutes(app);
    app.scheduler.register(fiatRatesJob(app.config.fiatRatesUrl ? httpRates(app.config.fiatRatesUrl) : builtinRates));
  },
  jobs: [sessionsPurgeJob],
};
