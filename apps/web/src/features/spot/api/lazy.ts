import { lazySchemas } from '../../../shared/api/lazy-schemas';

/**
 * The spot schemas, built in a task of their own while the trade screen's first requests are
 * in flight, not inside the one that runs the screen's code.
 */
export const spotSchemas = lazySchemas(() => import('./schemas'));
