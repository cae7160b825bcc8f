import { z } from 'zod';
import { booleanField } from '../common/boolean';
import { idSchema } from '../common/ids';

// ---------------------------------------------------------------- messages (pages/setting/message)

/** One inbox message, rendered in the reader's language. `is_read` 0/1 as the description's client reads it. */
export const messageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  content: z.string(),
  is_read: z.union([z.literal(0), z.literal(1)]),
  /** Unix seconds. */
  created_at: z.number().int(),
});
export type InboxMessage = z.infer<typeof messageSchema>;

export const messageListRequest = z.object({
  /** Only unread (true) or only read (false) messages; all when absent. */
  is_read: booleanField.optional(),
});

export const messageIdRequest = z.object({ id: idSchema });

/** Unread count, as GET /message/unread answers and the `message` socket event carries. */
export const unreadSchema = z.object({ unread: z.number().int().min(0) });
export type Unread = z.infer<typeof unreadSchema>;

/** Who an announcement goes to. */
export const ANNOUNCEMENT_SEGMENTS = ['all', 'verified', 'unverified', 'users'] as const;

const announcementText = (max: number) => {
  const other = z.string().trim().max(max).optional();
  return z.object({
    en: z.string().trim().min(1).max(max),
    zh: other,
    hk: other,
    th: other,
    jp: other,
    kor: other,
    fra: other,
    spa: other,
  });
};

/**
 * POST /admin/message/announce. Texts per language; English is required and stands in for a
 * language the operator left empty. `user_ids` only with segment `users`.
 */
export const announceRequest = z
  .object({
    segment: z.enum(ANNOUNCEMENT_SEGMENTS),
    user_ids: z.array(idSchema).max(1000).optional(),
    title: announcementText(120),
    content: announcementText(4000),
  })
  .refine((v) => v.segment !== 'users' || (v.user_ids?.length ?? 0) > 0, {
    message: 'user_ids required for segment users',
    path: ['user_ids'],
  });
export type AnnounceRequest = z.infer<typeof announceRequest>;

export const announcementSchema = z.object({
  id: z.number().int(),
  segment: z.enum(ANNOUNCEMENT_SEGMENTS),
  title: z.string(),
  recipients: z.number().int(),
  operator_id: z.number().int(),
  created_at: z.number().int(),
});
export type Announcement = z.infer<typeof announcementSchema>;
