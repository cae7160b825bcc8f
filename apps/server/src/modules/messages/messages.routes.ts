import { messagesEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { MessagesService } from './messages.service';

export function messagesRoutes(router: Router, messages: MessagesService): void {
  router.servePaged(ep.list, (input, ctx) => messages.list(ctx.session.userId, ctx.lang, input));
  router.serve(ep.unread, (_input, ctx) => messages.unread(ctx.session.userId));
  router.serve(ep.read, (input, ctx) => messages.read(ctx.session.userId, input.id));
  router.serve(ep.readAll, (_input, ctx) => messages.readAll(ctx.session.userId));
  router.serve(ep.remove, (input, ctx) => messages.remove(ctx.session.userId, input.id));

  router.serve(ep.announce, (input, ctx) =>
    messages.announce({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, input),
  );
  router.servePaged(ep.announcements, (input) => messages.announcements(input));
}
