import { defineModule } from '../../platform/module';
import { messagesRoutes } from './messages.routes';
import { createMessagesService, type MessagesService } from './messages.service';
import { purgeJob } from './purge.job';

declare module '../../platform/module' {
  interface Services {
    messages: MessagesService;
  }
}

/**
 * The inbox (pages/setting/message): listing, marking read, the unread-count push, the purge.
 * Messages are written by `notify` of `platform/inbox` inside each event's own transaction, so
 * no module needs this one to tell its users something.
 */
export const messagesModule = defineModule({
  name: 'messages',
  needs: [],
  create: ({ platform }) => createMessagesService(platform),
  routes: (router, messages) => messagesRoutes(router, messages),
  jobs: (messages) => [purgeJob((now) => messages.purge(now))],
  start: async (messages) => messages.push.start(),
  stop: async (messages) => messages.push.stop(),
});
