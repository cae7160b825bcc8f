import { lazySchemas } from '../../../shared/api/lazy-schemas';

/** The inbox schemas: the unread badge is on the home screen, so they load lazily. */
export const communitySchemas = lazySchemas(() => import('./schemas'));
