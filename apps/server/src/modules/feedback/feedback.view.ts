import type { Feedback } from '@tidemark/contracts';
import type { FeedbackRow } from './feedback.repo';

/**
 * Feedback as the app and the console show it, shaped from rows read beforehand: no query here
 * (a page is one query in feedback.repo.ts).
 */

export const feedbackView = (r: FeedbackRow): Feedback => ({
  id: r.id,
  category: r.category,
  content: r.content,
  images: r.images,
  reply: r.reply,
  created_at: Number(r.created_s),
  replied_at: r.replied_s === null ? null : Number(r.replied_s),
});

/** The operator's row: the user's own, with who wrote it. */
export const operatorFeedbackView = (r: FeedbackRow): Feedback & { user_id: number } => ({
  ...feedbackView(r),
  user_id: r.user_id,
});
