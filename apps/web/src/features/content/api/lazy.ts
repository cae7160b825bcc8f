import { lazySchemas } from '../../../shared/api/lazy-schemas';

/** The content schemas the home screen needs, loaded with its first request. */
export const contentSchemas = lazySchemas(() => import('./schemas'));
