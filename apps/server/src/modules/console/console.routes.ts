import { consoleEndpoints as ep } from '@tidemark/contracts';
import type { OperatorContext, Router } from '../../platform/route';
import type { ConsoleService } from './console.service';

const actor = (ctx: OperatorContext) => ({ operatorId: ctx.operator.operatorId, ip: ctx.ip });

/**
 * The operator console's own API (`consoleEndpoints` of the contracts, each naming the
 * permission it needs).
 */
export function consoleRoutes(router: Router, svc: ConsoleService): void {
  router.serve(ep.me, (_input, ctx) => svc.me(ctx.operator.operatorId));

  router.servePaged(ep.sessions, async (input, ctx) => {
    const { rows, total } = await svc.sessions(ctx.operator.operatorId, input);
    return { rows: rows.map((r) => ({ ...r, current: r.id === ctx.operator.sessionId })), total };
  });

  router.servePaged(ep.operatorSessions, async (input, ctx) => {
    const { rows, total } = await svc.sessions(null, input);
    return { rows: rows.map((r) => ({ ...r, current: r.id === ctx.operator.sessionId })), total };
  });

  router.serve(ep.endOwnSession, (input, ctx) =>
    svc.endOperatorSession({ ...actor(ctx), sessionId: ctx.operator.sessionId }, input, true),
  );

  router.serve(ep.logout, (_input, ctx) =>
    svc.signOut({ ...actor(ctx), sessionId: ctx.operator.sessionId }),
  );

  router.serve(ep.endOperatorSession, (input, ctx) =>
    svc.endOperatorSession({ ...actor(ctx), sessionId: ctx.operator.sessionId }, input, false),
  );

  router.serve(ep.dashboard, () => svc.dashboard());

  router.servePaged(ep.users, (input) =>
    svc.searchUsers(input.q, input, {
      kycLevel: input.kyc_level,
      frozen: input.frozen,
      order: input.order,
    }),
  );

  router.serve(ep.userDetail, (input) => svc.userDetail(input.user_id));

  router.servePaged(ep.ledgerEntries, (input) => svc.accountJournals(input.account_id, input));

  router.serve(ep.ledgerEntry, (input) => svc.journal(input.journal_id));

  router.serve(ep.restrictUser, (input, ctx) => svc.restrict(actor(ctx), input));

  router.serve(ep.endUserSessions, (input, ctx) => svc.endSessions(actor(ctx), input));

  router.servePaged(ep.adjustments, (input) => svc.adjustments(input.status, input));

  router.serve(ep.proposeAdjustment, (input, ctx) => svc.proposeAdjustment(actor(ctx), input));

  router.serve(ep.approveAdjustment, (input, ctx) => svc.decideAdjustment(actor(ctx), input, true));
  router.serve(ep.rejectAdjustment, (input, ctx) => svc.decideAdjustment(actor(ctx), input, false));

  router.serve(ep.reports, () => svc.reports());

  router.serve(ep.ledgerCheck, (_input, ctx) => svc.runLedgerCheck(actor(ctx)));
}
