import { reservesResponse } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { ReservesPublisher } from './reserves';

/** The proof of reserves is for anyone: holdings, the block they were read at, and the addresses. */
export function reservesRoutes(router: Router, reserves: ReservesPublisher): void {
  router.route({
    method: 'GET',
    url: '/api/liabilities/reserves',
    auth: 'public',
    rateLimitPerMinute: 60,
    output: reservesResponse,
    handler: () => reserves.published(),
  });
}
