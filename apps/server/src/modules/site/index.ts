import type { AppModule } from '../../platform/module';
import { siteRoutes } from './site.routes';
import { sessionsPurgeJob } from './sessions-purge.job';

export const siteModule: AppModule = { name: 'site', routes: siteRoutes, jobs: [sessionsPurgeJob] };
