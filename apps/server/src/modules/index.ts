import type { AppModule } from '../platform/module';
import { siteModule } from './site';

/** Every business area, in registration order. */
export const modules: AppModule[] = [siteModule];
