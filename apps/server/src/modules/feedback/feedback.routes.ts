import { feedbackEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { FeedbackService } from './feedback.service';

export function feedbackRoutes(router: Router, feedback: FeedbackService): void {
  router.serve(ep.submit, (input, ctx) => feedback.submit(ctx.session.userId, input), {
    rateLimitPerMinute: 10,
  });
  router.servePaged(ep.list, (input, ctx) => feedback.own(ctx.session.userId, input));
  router.servePaged(ep.all, (input) => feedback.all(input));
  router.serve(ep.reply, (input, ctx) =>
    feedback.reply({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, input),
  );
}
