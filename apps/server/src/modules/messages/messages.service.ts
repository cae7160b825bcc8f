import type { AnnounceRequest, Lang } from '@tidemark/contracts';
import type { Queryable } from '../../platform/db';
import { recordAudit } from '../../platform/audit';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/module';
import * as repo from './messages.repo';
import { notify, type NotifyKind, type NotifyParams } from '../../platform/inbox';
import { MessagePush } from './push';
import { announcementView, toWire } from './messages.view';

/** Messages are kept this long (docs/domain.md), then the daily purge removes them. */
export const MESSAGE_KEEP_DAYS = 180;
const PURGE_BATCH = 5000;

type Operator = { operatorId: number; ip: string };

export function createMessagesService(
  platform: Pick<Platform, 'db' | 'realtime' | 'log' | 'clock'>,
) {
  const { db } = platform;
  const push = new MessagePush(platform);
  return {
    push,
    /** One message inside the caller's transaction: the platform's `notify` (platform/inbox). */
    notify: (tx: Queryable, userId: number, kind: NotifyKind, params: NotifyParams, key: string) =>
      notify(tx, userId, kind, params, key),

    async list(
      userId: number,
      lang: Lang,
      filter: { is_read?: boolean | undefined; page: number; limit: number },
    ) {
      const { rows, total } = await repo.ownMessages(db, userId, {
        read: filter.is_read ?? null,
        page: filter.page,
        limit: filter.limit,
      });
      return { rows: rows.map((r) => toWire(r, lang)), total };
    },

    unread: async (userId: number) => ({ unread: await repo.unreadCount(db, userId) }),

    async read(userId: number, id: number) {
      // Another user's id answers exactly like a missing one.
      if (!(await repo.markRead(db, userId, id))) fail('message_not_found');
      await push.pushCount(userId);
      return this.unread(userId);
    },

    async readAll(userId: number) {
      await repo.markAllRead(db, userId);
      await push.pushCount(userId);
      return this.unread(userId);
    },

    async remove(userId: number, id: number) {
      if (!(await repo.deleteOwn(db, userId, id))) fail('message_not_found');
      await push.pushCount(userId);
      return this.unread(userId);
    },

    /** An operator's announcement to a segment: stored once, one inbox row per recipient. */
    async announce(operator: Operator, input: AnnounceRequest) {
      const clean = (t: Record<string, string | undefined>) =>
        Object.fromEntries(Object.entries(t).filter(([, v]) => v)) as Record<string, string>;
      const result = await db.tx(async (tx) => {
        // A user id that names nobody is a typing mistake: refuse the whole announcement
        // rather than quietly reaching fewer people than the operator meant.
        if (
          input.segment === 'users' &&
          (await repo.unknownUserIds(tx, input.user_ids ?? [])).length
        )
          fail('announce_unknown_users');
        const id = await repo.insertAnnouncement(tx, {
          segment: input.segment,
          title: clean(input.title),
          content: clean(input.content),
          operatorId: operator.operatorId,
        });
        const recipients = await repo.fanOut(tx, id, input.segment, input.user_ids ?? []);
        await recordAudit(tx, operator, {
          action: 'message.announce',
          targetType: 'announcement',
          targetId: id,
          detail: { segment: input.segment, recipients, title: input.title.en },
        });
        return { id, recipients };
      });
      // After commit; the push loop would find them too, a second count changes nothing.
      void push.runOnce();
      return result;
    },

    async announcements(page: { page: number; limit: number }) {
      const { rows, total } = await repo.announcements(db, page);
      return { rows: rows.map(announcementView), total };
    },

    /** Removes messages older than the keeping period, in bounded batches. */
    async purge(now: Date) {
      const before = new Date(now.getTime() - MESSAGE_KEEP_DAYS * 86_400_000);
      let removed = 0;
      for (let i = 0; i < 20; i++) {
        const n = await repo.purgeBefore(db, before, PURGE_BATCH);
        removed += n;
        if (n < PURGE_BATCH) break;
      }
      return removed;
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
