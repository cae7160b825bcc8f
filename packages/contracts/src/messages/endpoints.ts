import { endpoint, pagedEndpoint } from '../common/endpoint';
import {
  announcementSchema,
  announceRequest,
  messageIdRequest,
  messageListRequest,
  messageSchema,
  unreadSchema,
} from '../community/schemas';
import { adminAnnounceResultSchema } from '../console/results';

/** The description's reads answer GET and POST alike; clients use GET. */
const READ = ['GET', 'POST'] as const;

/**
 * The inbox: the user's messages, the unread count (which every command answers), and the
 * operator's announcements.
 */
export const messagesEndpoints = {
  list: pagedEndpoint({
    method: READ,
    path: '/api/message/list',
    auth: 'user',
    input: messageListRequest,
    item: messageSchema,
  }),
  unread: endpoint({
    method: READ,
    path: '/api/message/unread',
    auth: 'user',
    output: unreadSchema,
  }),
  read: endpoint({
    method: 'POST',
    path: '/api/message/read',
    auth: 'user',
    input: messageIdRequest,
    output: unreadSchema,
  }),
  readAll: endpoint({
    method: 'POST',
    path: '/api/message/read_all',
    auth: 'user',
    output: unreadSchema,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/message/delete',
    auth: 'user',
    input: messageIdRequest,
    output: unreadSchema,
  }),
  announce: endpoint({
    method: 'POST',
    path: '/api/admin/message/announce',
    auth: 'operator',
    permission: 'content.manage',
    input: announceRequest,
    output: adminAnnounceResultSchema,
  }),
  announcements: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/message/announcements',
    auth: 'operator',
    permission: 'content.manage',
    item: announcementSchema,
  }),
} as const;
