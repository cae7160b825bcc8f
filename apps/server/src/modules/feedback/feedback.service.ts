import { recordAudit } from '../../platform/audit';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/module';
import { notify } from '../../platform/inbox';
import * as repo from './feedback.repo';
import { feedbackView, operatorFeedbackView } from './feedback.view';

type Operator = { operatorId: number; ip: string };
/** Open feedback a user may have at once (a limit on every queue). */
const OPEN_MAX = 20;

export function createFeedbackService(platform: Pick<Platform, 'db'>) {
  const { db } = platform;
  return {
    async submit(
      userId: number,
      input: { category: string; content: string; images: string[] },
    ): Promise<{ id: number }> {
      const names = [...new Set(input.images.map((p) => p.replace(/^\/uploads\//, '')))];
      // Only the user's own screenshots, uploaded through the image checks for feedback.
      if ((await repo.ownUploads(db, userId, names)) !== names.length)
        fail('feedback_image_invalid');
      const open = await repo.list(db, { userId, replied: false, page: 1, limit: 1 });
      if (open.total >= OPEN_MAX) fail('feedback_too_many');
      const id = await repo.insert(db, {
        userId,
        category: input.category,
        content: input.content,
        images: names.map((n) => `/uploads/${n}`),
      });
      return { id };
    },

    async own(userId: number, f: { is_red?: boolean | undefined; page: number; limit: number }) {
      const { rows, total } = await repo.list(db, {
        userId,
        replied: f.is_red ? true : null,
        page: f.page,
        limit: f.limit,
      });
      return { rows: rows.map(feedbackView), total };
    },

    async all(f: { status: 'open' | 'replied'; page: number; limit: number }) {
      const { rows, total } = await repo.list(db, {
        userId: null,
        replied: f.status === 'replied',
        page: f.page,
        limit: f.limit,
      });
      return { rows: rows.map(operatorFeedbackView), total };
    },

    /** The operator's reply, stored and sent to the user's inbox in one transaction. */
    async reply(operator: Operator, input: { id: number; reply: string }) {
      return db.tx(async (tx) => {
        const f = (await repo.lock(tx, input.id)) ?? fail('not_found');
        if (f.reply !== null) fail('feedback_already_replied');
        await repo.reply(tx, f.id, { reply: input.reply, operatorId: operator.operatorId });
        await notify(
          tx,
          f.user_id,
          'feedback_reply',
          { feedback_id: f.id, reply: input.reply },
          `feedback:${f.id}`,
        );
        await recordAudit(tx, operator, {
          action: 'feedback.reply',
          targetType: 'feedback',
          targetId: f.id,
          detail: { user_id: f.user_id },
        });
        return { id: f.id };
      });
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
