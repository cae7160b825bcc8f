import { launchpadEndpoints, pageWindow } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import * as repo from './launchpad.repo';
import type { Launchpad } from './launchpad.service';

/** The console's list of launchpad projects: the product role's. */
export function launchpadAdminRoutes(router: Router, lp: Launchpad): void {
  router.servePaged(launchpadEndpoints.consoleProjects, (q) =>
    repo.consoleProjects(lp.deps.db, q.status, ...pageWindow(q)),
  );
}
