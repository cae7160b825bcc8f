import { defineModule } from '../../platform/module';
import { inviteRoutes } from './invite.routes';
import { createInviteService, type InviteService } from './invite.service';
import { rebateJob } from './rebate.job';

declare module '../../platform/module' {
  interface Services {
    invite: InviteService;
  }
}

/**
 * Invite and rebate: registration with a code binds the inviter (the account module stores
 * it); this module pays the inviter a share of the invitee's contract fees, daily. It reads
 * the contract fee records (positions and overnight charges) by SQL and never writes them.
 */
export const inviteModule = defineModule({
  name: 'invite',
  needs: ['market'],
  create: ({ platform }) => createInviteService(platform),
  routes: (router, invite) => inviteRoutes(router, invite),
  jobs: (invite) => [rebateJob((today) => invite.payDue(today))],
});
