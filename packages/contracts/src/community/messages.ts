import { z } from 'zod';
import { booleanField } from '../common/boolean';
import { idSchema } from '../common/ids';

/*
 * The inbox, apart from the community's other schemas: every screen with the message bell
 * checks the unread count, and should not build the coupons', invites' and support's schemas
 * to do so.
 */

/** One inbox message, rendered in the reader's language. `is_read` 0/1 as the description's client reads it. */
export const messageSchema = z.object({
  id: z.int(),
  kind: z.string(),
  title: z.string(),
  content: z.string(),
  is_read: z.union([z.literal(0), z.literal(1)]),
  /** Unix seconds. */
  created_at: z.int(),
});
export type InboxMessage = z.infer<typeof messageSchema>;

export const messageListRequest = z.object({
  /** Only unread (true) or only read (false) messages; all when absent. */
  is_read: booleanField.optional(),
});

export const messageIdRequest = z.object({ id: idSchema });

/** Unread count, as GET /message/unread answers and the `message` socket event carries. */
export const unreadSchema = z.object({ unread: z.int().min(0) });
export type Unread = z.infer<typeof unreadSchema>;
