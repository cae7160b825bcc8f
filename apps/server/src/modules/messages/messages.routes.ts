import {
  adminAnnounceResultSchema,
  announcementSchema,
  announceRequest,
  messageIdRequest,
  messageListRequest,
  messageSchema,
  unreadSchema,
} from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import type { MessagesService } from './messages.service';

export function messagesRoutes(router: Router, messages: MessagesService): void {
  router.paged({
    method: ['GET', 'POST'],
    url: '/api/message/list',
    auth: 'user',
    input: messageListRequest,
    item: messageSchema,
    list: (input, ctx) => messages.list(ctx.session.userId, ctx.lang, input),
  });
  router.route({
    method: ['GET', 'POST'],
    url: '/api/message/unread',
    auth: 'user',
    output: unreadSchema,
    handler: (_input, ctx) => messages.unread(ctx.session.userId),
  });
  router.route({
    method: 'POST',
    url: '/api/message/read',
    auth: 'user',
    input: messageIdRequest,
    output: unreadSchema,
    handler: (input, ctx) => messages.read(ctx.session.userId, input.id),
  });
  router.route({
    method: 'POST',
    url: '/api/message/read_all',
    auth: 'user',
    output: unreadSchema,
    handler: (_input, ctx) => messages.readAll(ctx.session.userId),
  });
  router.route({
    method: 'POST',
    url: '/api/message/delete',
    auth: 'user',
    input: messageIdRequest,
    output: unreadSchema,
    handler: (input, ctx) => messages.remove(ctx.session.userId, input.id),
  });

  router.route({
    method: 'POST',
    url: '/api/admin/message/announce',
    auth: 'operator',
    permission: 'content.manage',
    input: announceRequest,
    output: adminAnnounceResultSchema,
    handler: (input, ctx) =>
      messages.announce({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, input),
  });
  router.paged({
    method: 'GET',
    url: '/api/admin/message/announcements',
    auth: 'operator',
    permission: 'content.manage',
    item: announcementSchema,
    list: (input) => messages.announcements(input),
  });
}
