import { consoleProductsQuery, consoleProjectRowSchema, pageWindow } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import * as repo from './launchpad.repo';
import type { Launchpad } from './launchpad.service';

/** The console's list of launchpad projects: the product role's. */
export function launchpadAdminRoutes(router: Router, lp: Launchpad): void {
  router.paged({
    method: 'GET',
    url: '/api/admin/launchpad/projects',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleProductsQuery,
    item: consoleProjectRowSchema,
    list: (q) => repo.consoleProjects(lp.deps.db, q.status, ...pageWindow(q)),
  });
}
