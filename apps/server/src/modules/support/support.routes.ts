import { supportEndpoints as ep } from '@tidemark/contracts';
import type { OperatorContext, RequestContext, Router } from '../../platform/route';
import type { SupportService } from './support.service';

export function supportRoutes(router: Router, support: SupportService): void {
  /** A signed-in user's conversation, or a visitor's by this device. */
  const owner = (ctx: RequestContext, deviceId: string | undefined) => ({
    userId: ctx.session?.userId ?? null,
    deviceId,
  });
  router.servePaged(ep.history, (input, ctx) =>
    support.history(owner(ctx, input.device_id), input),
  );
  router.serve(ep.send, (input, ctx) => support.send(owner(ctx, input.device_id), input), {
    rateLimitPerMinute: 60,
  });

  const op = (ctx: OperatorContext) => ({ operatorId: ctx.operator.operatorId, ip: ctx.ip });
  router.servePaged(ep.conversations, (input) => support.conversations(input));
  router.servePaged(ep.messages, (input) => support.operatorHistory(input.conversation_id, input));
  router.serve(ep.reply, (input, ctx) => support.reply(op(ctx), input));
}
