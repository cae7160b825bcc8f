import { SOCKET_EVENTS } from '@tidemark/contracts';
import type { Platform } from '../../platform/module';
import * as repo from './messages.repo';

/** How often new messages are looked for, and how far back (a commit can land after a later id's). */
const PUSH_EVERY_MS = 1000;
const WINDOW_S = 30;
const BATCH_MAX = 2000;

/**
 * Pushes the unread count to a user's sockets when a message for them has committed. Other
 * modules write messages inside their own transactions and cannot publish before their commit;
 * reading committed rows here means a rolled-back event is never announced. Several nodes may
 * push the same count: it is a count, so a repeat changes nothing on the client.
 */
export class MessagePush {
  private readonly seen = new Set<number>();
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(private readonly platform: Pick<Platform, 'db' | 'realtime' | 'log'>) {}

  start(): void {
    this.timer = setInterval(() => void this.runOnce(), PUSH_EVERY_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One look: each user with a message not pushed yet gets their current unread count. */
  async runOnce(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      const rows = await repo.recent(this.platform.db, WINDOW_S, BATCH_MAX);
      const users = new Set<number>();
      const inWindow = new Set<number>();
      for (const r of rows) {
        inWindow.add(r.id);
        if (!this.seen.has(r.id)) users.add(r.user_id);
      }
      // Forget what left the window, so the set stays bounded.
      this.seen.clear();
      for (const id of inWindow) this.seen.add(id);
      for (const userId of users) await this.pushCount(userId);
      return users.size;
    } catch (err) {
      this.platform.log.error({ err }, 'message push failed');
      return 0;
    } finally {
      this.running = false;
    }
  }

  async pushCount(userId: number): Promise<void> {
    const unread = await repo.unreadCount(this.platform.db, userId);
    this.platform.realtime.toUser(userId, SOCKET_EVENTS.message, { unread });
  }
}
