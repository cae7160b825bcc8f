import { lazySchemas } from '../../../shared/api/lazy-schemas';

/**
 * The wallet's schemas for the assets screen, built in a task of their own while its first
 * request is in flight, not inside the one that runs the screen's code.
 */
export const walletSchemas = lazySchemas(() => import('./schemas'));
