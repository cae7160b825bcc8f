import { SOCKET_EVENTS, userRoom, type SupportMessage } from '@tidemark/contracts';
import type { Queryable } from '../../platform/db';
import { recordAudit } from '../../platform/audit';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/module';
import { notify } from '../../platform/inbox';
import * as repo from './support.repo';
import { supportSockets } from './support.sockets';
import { conversationView, freshMessageView, messageView } from './support.view';

/** docs/domain.md: 30 messages per minute per user (or visitor). */
export const SUPPORT_MESSAGES_PER_MINUTE = 30;

/** Who writes: a signed-in user, or a visitor known only by the device id their client made. */
export interface Caller {
  userId: number | null;
  deviceId: string | undefined;
}
type Operator = { operatorId: number; ip: string };

export function createSupportService(
  platform: Pick<Platform, 'db' | 'realtime' | 'clock' | 'log'>,
) {
  const { db, realtime, clock } = platform;
  const live = supportSockets(platform);
  /** A message as the desk room receives it, the moment it has committed. */
  const fresh = (
    id: number,
    sender: 'user' | 'operator',
    text: string,
    image: string | null,
  ): SupportMessage => freshMessageView({ id, sender, text, image }, clock.nowSeconds());

  /**
   * The caller's conversation, created when `create`. A signed-in user who chatted as a visitor
   * on this device takes that history along; a visitor only ever sees their device's one.
   */
  async function conversation(q: Queryable, who: Caller, create: boolean) {
    if (who.userId !== null) {
      if (who.deviceId) {
        const visitor = await repo.byDevice(q, who.deviceId);
        if (visitor) await repo.adopt(q, visitor, who.userId);
      }
      const mine = await repo.byUser(q, who.userId);
      if (mine || !create) return mine;
      return repo.create(q, { userId: who.userId, deviceId: null });
    }
    if (!who.deviceId) return fail('support_identity_required');
    const visitor = await repo.byDevice(q, who.deviceId);
    if (visitor || !create) return visitor;
    return (
      (await repo.create(q, { userId: null, deviceId: who.deviceId })) ??
      fail('support_identity_required')
    );
  }

  return {
    async history(who: Caller, page: { page: number; limit: number }) {
      const { c, marked } = await db.tx(async (tx) => {
        const found = await conversation(tx, who, false);
        return { c: found, marked: found ? await repo.markRead(tx, found.id, 'operator') : 0 };
      });
      if (!c) return { rows: [], total: 0 };
      // Only a read that marked something is news: announcing every fetch made the two open
      // sides refetch each other's announcements without end.
      if (marked) live.announceRead(c, 'user');
      const { rows, total } = await repo.messages(db, c.id, page);
      return { rows: rows.map(messageView), total };
    },

    async send(who: Caller, input: { text: string; image?: string | undefined }) {
      const image = input.image ?? null;
      if (image) {
        // Only a signed-in user's own chat upload; visitors send text.
        const name = image.replace(/^\/uploads\//, '');
        if (who.userId === null || !(await repo.ownUpload(db, who.userId, name)))
          fail('support_image_invalid');
      }
      const sent = await db.tx(async (tx) => {
        const c = (await conversation(tx, who, true))!;
        const since = new Date(clock.nowMs() - 60_000);
        if ((await repo.sentSince(tx, c.id, since)) >= SUPPORT_MESSAGES_PER_MINUTE)
          fail('support_rate_limited');
        const id = await repo.insertMessage(tx, {
          conversationId: c.id,
          sender: 'user',
          operatorId: null,
          text: input.text,
          image,
        });
        return { id, conversation_id: c.id };
      });
      live.toDesk({
        type: 'message',
        conversation_id: sent.conversation_id,
        message: fresh(sent.id, 'user', input.text, image),
      });
      return sent;
    },

    async conversations(page: { page: number; limit: number }) {
      const { rows, total } = await repo.conversations(db, page);
      return {
        rows: rows.map(conversationView),
        total,
      };
    },

    async operatorHistory(conversationId: number, page: { page: number; limit: number }) {
      const c = (await repo.byId(db, conversationId)) ?? fail('not_found');
      if (await repo.markRead(db, conversationId, 'user')) live.announceRead(c, 'operator');
      const { rows, total } = await repo.messages(db, conversationId, page);
      return { rows: rows.map(messageView), total };
    },

    /**
     * An operator's answer. A signed-in user with the app open gets it live (`support`); one
     * without an open socket finds it in the inbox as well.
     */
    async reply(
      operator: Operator,
      input: { conversation_id: number; text: string; image?: string | undefined },
    ) {
      const c = (await repo.byId(db, input.conversation_id)) ?? fail('not_found');
      const online =
        c.user_id !== null && (await realtime.io.in(userRoom(c.user_id)).fetchSockets()).length > 0;
      const id = await db.tx(async (tx) => {
        const messageId = await repo.insertMessage(tx, {
          conversationId: c.id,
          sender: 'operator',
          operatorId: operator.operatorId,
          text: input.text,
          image: input.image ?? null,
        });
        // Who answered which conversation, and which message it was; the text stays in the
        // chat alone because users write personal details there, and the message id leads to it.
        await recordAudit(tx, operator, {
          action: 'support.reply',
          targetType: 'support_conversation',
          targetId: c.id,
          detail: {
            message_id: messageId,
            user_id: c.user_id,
            image: input.image !== undefined,
            length: input.text.length,
          },
        });
        if (c.user_id !== null && !online)
          await notify(
            tx,
            c.user_id,
            'support_reply',
            { text: input.text },
            `support:${messageId}`,
          );
        return messageId;
      });
      const push = { id, sender: 'operator', text: input.text };
      if (c.user_id !== null) realtime.toUser(c.user_id, SOCKET_EVENTS.support, push);
      else live.toConversation(c, SOCKET_EVENTS.support, push);
      live.toDesk({
        type: 'message',
        conversation_id: c.id,
        message: fresh(id, 'operator', input.text, input.image ?? null),
      });
      return { id };
    },

    /** Demo data: the demo operator answers the support chat. */
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
