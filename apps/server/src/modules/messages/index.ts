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
 * The inbox (pages/setting/message). It needs no other module, so every module can write to it:
 * through `deps.messages.notify`, or by importing `notify` below inside its own transaction.
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

export { notify, notifyMany, notifySum } from './notify';
