import { chainEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { ReservesPublisher } from './reserves';

/** The proof of reserves is for anyone: holdings, the block they were read at, and the addresses. */
export function reservesRoutes(router: Router, reserves: ReservesPublisher): void {
  router.serve(ep.reserves, () => reserves.published(), { rateLimitPerMinute: 60 });
}
