import type { liabilitiesEndpoints } from '@tidemark/contracts';
import { lazyEndpoints } from '../../../shared/api/lazy-endpoint';
import { lazySchemas } from '../../../shared/api/lazy-schemas';

/**
 * The wallet's schemas for the assets screen, built in a task of their own while its first
 * request is in flight, not inside the one that runs the screen's code.
 */
export const walletSchemas = lazySchemas(() => import('./schemas'));

/** GET /api/wallet/assets_summary, parsed by those schemas. */
export const assetsSummaryEndpoint = lazyEndpoints(walletSchemas)<
  typeof liabilitiesEndpoints.assetsSummary
>('GET', '/api/wallet/assets_summary', (m) => m.assetsSummarySchema);
