import type { SupportMessage, supportConversationSchema } from '@tidemark/contracts';
import type { z } from 'zod';
import type { ConversationListRow, MessageRow } from './support.repo';

/**
 * Support chat rows as the app and the desk show them, shaped from rows read beforehand: no
 * query here (a page of messages or conversations is one query in support.repo.ts).
 */

export const messageView = (r: MessageRow): SupportMessage => ({
  id: r.id,
  sender: r.sender,
  text: r.text,
  image: r.image,
  is_read: r.read ? 1 : 0,
  created_at: Number(r.created_s),
});

/** A message just committed, as the desk room receives it: unread, written now. */
export const freshMessageView = (
  m: { id: number; sender: 'user' | 'operator'; text: string; image: string | null },
  nowSeconds: number,
): SupportMessage => ({ ...m, is_read: 0, created_at: nowSeconds });

export const conversationView = (
  r: ConversationListRow,
): z.infer<typeof supportConversationSchema> => ({
  id: r.id,
  user_id: r.user_id,
  visitor: r.user_id === null,
  unread: r.unread,
  last_message_at: Number(r.last_s),
});
