import { dualEndpoints, pageWindow } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import * as repo from './dual.repo';
import type { Dual } from './dual.service';

/** The console's list of dual products: the product role's. */
export function dualAdminRoutes(router: Router, dual: Dual): void {
  router.servePaged(dualEndpoints.consoleProducts, (q) =>
    repo.consoleProducts(dual.deps.db, q.status, ...pageWindow(q)),
  );
}
